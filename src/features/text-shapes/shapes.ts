// The 11 text shapes of spec 001 §3 as SVG path data, hand-drawn in feel, for one line of the text: a
// box of `w` × `h` px whose text sits `pad` in from each side. Each shape is one or more strokes, drawn
// in order (the reveal draws them one after another).

import type { TextShapeType } from '../../platform/text-effects';

export interface Box {
  /** The text's width and height on this line. */
  w: number;
  h: number;
  /** Room around the text on each side: x, y. */
  padX: number;
  padY: number;
}

type Point = readonly [number, number];

const line = (points: readonly Point[]): string => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join(' ');
const round = (n: number): number => Math.round(n * 10) / 10;

/** A line of text may be very long or very low (a tiny font): its waves and zigzags stop at this many. */
export const MAX_CRESTS = 200;

/** How many crests for a ratio of the text's length to its height: at least `least`, at most MAX_CRESTS. */
const count = (ratio: number, least: number): number => Math.min(MAX_CRESTS, Math.max(least, Math.round(ratio) || least));

/** Points alternating between two heights across the text, `count` segments. */
function zigzag(left: number, right: number, high: number, low: number, count: number): Point[] {
  return Array.from({ length: count + 1 }, (_, i) => [left + ((right - left) * i) / count, i % 2 === 0 ? high : low] as const);
}

/** An ellipse around the text, drawn a little past a full turn, as a pen would. */
function loop(cx: number, cy: number, rx: number, ry: number, grow: number): Point[] {
  const steps = 36;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = Math.PI * (0.95 + (2.15 * i) / steps);
    const more = (grow * i) / steps;
    return [cx + (rx + more) * Math.cos(angle), cy + (ry + more) * Math.sin(angle)] as const;
  });
}

export function shapeStrokes(shape: TextShapeType, { w, h, padX, padY }: Box): string[] {
  const l = padX;
  const r = padX + w;
  const t = padY;
  const b = padY + h;
  const mid = padY + h / 2;
  const under = b - h * 0.08;
  const waves = count(w / (h * 0.5), 2);
  switch (shape) {
    case 'underline':
      return [
        line([
          [l, under],
          [r, under],
        ]),
      ];
    case 'underlineCurve':
      return [
        `M${round(l)},${round(under)} C${round(l + w * 0.3)},${round(under - h * 0.12)} ` +
          `${round(l + w * 0.7)},${round(under - h * 0.12)} ${round(r)},${round(under + h * 0.02)}`,
      ];
    case 'underlineDouble':
      return [
        line([
          [l, under - h * 0.05],
          [r, under - h * 0.07],
        ]),
        line([
          [l + w * 0.03, under + h * 0.09],
          [r - w * 0.02, under + h * 0.07],
        ]),
      ];
    case 'wave':
      return [wavy(l, r, under, h * 0.07, waves)];
    case 'jagged':
      return [line(zigzag(l, r, under - h * 0.08, under + h * 0.08, waves * 2))];
    case 'strike':
      return [
        line([
          [l, mid],
          [r, mid],
        ]),
      ];
    case 'strikeDiagonal':
      return [
        line([
          [l, b - h * 0.15],
          [r, t + h * 0.15],
        ]),
      ];
    case 'cross':
      return [
        line([
          [l, t + h * 0.1],
          [r, b - h * 0.1],
        ]),
        line([
          [l, b - h * 0.1],
          [r, t + h * 0.1],
        ]),
      ];
    case 'circle':
      return [line(loop(l + w / 2, mid, w / 2 + padX * 0.75, h / 2 + padY * 0.6, Math.min(padX, padY) * 0.2))];
    case 'enclose':
      return [
        `${line([
          [l - padX * 0.6, t - padY * 0.5],
          [r + padX * 0.6, t - padY * 0.5],
          [r + padX * 0.6, b + padY * 0.5],
          [l - padX * 0.6, b + padY * 0.5],
        ])} Z`,
      ];
    case 'scribble':
      return [line(zigzag(l, r, t + h * 0.2, b - h * 0.2, count(w / (h * 0.3), 3)))];
  }
}

/** A smooth wave under the text: `count` crests of height `amplitude` around `y`. */
function wavy(left: number, right: number, y: number, amplitude: number, count: number): string {
  const step = (right - left) / (count * 2);
  let d = `M${round(left)},${round(y)}`;
  for (let i = 0; i < count * 2; i += 1) {
    const x = left + step * i;
    d += ` Q${round(x + step / 2)},${round(y + (i % 2 === 0 ? -amplitude : amplitude) * 2)} ${round(x + step)},${round(y)}`;
  }
  return d;
}
