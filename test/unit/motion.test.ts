// @vitest-environment node
// Marquee and text shapes (spec 001 §3, §9): the marquee's settings and wave (region at least 50, segments
// between 250 and 1000, a lookup every 3 units) and its debounce; the text shapes' highlights (state
// fields, defaults, one bad highlight refused alone), their 11 shapes, the draw timings (each stroke at
// least 0.2 of the duration), the lines of a wrapped span, and the watch and debounce constants.

import { describe, expect, it } from 'vitest';
import { RERENDER_DEBOUNCE_MS } from '../../src/features/marquee';
import { LIMITS, parseMarquee } from '../../src/features/marquee/props';
import {
  buildLookup,
  LOOKUP_STEP,
  MAX_LOOKUP_SAMPLES,
  MIN_REGION_WIDTH,
  regionWidth,
  SEGMENT_LENGTH,
  segmentLength,
  waveCubics,
  wavePath,
  waveYAt,
} from '../../src/features/marquee/wave';
import { MUTATION_DEBOUNCE_MS } from '../../src/features/text-shapes';
import { lineBoxes } from '../../src/features/text-shapes/draw';
import { WATCH_MS } from '../../src/features/text-shapes/entrance';
import { DEFAULT_DURATION_S, MAX_DURATION_S, parseTextAttributes } from '../../src/features/text-shapes/props';
import { drawTimings, MIN_TWEEN_FRACTION } from '../../src/features/text-shapes/reveal';
import { MAX_CRESTS, shapeStrokes } from '../../src/features/text-shapes/shapes';
import { TEXT_SHAPE_TYPES } from '../../src/platform/text-effects';

describe('marquee settings', () => {
  it('takes the builder defaults for what is missing', () => {
    expect(parseMarquee({})).toEqual({ waveFrequency: 1, waveIntensity: 0, direction: 'left', speed: 1, pausedOnHover: false });
    expect(parseMarquee(undefined).direction).toBe('left');
    expect(
      parseMarquee({ animationDirection: 'right', animationSpeed: 2.5, waveFrequency: 3, waveIntensity: 20, pausedOnHover: true }),
    ).toEqual({
      waveFrequency: 3,
      waveIntensity: 20,
      direction: 'right',
      speed: 2.5,
      pausedOnHover: true,
    });
  });

  it('refuses a direction other than left or right, and negative or non-numeric sizes', () => {
    expect(() => parseMarquee({ animationDirection: 'up' })).toThrow('"animationDirection" must be left or right');
    expect(() => parseMarquee({ waveIntensity: -1 })).toThrow('"waveIntensity"');
    expect(() => parseMarquee({ animationSpeed: '2' })).toThrow('"animationSpeed"');
    expect(() => parseMarquee({ pausedOnHover: 'yes' })).toThrow('"pausedOnHover"');
    expect(() => parseMarquee([])).toThrow('must be an object');
  });

  it('holds every number that drives work to its limit (issue 27: intensity 1e5 was a 55 s task)', () => {
    expect(LIMITS).toEqual({ waveFrequency: 10, waveIntensity: 1000, animationSpeed: 100 });
    expect(parseMarquee({ waveIntensity: 1e5, waveFrequency: 1e9, animationSpeed: Number.MAX_VALUE })).toMatchObject({
      waveIntensity: 1000,
      waveFrequency: 10,
      speed: 100,
    });
    expect(parseMarquee({ waveIntensity: 1000, waveFrequency: 10, animationSpeed: 100 })).toMatchObject({
      waveIntensity: 1000,
      speed: 100,
    });
  });
});

