// A link that opens in a new window and says so to assistive technology (WCAG 3.2.5): the map's and the
// booking block's way out to their provider.

import { opensInNewWindow } from '../platform/strings';

export function newWindowLink(href: string, text: string, className: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = className;
  anchor.href = href;
  anchor.target = '_blank';
  anchor.rel = 'noopener';
  const hint = document.createElement('span');
  hint.className = 'sr-visually-hidden';
  hint.textContent = opensInNewWindow;
  anchor.append(text, hint);
  return anchor;
}
