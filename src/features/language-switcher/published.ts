// The list the builder published: `nav.language-picker > ul.language-picker-list > li > a`. It works as
// HTML; the runtime only makes it safe (a link whose address is not safe loses it, reported), names it,
// marks the page's language when the builder did not, and hides it with fewer than two languages.

import { reportError } from '../../core/errors';
import { safeHref } from '../../core/url';
import { languagesLabel } from '../../platform/strings';
import { pageLanguage } from './page-language';

export const NAV = 'nav.language-picker';

/** The published list, made safe; null when the block holds none (it is drawn from the host's data). */
export function checkPublishedList(content: HTMLElement, label: string | null): HTMLElement | null {
  const nav = content.querySelector<HTMLElement>(NAV);
  if (!nav) return null;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a')];
  for (const link of links) {
    const href = link.getAttribute('href');
    if (href !== null && safeHref(href) === undefined) {
      link.removeAttribute('href');
      reportError(new Error(`language-switcher: the link to "${link.textContent?.trim()}" has an unsafe address`), 'language-switcher');
    }
  }
  if (!nav.querySelector('[aria-current]')) markCurrent(links);
  if (label || !nav.hasAttribute('aria-label')) nav.setAttribute('aria-label', label ?? languagesLabel);
  nav.hidden = links.length < 2;
  return nav;
}

/** A list published without its current mark gets one: the link in the page's language, if any. */
function markCurrent(links: readonly HTMLAnchorElement[]): void {
  const code = (link: HTMLAnchorElement): string => link.hreflang || link.lang;
  const current = pageLanguage(links.map(code).filter(Boolean), document.documentElement.lang);
  if (current) links.find((link) => code(link) === current)?.setAttribute('aria-current', 'true');
}
