// The marquee's wavy path (spec 001 §9): segments whose length follows the wave frequency (between 250
// and 1000), across a region at least 50 wide, and a lookup table of the path sampled every 3 units,
// which says where the wave is at a given x (the hover test). Pure geometry, no DOM but the path's.

export const MIN_REGION_WIDTH = 50;
export const SEGMENT_LENGTH = { min: 250, max: 1000 } as const;
export const LOOKUP_STEP = 3;

/** Frequency 0 gives the longest segment, 10 and above the shortest: more frequency, more waves. */
export function segmentLength(waveFrequency: number): number {
  const t = Math.min(Math.max(waveFrequency * 0.1, 0), 1);
  return SEGMENT_LENGTH.max * (1 - t) + SEGMENT_LENGTH.min * t;
}

export function regionWidth(width: number): number {
  return Math.max(width, MIN_REGION_WIDTH);
}

/**
 * The path's `d`: from one segment left of the region to past its right edge, alternating between
 * `middle - intensity / 2` and `middle + intensity / 2` with smooth joins (a straight line at 0).
 */
export function wavePath(width: number, segment: number, intensity: number, middle: number): string {
  const count = Math.ceil((width + segment * 2) / segment) + 1;
  const y = (i: number): number => middle + (i % 2 === 0 ? -intensity / 2 : intensity / 2);
  let d = `M${-segment},${y(0)}`;
  for (let i = 1; i < count; i += 1) {
    const x = -segment + i * segment;
    d += ` S${x - segment / 3},${y(i)} ${x},${y(i)}`;
  }
  return d;
}

export interface Lookup {
  x: number[];
  y: number[];
}

/** The most samples a lookup table takes: a path longer than 3 × this (a region wider than any
 *  screen) is sampled further apart, so a draw costs the same whatever the path's length. */
export const MAX_LOOKUP_SAMPLES = 4000;

/** Samples the path every LOOKUP_STEP units of its length (further apart on a very long path). */
export function buildLookup(path: Pick<SVGPathElement, 'getTotalLength' | 'getPointAtLength'>): Lookup {
  const length = path.getTotalLength();
  const step = Math.max(LOOKUP_STEP, length / MAX_LOOKUP_SAMPLES);
  const lookup: Lookup = { x: [], y: [] };
  for (let at = 0; at <= length + step; at += step) {
    const point = path.getPointAtLength(Math.min(at, length));
    lookup.x.push(point.x);
    lookup.y.push(point.y);
  }
  return lookup;
}

/** The wave's y at `x` (the nearest sample; the wave only moves right along its length). */
export function waveYAt(lookup: Lookup, x: number): number | undefined {
  const { x: xs, y: ys } = lookup;
  if (xs.length === 0) return undefined;
  let low = 0;
  let high = xs.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((xs[mid] ?? 0) < x) low = mid + 1;
    else high = mid;
  }
  return ys[low];
}
