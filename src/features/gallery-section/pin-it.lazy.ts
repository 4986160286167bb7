// A gallery section's pin buttons, fetched at the visitor's first reach for a picture (pins.ts).

import { drawPin } from '../../core/pin-button';

/** Draws a button in each figure, after its picture's wrapper (never inside the lightbox's button). */
export function drawPins(figures: readonly HTMLElement[]): () => void {
  const removes = figures.flatMap((figure) => {
    const img = figure.querySelector<HTMLImageElement>('img[data-src]');
    const picture = figure.querySelector('[class$="-item-wrapper"]') ?? img;
    return img && picture ? [drawPin(img, figure, picture)] : [];
  });
  return () => {
    for (const remove of removes) remove();
  };
}
