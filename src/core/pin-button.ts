// A pin button (spec 000 §3, `pinterestOverlayOptions.mode`): a real link to the provider's create-pin
// page for one picture, opening in a new window, placed right after the picture in the tab order. Out of
// the flow (nothing moves); the stylesheet shows it while its host (`data-sr-pins`) is hovered or the
// link has focus, and keeps it reachable by Tab in between. Drawn by the features' lazy parts.

import { opensInNewWindow } from '../platform/strings';
import { newWindowLink } from './new-window-link';
import { pinAddress } from './pin-it';

const PINNED = 'data-sr-pins';

/** Draws the button for `img` after `after`, shown while `host` is hovered; returns what takes it away.
 *  Draws nothing for a picture it cannot share, or a host that has its button already. */
export function drawPin(img: HTMLImageElement, host: Element, after: Element): () => void {
  const address = pinAddress(location.href, img.getAttribute('data-src') || img.currentSrc || img.src, img.alt);
  if (!address || host.hasAttribute(PINNED)) return () => undefined;
  const link = newWindowLink(address, 'Pin it', 'sr-pin-it');
  // Which picture, for a page of several; the visible words first (WCAG 2.5.3).
  if (img.alt) link.setAttribute('aria-label', `Pin it: ${img.alt}${opensInNewWindow}`);
  after.after(link);
  host.setAttribute(PINNED, '');
  return () => {
    link.remove();
    host.removeAttribute(PINNED);
  };
}
