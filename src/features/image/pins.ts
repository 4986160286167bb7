// The image block's pin button (spec 000 §3): its code (pin-it.lazy.ts) comes when the visitor first
// reaches for the block's picture (core/pin-watch.ts).

import { importPart } from '../../core/lazy-part';
import { whenPinsWanted } from '../../core/pin-watch';

type PinPart = typeof import('./pin-it.lazy');

export function watchPins(el: HTMLElement, img: HTMLImageElement, signal: AbortSignal): void {
  const picture = img.closest('.image-block-wrapper') ?? img;
  const draw = async (): Promise<void> => {
    const part = await importPart<PinPart>('image.pin-it');
    if (signal.aborted) return;
    signal.addEventListener('abort', part.drawPin(el, img), { once: true });
  };
  whenPinsWanted(el, [picture], draw, signal, 'island:image');
}
