// Touch gestures on a sliding gallery (spec 001 §4 "Swipe", §9 "Swipe and resize"): what a finished
// drag was, and whether it changes the slide. Pure; use-swipe.ts feeds it pointer positions.

export const SWIPE = {
  /** A swipe covers at least this many px… */
  distance: 50,
  /** …within this many ms. */
  within: 250,
  /** A touch moving at most this far is a tap. */
  tap: 1,
  /** A swipe past this fraction of the width changes the slide whatever its speed. */
  fraction: 0.5,
  /** px per ms: a faster swipe changes the slide whatever its length. */
  velocity: 1,
  /** A touch held longer than this many ms without moving is a long touch, not a tap. */
  longTouch: 250,
  /** Seconds a drag that changes nothing takes to settle back. */
  duration: 0.28,
} as const;

export type Gesture = 'tapped' | 'long-touch' | 'move-end' | 'swipe-left' | 'swipe-right' | 'swipe-up' | 'swipe-down';

export interface Drag {
  dx: number;
  dy: number;
  /** ms from touch start to touch end. */
  duration: number;
}

export function classify({ dx, dy, duration }: Drag): Gesture {
  const distance = Math.hypot(dx, dy);
  if (distance >= SWIPE.distance && duration <= SWIPE.within) {
    if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'swipe-left' : 'swipe-right';
    return dy < 0 ? 'swipe-up' : 'swipe-down';
  }
  if (distance > SWIPE.tap) return 'move-end';
  return duration > SWIPE.longTouch ? 'long-touch' : 'tapped';
}

/** +1 (next), -1 (previous) or 0 (back to where it was) at the end of a drag. Only a sideways swipe
 *  (50 px within 250 ms) changes the slide, and only past half the width or faster than 1 px a ms; a
 *  slower drag is a move-end and goes back (spec 001 §4). */
export function slideStep(drag: Drag, width: number): 1 | -1 | 0 {
  const gesture = classify(drag);
  if (gesture !== 'swipe-left' && gesture !== 'swipe-right') return 0;
  const far = Math.abs(drag.dx) > width * SWIPE.fraction;
  const fast = Math.abs(drag.dx) / Math.max(drag.duration, 1) > SWIPE.velocity;
  if (!far && !fast) return 0;
  return gesture === 'swipe-left' ? 1 : -1;
}

/** Seconds the slide takes to settle after a drag: the rest of the way at the drag's speed, clamped to
 *  0.2–0.5 s (0.3–0.5 s above 767 px, where the distance is longer). */
export function snapSeconds(remaining: number, velocity: number, viewportWidth: number): number {
  const [min, max] = viewportWidth > 767 ? [0.3, 0.5] : [0.2, 0.5];
  const seconds = velocity > 0 ? Math.abs(remaining) / velocity / 1000 : max;
  return Math.min(max, Math.max(min, seconds));
}

export type SwipeBoundary = 'none' | 'hard' | 'inertial';

/** Spec 001 §5: each boundary of a swipe is none, hard or inertial. */
export function parseBoundaries(value: unknown): [SwipeBoundary, SwipeBoundary] {
  const parts = Array.isArray(value) ? value : [value, value];
  const [start, end] = parts.map((part) => {
    if (part === 'none' || part === 'hard' || part === 'inertial') return part;
    throw new TypeError(`gallery: swipe boundaries must each be none, hard or inertial (got ${JSON.stringify(part)})`);
  });
  return [start ?? 'hard', end ?? 'hard'];
}

/** Spec 001 §5: a snap point is a percentage ("50%") or none. */
export function parseSnapPoint(value: unknown): number | null {
  if (value === 'none') return null;
  if (typeof value === 'string' && /^\d+(\.\d+)?%$/.test(value)) return Number.parseFloat(value) / 100;
  throw new TypeError(`gallery: snap points must end in a percent sign or be none (got ${JSON.stringify(value)})`);
}
