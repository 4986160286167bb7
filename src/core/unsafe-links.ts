// Links in a block's published markup whose address would run code (`javascript:`, `data:`…): each
// loses its address, so the visitor has the text and nothing that runs.

import { reportError } from './errors';
import { isSafeNavigationUrl } from './url';

/** Removes the address of every unsafe link inside `el`, reporting each under `source`. */
export function disarmUnsafeLinks(el: Element, source: string): void {
  for (const link of el.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (isSafeNavigationUrl(href)) continue;
    link.removeAttribute('href');
    reportError(new Error(`${source}: an unsafe link was removed (${href.slice(0, 40)})`), source);
  }
}
