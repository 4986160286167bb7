// A 7.1 gallery section's pin buttons (spec 000 §3), one a picture, as the image block and the 7.0
// gallery have theirs: the code (pin-it.lazy.ts) comes when the visitor first reaches for a picture
// (core/pin-watch.ts). Each is shown while its figure is hovered.

import { importPart } from '../../core/lazy-part';
import { whenPinsWanted } from '../../core/pin-watch';
import type { SectionItem } from './items';

type PinPart = typeof import('./pin-it.lazy');

export function watchPins(el: HTMLElement, items: readonly SectionItem[], signal: AbortSignal): void {
  const figures = items.filter((item) => item.image !== null).map((item) => item.el);
  if (figures.length === 0) return;
  const draw = async (): Promise<void> => {
    const part = await importPart<PinPart>('gallery-section.pin-it');
    if (signal.aborted) return;
    signal.addEventListener('abort', part.drawPins(figures), { once: true });
  };
  whenPinsWanted(el, figures, draw, signal, 'gallery-section');
}
