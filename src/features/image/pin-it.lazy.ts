// The image block's pin button, fetched at the visitor's first reach for its picture (pins.ts).

import { drawPin as drawPinAfter } from '../../core/pin-button';

/** Draws the block's pin button after its picture (never inside its link: no link in a link). */
export function drawPin(el: HTMLElement, img: HTMLImageElement): () => void {
  return drawPinAfter(img, el, img.closest('a[href]') ?? img.closest('.image-block-wrapper') ?? img);
}
