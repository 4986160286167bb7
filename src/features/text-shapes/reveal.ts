// The reveal of a text shape (spec 001 §4, §9): draw (its strokes traced one after another, each given
// its share of the duration by length but never less than 0.2 of it), fade, or fade and scale up.
// Before it the shape is hidden; under reduced motion it is shown at once.

import type { TextShape } from './props';

/** Spec 001 §9: a stroke's tween is at least this fraction of the duration. */
export const MIN_TWEEN_FRACTION = 0.2;

/** Each stroke's [delay, duration] in ms: in order, by length, each at least the minimum fraction. */
export function drawTimings(lengths: readonly number[], durationS: number): Array<[number, number]> {
  const total = lengths.reduce((sum, length) => sum + length, 0) || 1;
  let at = 0;
  return lengths.map((length) => {
    const ms = durationS * 1000 * Math.max(MIN_TWEEN_FRACTION, length / total);
    const timing: [number, number] = [at, ms];
    at += ms;
    return timing;
  });
}

/** Starts the reveal; resolves when it is over (at once when `still`). */
export function reveal(
  nodes: readonly HTMLElement[],
  paths: readonly SVGPathElement[],
  shape: TextShape,
  still: boolean,
): Promise<unknown> {
  if (still || shape.duration === 0) return Promise.resolve();
  const duration = shape.duration * 1000;
  const easing = 'cubic-bezier(0.19, 1, 0.22, 1)';
  if (shape.animation === 'draw') {
    const from = shape.direction === 'forward' ? 1 : -1;
    const timings = drawTimings(
      paths.map((path) => path.getTotalLength()),
      shape.duration,
    );
    return Promise.all(
      paths.map((path, i) => {
        const [delay, ms] = timings[i] ?? [0, duration];
        path.style.strokeDasharray = '1 1';
        return path.animate([{ strokeDashoffset: from }, { strokeDashoffset: 0 }], { delay, duration: ms, easing, fill: 'backwards' })
          .finished;
      }),
    );
  }
  const keyframes =
    shape.animation === 'fade'
      ? [{ opacity: 0 }, { opacity: shape.opacity }]
      : [
          { opacity: 0, transform: 'scale(0.8)' },
          { opacity: shape.opacity, transform: 'scale(1)' },
        ];
  return Promise.all(nodes.map((node) => node.animate(keyframes, { duration, easing }).finished));
}
