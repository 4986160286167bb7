// Until the blocks chunk arrives the runtime does not know which markers are its blocks, yet a visitor
// may already touch one. This notes what they touched (those blocks wake as soon as the chunk is in) and
// has the click hold keep their first click on each, to replay once something can answer it.

import type { ClickHold } from './click-hold';
import { INTERACTION_EVENTS } from './trigger-types';

export interface EarlyTouches {
  /** Whether the visitor touched `el` before the chunk came; answers true once, then forgets. */
  take(el: Element): boolean;
  /** Stops watching (the chunk is in); what was touched is kept for take(). */
  stop(): void;
}

/** `pending`: the markers found so far, which the session keeps adding to while the chunk loads. */
export function watchEarlyTouches(pending: ReadonlySet<Element>, clicks: ClickHold, signal: AbortSignal): EarlyTouches {
  const touched = new Set<Element>();
  const watching = new AbortController();
  const onEvent = (event: Event): void => {
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      if (!(node instanceof Element) || !pending.has(node)) continue;
      touched.add(node);
      clicks.hold(node);
    }
  };
  const stop = (): void => watching.abort();
  signal.addEventListener(
    'abort',
    () => {
      stop();
      touched.clear();
    },
    { once: true },
  );
  // On `window`, like the interaction trigger: ahead of the click hold, so this very click is held.
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true, signal: watching.signal });
  return { take: (el) => touched.delete(el), stop };
}
