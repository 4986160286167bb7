// When a block's pin buttons come (spec 000 §3): at the visitor's first hover over one of its pictures,
// or the first focus or Tab anywhere on the page (a keyboard visitor then finds each button by Tab,
// right after its picture). Until then a site with pin buttons costs the block these few lines.

import { reportError } from './errors';

/** Runs `draw` once, at that first reach; its failure is reported as `source`'s (the pictures stay). */
export function whenPinsWanted(
  root: HTMLElement,
  pictures: readonly Element[],
  draw: () => Promise<void>,
  signal: AbortSignal,
  source: string,
): void {
  const stop = new AbortController();
  const start = (): void => {
    stop.abort();
    draw().catch((error: unknown) => reportError(error, source));
  };
  const options = { capture: true, signal: stop.signal };
  signal.addEventListener('abort', () => stop.abort(), { once: true, signal: stop.signal });
  const onPointer = ({ target }: Event): void => {
    if (target instanceof Node && pictures.some((picture) => picture.contains(target))) start();
  };
  root.addEventListener('pointerover', onPointer, { signal: stop.signal });
  document.addEventListener('focusin', start, options);
  // A page whose only things to focus are the pin buttons: the first Tab brings them.
  document.addEventListener('keydown', (event) => event.key === 'Tab' && start(), options);
}
