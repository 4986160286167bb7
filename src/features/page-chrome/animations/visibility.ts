// When an animated element counts as seen (spec 000 §4, §9): at least half of it visible, or, for an
// element taller than the viewport (which can never be half visible), any part of it.

/** The intersection thresholds the observer reports at (spec 000 §9). */
export const THRESHOLDS = [0, 0.1, 0.25, 0.5, 1];
const VISIBLE_RATIO = 0.5;

type Seen = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect' | 'rootBounds'>;

export function isSeen(entry: Seen): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= VISIBLE_RATIO || entry.boundingClientRect.height > viewport;
}
