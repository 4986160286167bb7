// The linked thumbnail strip's scroll (spec 001 §9): the current thumbnail comes into view in a 300 ms
// tween that leaves it 30 px inside the strip's edge. A tween's duration must be finite (§5, §8).

export const SCROLL_TWEEN = { durationMs: 300, offset: 30 } as const;

export interface ScrollBox {
  /** The list's scroll position and sizes, px. */
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** The scroll position that shows the item at [start, end) of the scrolled content with `offset` px
 *  to spare on the side it was hidden by; where it already shows, the position as it is. */
export function scrollTarget(list: ScrollBox, start: number, end: number, offset: number = SCROLL_TWEEN.offset): number {
  const { scrollLeft, clientWidth, scrollWidth } = list;
  let target = scrollLeft;
  if (start - offset < scrollLeft) target = start - offset;
  else if (end + offset > scrollLeft + clientWidth) target = end + offset - clientWidth;
  return Math.min(Math.max(0, scrollWidth - clientWidth), Math.max(0, target));
}

/** Eases `el.scrollLeft` to `to` over `durationMs`, then calls `done`. Returns a stop (no `done`). */
export function tweenScroll(el: Element, to: number, durationMs: number, done: () => void): () => void {
  if (!Number.isFinite(durationMs)) throw new TypeError(`gallery: tween duration must be a finite number (got ${durationMs})`);
  const from = el.scrollLeft;
  if (durationMs <= 0 || from === to) {
    el.scrollLeft = to;
    done();
    return () => undefined;
  }
  let first: number | undefined;
  let frame = requestAnimationFrame(function step(now) {
    first ??= now;
    const t = Math.min(1, (now - first) / durationMs);
    // Eased out: the strip slows as it arrives.
    el.scrollLeft = from + (to - from) * t * (2 - t);
    if (t < 1) frame = requestAnimationFrame(step);
    else done();
  });
  return () => cancelAnimationFrame(frame);
}
