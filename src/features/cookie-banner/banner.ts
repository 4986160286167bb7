// The cookie banner (spec 000 §3, §4): a named region with the site's notice, Accept (and Decline
// when the site asks visitors to opt in or out). The choice is kept for 30 days; then it goes away.
// Forced (the editor's preview), it shows whatever was chosen and its buttons do nothing.

import { saveConsent } from '../../core/consent';
import { sanitizeHtml } from '../../core/sanitize';
import { setSafeHtml } from '../../core/trusted-types';
import type { BannerSettings } from './settings';

export interface BannerProps extends BannerSettings {
  forced: boolean;
}

const LABEL = 'Cookie consent';

/** One id prefix per banner drawn (the editing frame may draw it again in the same document). */
let drawn = 0;

/** The banner's region; `close` takes it off the page once the visitor chose. */
export function drawBanner(settings: BannerProps, close: () => void): HTMLElement {
  const id = `sr-cookie-banner-${++drawn}`;
  const banner = element('section', bannerClass(settings));
  banner.setAttribute('aria-labelledby', `${id}-label`);
  banner.setAttribute('aria-describedby', `${id}-text`);

  const label = element('h2', 'sr-visually-hidden', LABEL);
  label.id = `${id}-label`;
  const text = element('div', 'sr-cookie-banner__text');
  text.id = `${id}-text`;
  setSafeHtml(text, sanitizeHtml(settings.text));

  const choose = (accepted: boolean): void => {
    if (settings.forced) return;
    saveConsent(accepted);
    close();
  };
  const actions = element('div', 'sr-cookie-banner__actions');
  if (settings.acceptType === 'OPT_IN_AND_OUT')
    actions.append(button('sr-cookie-banner__decline', settings, () => choose(false), settings.optOutCtaText));
  actions.append(acceptButton(settings, () => choose(true)));

  banner.append(label, text, actions);
  return banner;
}

function bannerClass({ variant, position, theme }: BannerSettings): string {
  const modifiers = [variant.toLowerCase(), position.toLowerCase().replace('_', '-'), theme.toLowerCase()];
  return ['sr-cookie-banner', ...modifiers.map((modifier) => `sr-cookie-banner--${modifier}`)].join(' ');
}

/** Accept: its text, or with the icon variant a "×" named by that text. */
function acceptButton(settings: BannerProps, onClick: () => void): HTMLButtonElement {
  const icon = settings.ctaVariant === 'ICON';
  const accept = button(`sr-cookie-banner__accept sr-cookie-banner__accept--${settings.ctaVariant.toLowerCase()}`, settings, onClick);
  if (icon) {
    accept.setAttribute('aria-label', settings.ctaText);
    const mark = element('span', '', '×');
    mark.setAttribute('aria-hidden', 'true');
    accept.append(mark);
  } else {
    accept.textContent = settings.ctaText;
  }
  return accept;
}

function button(className: string, { forced }: BannerProps, onClick: () => void, text = ''): HTMLButtonElement {
  const it = element('button', className, text);
  it.type = 'button';
  if (forced) it.setAttribute('aria-disabled', 'true');
  it.addEventListener('click', onClick);
  return it;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const it = document.createElement(tag);
  if (className) it.className = className;
  if (text) it.textContent = text;
  return it;
}
