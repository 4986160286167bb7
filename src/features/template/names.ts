// Names for the template's controls that the builder published with none: a screen reader announced a
// bare "link" or "button". A store list's links (empty overlays over each product, in the Brine family)
// are named by their products' titles; its icon controls by what they are (a social network, the search,
// the filters drawer's close).
// Set through the marks, so destroy() takes them away again.

import { networkName } from '../../platform/social-networks';
import { templateClose, templateSearch } from '../../platform/strings';
import type { Marks } from './marks';

const STORE_LIST_LINKS = '.ProductList-item > a.ProductList-item-link[href]';
const STORE_LIST_TITLE = '.ProductList-title';
/** The template's social icons: Brine's footer, the 7.1 header and its menu. */
const SOCIAL_ICONS = 'a.SocialLinks-link[href], .header-actions-action--social a[href], .header-menu-actions-action--social a[href]';
const SEARCH_ICONS = 'a.Mobile-bar-search[href], button.Header-search-form-submit';
const CLOSE_ICONS = 'button.product-list-filters-drawer-close-button';

export function nameControls(marks: Marks): void {
  for (const link of document.querySelectorAll(STORE_LIST_LINKS)) {
    const title = link.parentElement?.querySelector(STORE_LIST_TITLE);
    if (!hasName(link) && title?.textContent?.trim()) marks.attr(link, 'aria-labelledby', marks.id(title, 'sr-item-title'));
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SOCIAL_ICONS)) {
    const network = hasName(link) ? undefined : networkName(link);
    if (network) marks.attr(link, 'aria-label', network);
  }
  for (const control of document.querySelectorAll(SEARCH_ICONS)) if (!hasName(control)) marks.attr(control, 'aria-label', templateSearch);
  for (const control of document.querySelectorAll(CLOSE_ICONS)) if (!hasName(control)) marks.attr(control, 'aria-label', templateClose);
}

/** Whether a screen reader has a name for it: its label, a picture's alt, or text not hidden. */
export function hasName(el: Element): boolean {
  if (el.getAttribute('aria-label')?.trim() || el.hasAttribute('aria-labelledby') || el.getAttribute('title')?.trim()) return true;
  if (el.querySelector('img[alt]:not([alt=""]), svg > title')) return true;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && !node.parentElement?.closest('[hidden],[aria-hidden="true"]')) return true;
  }
  return false;
}
