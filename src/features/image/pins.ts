// The pin button's watcher (spec 000 §3, `pinterestOverlayOptions.mode`): a few lines, so a site with
// pin buttons costs the image block nothing until the visitor reaches for a picture. The button's code
// (pin-it.lazy.ts) comes at the first hover over the block's picture, or at the first focus or Tab
// anywhere on the page: a keyboard visitor then finds the button by Tab, right after the picture.

import { reportError } from '../../core/errors';
import { importPart } from '../../core/lazy-part';

type PinPart = typeof import('./pin-it.lazy');

export function watchPins(el: HTMLElement, img: HTMLImageElement, signal: AbortSignal): void {
  const picture = img.closest('.image-block-wrapper') ?? img;
  const stop = new AbortController();
  const draw = (): void => {
    stop.abort();
    importPart<PinPart>('image.pin-it').then(
      (part) => {
        if (signal.aborted) return;
        const remove = part.drawPin(el, img);
        signal.addEventListener('abort', remove, { once: true });
      },
      (error: unknown) => reportError(error, 'island:image'),
    );
  };
  signal.addEventListener('abort', () => stop.abort(), { once: true, signal: stop.signal });
  el.addEventListener('pointerover', (event) => event.target instanceof Node && picture.contains(event.target) && draw(), {
    signal: stop.signal,
  });
  document.addEventListener('focusin', draw, { capture: true, signal: stop.signal });
  // A page whose only things to focus are the pin buttons: the first Tab brings them.
  document.addEventListener('keydown', (event) => event.key === 'Tab' && draw(), { capture: true, signal: stop.signal });
}
