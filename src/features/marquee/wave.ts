// The marquee's wavy path (spec 001 §9): segments whose length follows the wave frequency (between 250
// and 1000), across a region at least 50 wide, and a lookup table of the path sampled every 3 units of
// its length, which says where the wave is at a given x (the hover test). Pure geometry: the lookup is
// computed from the curves themselves, never asked of the browser's path (whose getPointAtLength walks
// the path from its start on every call: 4000 calls on a tall wave were an 800 ms task at 4× CPU).

export const MIN_REGION_WIDTH = 50;
export const SEGMENT_LENGTH = { min: 250, max: 1000 } as const;
export const LOOKUP_STEP = 3;

interface Point {
  x: number;
  y: number;
}

/** One cubic Bézier of the wave: where it starts, its two control points, where it ends. */
export interface Cubic {
  from: Point;
  c1: Point;
  c2: Point;
  to: Point;
}

/** Frequency 0 gives the longest segment, 10 and above the shortest: more frequency, more waves. */
export function segmentLength(waveFrequency: number): number {
  const t = Math.min(Math.max(waveFrequency * 0.1, 0), 1);
  return SEGMENT_LENGTH.max * (1 - t) + SEGMENT_LENGTH.min * t;
}

export function regionWidth(width: number): number {
  return Math.max(width, MIN_REGION_WIDTH);
}

/**
 * The wave: from one segment left of the region to past its right edge, alternating between
 * `middle - intensity / 2` and `middle + intensity / 2` with smooth joins (a straight line at 0).
 */
export function waveCubics(width: number, segment: number, intensity: number, middle: number): Cubic[] {
  const count = Math.ceil((width + segment * 2) / segment) + 1;
  const at = (i: number): Point => ({ x: -segment + i * segment, y: middle + (i % 2 === 0 ? -intensity / 2 : intensity / 2) });
  const cubics: Cubic[] = [];
  for (let i = 1; i < count; i += 1) {
    const from = at(i - 1);
    const to = at(i);
    // An `S` command's first control point mirrors the last one's second; the first has none to mirror.
    const c1 = i === 1 ? from : { x: from.x + segment / 3, y: from.y };
    cubics.push({ from, c1, c2: { x: to.x - segment / 3, y: to.y }, to });
  }
  return cubics;
}

/** The path's `d` for the wave's cubics (smooth joins, as `S` commands). */
export function wavePath(cubics: readonly Cubic[]): string {
  const first = cubics[0];
  if (!first) return '';
  return cubics.reduce((d, { c2, to }) => `${d} S${c2.x},${c2.y} ${to.x},${to.y}`, `M${first.from.x},${first.from.y}`);
}

export interface Lookup {
  x: number[];
  y: number[];
}

/** The most samples a lookup table takes: a path longer than 3 × this (a region wider than any
 *  screen) is sampled further apart, so a draw costs the same whatever the path's length. */
export const MAX_LOOKUP_SAMPLES = 4000;
/** Chords a cubic's length is measured by: under a hundredth of a unit off for the wave's shapes. */
const CHORDS = 32;

/** Samples the wave every LOOKUP_STEP units of its length (further apart on a very long wave), and its end. */
export function buildLookup(cubics: readonly Cubic[]): Lookup {
  const polyline = cubics.flatMap((cubic, index) => chordsOf(cubic, index === 0));
  let length = 0;
  for (let i = 1; i < polyline.length; i += 1) length += distance(polyline[i - 1] as Point, polyline[i] as Point);
  const step = Math.max(LOOKUP_STEP, length / MAX_LOOKUP_SAMPLES);
  const lookup: Lookup = { x: [], y: [] };
  let walked = 0;
  let next = 0;
  for (let i = 1; i < polyline.length; i += 1) {
    const a = polyline[i - 1] as Point;
    const b = polyline[i] as Point;
    const chord = distance(a, b);
    // Every sample that falls on this chord, placed along it.
    for (; next <= walked + chord && chord > 0; next += step) {
      const t = (next - walked) / chord;
      lookup.x.push(a.x + (b.x - a.x) * t);
      lookup.y.push(a.y + (b.y - a.y) * t);
    }
    walked += chord;
  }
  const end = polyline.at(-1);
  if (end && lookup.x.at(-1) !== end.x) {
    lookup.x.push(end.x);
    lookup.y.push(end.y);
  }
  return lookup;
}

/** The cubic's points at CHORDS even steps of its parameter; the start only for the first cubic. */
function chordsOf({ from, c1, c2, to }: Cubic, withStart: boolean): Point[] {
  const points: Point[] = [];
  for (let k = withStart ? 0 : 1; k <= CHORDS; k += 1) {
    const t = k / CHORDS;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    points.push({ x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y });
  }
  return points;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
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
