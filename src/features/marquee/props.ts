// The marquee block's settings (block 70, spec 001 §1, §3), as the builder publishes them: in
// `data-block-json`, else in the block's `<script class="Marquee-props">`. Missing fields take the
// builder's defaults; a field of the wrong type or range is refused, and the block keeps its server text;
// a number past its limit (LIMITS) is held to it.

import { isRecord } from '../../core/guards';
import { MARQUEE_DIRECTIONS, type MarqueeDirection } from '../../platform/text-effects';

export interface MarqueeProps {
  /** 0 (long, lazy waves) to 10 (short ones); past 10 it stays at the shortest. */
  waveFrequency: number;
  /** The wave's height in px; 0 is a straight line. */
  waveIntensity: number;
  direction: MarqueeDirection;
  /** px per frame at 60 frames a second. */
  speed: number;
  pausedOnHover: boolean;
}

/** What each number is held to: frequency past 10 draws as 10 (spec 001 §9's shortest segment); a
 *  wave higher than a screen or text faster than anyone reads draws nothing more, and would cost the
 *  draw (the path and its lookup table grow with the height) or give offsets no number can hold. */
export const LIMITS = { waveFrequency: 10, waveIntensity: 1000, animationSpeed: 100 } as const;

const DEFAULTS: MarqueeProps = { waveFrequency: 1, waveIntensity: 0, direction: 'left', speed: 1, pausedOnHover: false };

/** The settings; `undefined` (no JSON) gives the defaults, for mount to read the markup's own. */
export function parseMarquee(raw: unknown): MarqueeProps {
  if (raw === undefined) return DEFAULTS;
  if (!isRecord(raw)) throw new TypeError('marquee: the block data must be an object');
  const direction = raw['animationDirection'] ?? DEFAULTS.direction;
  if (!MARQUEE_DIRECTIONS.has(direction))
    throw new TypeError(`marquee: "animationDirection" must be left or right, not ${JSON.stringify(direction)}`);
  const pausedOnHover = raw['pausedOnHover'] ?? DEFAULTS.pausedOnHover;
  if (typeof pausedOnHover !== 'boolean') throw new TypeError('marquee: "pausedOnHover" must be true or false');
  return {
    waveFrequency: nonNegative(raw, 'waveFrequency'),
    waveIntensity: nonNegative(raw, 'waveIntensity'),
    direction,
    speed: nonNegative(raw, 'animationSpeed', DEFAULTS.speed),
    pausedOnHover,
  };
}

/** A number of 0 or more, held to its limit. */
function nonNegative(raw: Record<string, unknown>, key: keyof typeof LIMITS, fallback?: number): number {
  const value = raw[key] ?? fallback ?? DEFAULTS[key as 'waveFrequency' | 'waveIntensity'];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new TypeError(`marquee: "${key}" must be a number of 0 or more`);
  return Math.min(value, LIMITS[key]);
}
