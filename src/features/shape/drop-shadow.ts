// A shape's drop shadow: `dropShadow` in its block data, written as CSS writes one, "<x> <y> [<blur>]
// <color>" in px. One that cannot be parsed is logged to the console and ignored (spec 001 §8): the
// shape shows without it.

export interface DropShadow {
  x: number;
  y: number;
  blur: number;
  color: string;
}

const LENGTH = /^(-?\d+(?:\.\d+)?)(?:px)?$/;
// Hex, a colour function of numbers and percents, or a colour's name: never a url() or an expression.
const COLOR = /^(#[0-9a-f]{3,8}|(?:rgba?|hsla?)\(\s*[-\d.%,\s/]+\)|[a-z]+)$/i;

/** The shadow `value` says, or null (logged) when it says none that can be drawn. Absent: null, silently. */
export function parseDropShadow(value: unknown): DropShadow | null {
  if (value === undefined || value === null || value === '') return null;
  const shadow = typeof value === 'string' ? fromText(value.trim()) : null;
  if (!shadow) console.error(`site-runtime: shape: the drop shadow ${JSON.stringify(value)} cannot be parsed; it is ignored`);
  return shadow;
}

function fromText(text: string): DropShadow | null {
  const parts = text.split(/\s+/);
  const lengths: number[] = [];
  // Two or three lengths (x, y, blur), then the colour, which may hold spaces (rgb(0 0 0 / 50%)).
  while (lengths.length < 3 && parts.length > 1) {
    const length = LENGTH.exec(parts[0] ?? '')?.[1];
    if (length === undefined) break;
    lengths.push(Number(length));
    parts.shift();
  }
  const [x, y, blur = 0] = lengths;
  const color = parts.join(' ');
  if (x === undefined || y === undefined || blur < 0 || !COLOR.test(color) || !isColor(color)) return null;
  return { x, y, blur, color };
}

/** The browser's word on a colour, where it can say (CSS.supports); the pattern above otherwise. */
function isColor(color: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', color);
}

/** The CSS filter that draws it. */
export function dropShadowFilter({ x, y, blur, color }: DropShadow): string {
  return `drop-shadow(${x}px ${y}px ${blur}px ${color})`;
}
