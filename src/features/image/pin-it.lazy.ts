// The image block's pin button, fetched at the visitor's first hover or focus (pins.ts): a real link to
// the provider's create-pin page for this picture, opening in a new window, placed right after the
// picture in the tab order. Out of the flow (nothing moves); the stylesheet shows it while the picture
// is hovered or the link has focus, and keeps it reachable by Tab in between.

import { newWindowLink } from '../../core/new-window-link';
import { pinAddress } from '../../core/pin-it';
import { opensInNewWindow } from '../../platform/strings';

const PINNED = 'data-sr-pins';

/** Draws the block's pin button; returns what takes it away. Draws nothing for a picture it cannot share. */
export function drawPin(el: HTMLElement, img: HTMLImageElement): () => void {
  const address = pinAddress(location.href, img.getAttribute('data-src') || img.currentSrc || img.src, img.alt);
  if (!address || el.hasAttribute(PINNED)) return () => undefined;
  const link = newWindowLink(address, 'Pin it', 'sr-pin-it');
  // Which picture, for a page of several; the visible words first (WCAG 2.5.3).
  if (img.alt) link.setAttribute('aria-label', `Pin it: ${img.alt}${opensInNewWindow}`);
  // After the picture's own link or lightbox opener: never inside it (no link in a link).
  const picture = img.closest('a[href]') ?? img.closest('.image-block-wrapper') ?? img;
  picture.after(link);
  el.setAttribute(PINNED, '');
  return () => {
    link.remove();
    el.removeAttribute(PINNED);
  };
}