describe('marquee wave', () => {
  it('keeps the spec limits: region at least 50, segments between 250 and 1000, lookup every 3, redraw after 1000 ms', () => {
    expect([MIN_REGION_WIDTH, SEGMENT_LENGTH, LOOKUP_STEP, RERENDER_DEBOUNCE_MS]).toEqual([50, { min: 250, max: 1000 }, 3, 1000]);
    expect(regionWidth(10)).toBe(50);
    expect(regionWidth(800)).toBe(800);
    expect(segmentLength(0)).toBe(1000);
    expect(segmentLength(5)).toBe(625);
    expect(segmentLength(10)).toBe(250);
    expect(segmentLength(40)).toBe(250);
  });

  it('runs from one segment left of the region to past its right edge, alternating around the middle', () => {
    const d = wavePath(waveCubics(500, 250, 20, 30));
    expect(d.startsWith('M-250,20 S')).toBe(true);
    const points = [...d.matchAll(/ S[-\d.]+,[-\d.]+ ([-\d.]+),([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(points[0]).toEqual([0, 40]);
    expect(points[1]).toEqual([250, 20]);
    expect(points.at(-1)?.[0]).toBeGreaterThanOrEqual(750);
    expect(wavePath(waveCubics(500, 250, 0, 30))).not.toMatch(/,(?!30)\d/);
  });

  it('samples the wave every 3 units of its length and finds the wave under an x', () => {
    // Flat: a straight line from -250 to 750, sampled at -250, -247, … and its end.
    const flat = buildLookup(waveCubics(500, 250, 0, 30));
    expect(flat.x.slice(0, 3).map((x) => Math.round(x * 1000) / 1000)).toEqual([-250, -247, -244]);
    expect(flat.x.at(-1)).toBe(750);
    expect(new Set(flat.y)).toEqual(new Set([30]));
    // A wave: at each join it is at its crest or its trough, and between them on the way.
    const wave = buildLookup(waveCubics(500, 250, 20, 30));
    expect(waveYAt(wave, 0)).toBeCloseTo(40, 0);
    expect(waveYAt(wave, 250)).toBeCloseTo(20, 0);
    expect(waveYAt(wave, 125)).toBeCloseTo(30, 0);
    const steps = wave.x.slice(1).map((x, i) => Math.hypot(x - (wave.x[i] ?? 0), (wave.y[i + 1] ?? 0) - (wave.y[i] ?? 0)));
    expect(Math.max(...steps.slice(0, -1))).toBeLessThanOrEqual(3.01);
    expect(waveYAt({ x: [], y: [] }, 1)).toBeUndefined();
  });

  it('samples the tallest wave across the widest region in at most MAX_LOOKUP_SAMPLES points', () => {
    // Intensity at its limit (1000), the shortest segments, a region 20,000 wide: a path of about 80,000.
    const lookup = buildLookup(waveCubics(20_000, 250, 1000, 500));
    expect(lookup.x.length).toBeLessThanOrEqual(MAX_LOOKUP_SAMPLES + 2);
    expect(lookup.x.at(-1)).toBe(20_250);
    expect(Math.min(...lookup.y)).toBeCloseTo(0, 0);
    expect(Math.max(...lookup.y)).toBeCloseTo(1000, 0);
  });
});

describe('text shape highlights', () => {
  const one = (entry: Record<string, unknown>) =>
    parseTextAttributes(JSON.stringify([{ type: 'highlight', id: 'a', shape: 'circle', ...entry }]));

  it('reads the state fields of spec 001 §3, with the defaults for what is missing', () => {
    expect(one({}).shapes[0]).toEqual({
      id: 'a',
      shape: 'circle',
      animation: 'draw',
      direction: 'forward',
      duration: DEFAULT_DURATION_S,
      color: 'currentColor',
      thickness: { value: 0.1, unit: 'em' },
      linecap: 'round',
      blend: 'normal',
      opacity: 1,
      fontSize: null,
      isFront: false,
    });
    expect(DEFAULT_DURATION_S).toBe(0.75);
    const full = one({
      animation: 'fadeScale',
      direction: 'backward',
      duration: 1.2,
      color: { sitePaletteColor: { colorName: 'accent', alphaModifier: 0.5 } },
      thickness: 4,
      linecap: 'square',
      blend: 'multiply',
      opacity: 0.8,
      fontSize: 32,
      isFront: true,
    }).shapes[0];
    expect(full).toMatchObject({ animation: 'fadeScale', direction: 'backward', duration: 1.2, color: 'hsla(var(--accent-hsl), 0.5)' });
    expect(full).toMatchObject({
      thickness: { value: 4, unit: 'px' },
      linecap: 'square',
      blend: 'multiply',
      opacity: 0.8,
      fontSize: 32,
      isFront: true,
    });
  });

  it('refuses one bad highlight with its reason, keeps the rest, and passes other attribute types by', () => {
    const parsed = parseTextAttributes(
      JSON.stringify([
        { type: 'highlight', id: 'bad', shape: 'zigzag' },
        { type: 'highlight', id: 'good', shape: 'wave' },
        { type: 'link', id: 'other' },
        { type: 'highlight', id: 'slow', shape: 'strike', duration: 'slow' },
        { type: 'highlight', id: 'css', shape: 'strike', color: 'red;background:url(x)' },
      ]),
    );
    expect(parsed.shapes.map((shape) => shape.id)).toEqual(['good']);
    expect(parsed.problems).toEqual([
      expect.stringContaining('highlight 0: "shape" must be one of circle, cross'),
      expect.stringContaining('highlight 3: "duration" must be a finite number'),
      expect.stringContaining('highlight 4: "color"'),
    ]);
  });

  it('throws on malformed JSON or a list that is not one', () => {
    expect(() => parseTextAttributes('[{"type":')).toThrow(SyntaxError);
    expect(() => parseTextAttributes('{}')).toThrow('must be a list');
  });
});

describe('text shapes', () => {
  it('draws each of the 11 shapes as SVG path data within its box', () => {
    const box = { w: 100, h: 20, padX: 3, padY: 4 };
    for (const shape of TEXT_SHAPE_TYPES.list) {
      const strokes = shapeStrokes(shape, box);
      expect(strokes.length, shape).toBeGreaterThan(0);
      for (const d of strokes) {
        expect(d, shape).toMatch(/^M[-\d.]+,[-\d.]+ [LCQ]/);
        const numbers = (d.match(/-?[\d.]+/g) ?? []).map(Number);
        expect(Math.min(...numbers), shape).toBeGreaterThanOrEqual(-1);
        expect(Math.max(...numbers), shape).toBeLessThanOrEqual(box.w + box.padX * 2 + 1);
      }
    }
    expect(shapeStrokes('cross', box)).toHaveLength(2);
    expect(shapeStrokes('underlineDouble', box)).toHaveLength(2);
  });

  it('draws at most MAX_CRESTS waves however long or low the line (a tiny font, a page-wide span)', () => {
    for (const box of [
      { w: 1e7, h: 10, padX: 1, padY: 1 },
      { w: 500, h: 1e-9, padX: 0, padY: 0 },
    ]) {
      for (const shape of ['wave', 'jagged', 'scribble'] as const) {
        const segments = (shapeStrokes(shape, box)[0]?.match(/[LQ]/g) ?? []).length;
        expect(segments, shape).toBeLessThanOrEqual(MAX_CRESTS * 2);
      }
    }
  });

  it('holds a reveal to MAX_DURATION_S', () => {
    const [shape] = parseTextAttributes(JSON.stringify([{ type: 'highlight', id: 'a', shape: 'circle', duration: 1e308 }])).shapes;
    expect(shape?.duration).toBe(MAX_DURATION_S);
  });

  it('gives each stroke its share of the duration by length, never less than 0.2 of it, one after another', () => {
    expect(MIN_TWEEN_FRACTION).toBe(0.2);
    expect(drawTimings([100], 0.75)).toEqual([[0, 750]]);
    expect(drawTimings([90, 10], 1)).toEqual([
      [0, 900],
      [900, 200],
    ]);
    expect(drawTimings([50, 50], 1)).toEqual([
      [0, 500],
      [500, 500],
    ]);
  });

  it('merges a span’s rects by line', () => {
    const rect = (left: number, top: number, width: number) => ({ left, top, width, height: 20, right: left + width, bottom: top + 20 });
    const span = { getClientRects: () => [rect(10, 0, 50), rect(60.5, 0.4, 30), rect(0, 24, 80), rect(5, 50, 0)] } as unknown as Element;
    expect(lineBoxes(span)).toEqual([
      { left: 10, top: 0, right: 90.5, bottom: 20 },
      { left: 0, top: 24, right: 80, bottom: 44 },
    ]);
  });

  it('keeps the spec timings: a 2000 ms watch for the text’s entrance, a 10 ms debounce for changes', () => {
    expect([WATCH_MS, MUTATION_DEBOUNCE_MS]).toEqual([2000, 10]);
  });
});
