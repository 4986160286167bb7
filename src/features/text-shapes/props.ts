// Text shapes (spec 001 §3, §9): the builder's per-block `<script class="TextAttributes-props">`, a list
// of text attributes keyed by the `data-text-attribute-id` of a `.sqsrte-text-highlight` span. Highlights
// are read with the state fields of spec 001 §3; other attribute types are not ours and are passed by.
// One bad highlight is refused with its reason; the others still draw.

import { isRecord } from '../../core/guards';
import { TEXT_SHAPE_TYPES, type TextShapeType } from '../../platform/text-effects';

type ShapeAnimation = 'draw' | 'fade' | 'fadeScale';
type ShapeDirection = 'forward' | 'backward';
type Linecap = 'round' | 'square' | 'butt';

export interface TextShape {
  id: string;
  shape: TextShapeType;
  animation: ShapeAnimation;
  direction: ShapeDirection;
  /** Seconds. */
  duration: number;
  /** A CSS colour. */
  color: string;
  thickness: { value: number; unit: 'em' | 'px' };
  linecap: Linecap;
  /** A `mix-blend-mode`. */
  blend: string;
  opacity: number;
  /** The text size (px) the owner drew it at; px thicknesses scale with the text from it. */
  fontSize: number | null;
  /** Drawn over the text rather than under it. */
  isFront: boolean;
}

/** Spec 001 §9. */
export const DEFAULT_DURATION_S = 0.75;
/** A longer reveal is held to this: it would only keep the shape hidden (and its animation running). */
export const MAX_DURATION_S = 10;
const ANIMATIONS: readonly ShapeAnimation[] = ['draw', 'fade', 'fadeScale'];
const DIRECTIONS: readonly ShapeDirection[] = ['forward', 'backward'];
const LINECAPS: readonly Linecap[] = ['round', 'square', 'butt'];
const BLENDS = new Set([
  ...['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light'],
  ...['difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity'],
]);

export interface Parsed {
  shapes: TextShape[];
  /** One line per refused highlight. */
  problems: string[];
}

export function parseTextAttributes(json: string): Parsed {
  const list = JSON.parse(json) as unknown;
  if (!Array.isArray(list)) throw new TypeError('text-shapes: TextAttributes-props must be a list');
  const parsed: Parsed = { shapes: [], problems: [] };
  list.forEach((entry, index) => {
    if (!isRecord(entry) || entry['type'] !== 'highlight') return;
    try {
      parsed.shapes.push(parseShape(entry));
    } catch (error) {
      parsed.problems.push(`text-shapes: highlight ${index}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return parsed;
}

function parseShape(raw: Record<string, unknown>): TextShape {
  const id = raw['id'];
  if (typeof id !== 'string' || id === '') throw new TypeError('"id" must be a non-empty string');
  const shape = raw['shape'];
  if (!TEXT_SHAPE_TYPES.has(shape))
    throw new TypeError(`"shape" must be one of ${TEXT_SHAPE_TYPES.list.join(', ')}, not ${JSON.stringify(shape)}`);
  const blend = raw['blend'] ?? 'normal';
  if (typeof blend !== 'string' || !(blend === 'none' || BLENDS.has(blend))) throw new TypeError('"blend" must be a blend mode');
  const fontSize = raw['fontSize'] ?? null;
  if (fontSize !== null && !positive(fontSize)) throw new TypeError('"fontSize" must be a positive number');
  const isFront = raw['isFront'] ?? false;
  if (typeof isFront !== 'boolean') throw new TypeError('"isFront" must be true or false');
  return {
    id,
    shape,
    animation: oneOf(raw, 'animation', ANIMATIONS),
    direction: oneOf(raw, 'direction', DIRECTIONS),
    duration: duration(raw['duration']),
    color: color(raw['color']),
    thickness: thickness(raw['thickness']),
    linecap: oneOf(raw, 'linecap', LINECAPS),
    blend: blend === 'none' ? 'normal' : blend,
    opacity: opacity(raw['opacity']),
    fontSize,
    isFront,
  };
}

/** The first of `values` when the field is missing. */
function oneOf<T extends string>(raw: Record<string, unknown>, key: string, values: readonly T[]): T {
  const value = raw[key] ?? values[0];
  if (!values.includes(value as T)) throw new TypeError(`"${key}" must be one of ${values.join(', ')}, not ${JSON.stringify(value)}`);
  return value as T;
}

function duration(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_DURATION_S;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new TypeError('"duration" must be a finite number of seconds');
  return Math.min(value, MAX_DURATION_S);
}

function opacity(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new TypeError('"opacity" must be a number from 0 to 1');
  return value;
}

/** `{value, unit}` in em or px, or a bare number of px; 0.1 em when missing. */
function thickness(value: unknown): TextShape['thickness'] {
  if (value === undefined || value === null) return { value: 0.1, unit: 'em' };
  if (positive(value)) return { value, unit: 'px' };
  if (isRecord(value) && positive(value['value']) && (value['unit'] === 'em' || value['unit'] === 'px')) {
    return { value: value['value'], unit: value['unit'] };
  }
  throw new TypeError('"thickness" must be {value, unit: em | px} or a number of px');
}

/**
 * A CSS colour; the builder's site palette colour (`{sitePaletteColor: {colorName, alphaModifier}}`) is
 * the theme's `--<name>-hsl` variable; missing: the text's own colour.
 */
function color(value: unknown): string {
  if (value === undefined || value === null) return 'currentColor';
  if (typeof value === 'string' && /^[#\w(),.%\s-]+$/.test(value)) return value;
  const palette = isRecord(value) ? value['sitePaletteColor'] : undefined;
  if (isRecord(palette) && typeof palette['colorName'] === 'string' && /^[a-zA-Z][\w-]*$/.test(palette['colorName'])) {
    const alpha = typeof palette['alphaModifier'] === 'number' ? palette['alphaModifier'] : 1;
    return `hsla(var(--${palette['colorName']}-hsl), ${alpha})`;
  }
  throw new TypeError('"color" must be a CSS colour or a site palette colour');
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
