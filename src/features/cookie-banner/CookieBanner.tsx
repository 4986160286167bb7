// The cookie banner (spec 000 §3, §4): a named region with the site's notice, Accept (and Decline
// when the site asks visitors to opt in or out). The choice is kept for 30 days; then it goes away.
// Forced (the editor's preview), it shows whatever was chosen and its buttons do nothing.

import { useId, useMemo, useState } from 'react';
import { saveConsent } from '../../core/consent';
import { sanitizeHtml } from '../../core/sanitize';
import type { BannerSettings } from './settings';

export function CookieBanner(settings: BannerSettings & { forced?: boolean }) {
  const id = useId();
  const [chosen, setChosen] = useState(false);
  const html = useMemo(() => sanitizeHtml(settings.text), [settings.text]);
  if (chosen) return null;

  const choose = (accepted: boolean): void => {
    if (settings.forced) return;
    saveConsent(accepted);
    setChosen(true);
  };
  const { variant, position, theme, ctaVariant, acceptType } = settings;
  const className = [
    'sr-cookie-banner',
    `sr-cookie-banner--${variant.toLowerCase()}`,
    `sr-cookie-banner--${position.toLowerCase().replace('_', '-')}`,
    `sr-cookie-banner--${theme.toLowerCase()}`,
  ].join(' ');

  return (
    <section className={className} aria-labelledby={`${id}label`} aria-describedby={`${id}text`}>
      <h2 className="sr-visually-hidden" id={`${id}label`}>
        Cookie consent
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify) above */}
      <div className="sr-cookie-banner__text" id={`${id}text`} dangerouslySetInnerHTML={{ __html: html }} />
      <div className="sr-cookie-banner__actions">
        {acceptType === 'OPT_IN_AND_OUT' && (
          <button
            type="button"
            className="sr-cookie-banner__decline"
            aria-disabled={settings.forced || undefined}
            onClick={() => choose(false)}
          >
            {settings.optOutCtaText}
          </button>
        )}
        <button
          type="button"
          className={`sr-cookie-banner__accept sr-cookie-banner__accept--${ctaVariant.toLowerCase()}`}
          aria-label={ctaVariant === 'ICON' ? settings.ctaText : undefined}
          aria-disabled={settings.forced || undefined}
          onClick={() => choose(true)}
        >
          {ctaVariant === 'ICON' ? <span aria-hidden="true">×</span> : settings.ctaText}
        </button>
      </div>
    </section>
  );
}
