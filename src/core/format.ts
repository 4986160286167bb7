// Small display and commerce rules of the specs (spec 000 §4, §5, §9; spec 001 §9): file sizes, relative
// time, the cart badge, the US zip code, SKUs, the price maximum, workflow labels and measurement units.

import { MEASUREMENT_UNITS } from '../platform/commerce';
import {
  cartBadgeOverflow,
  cartBadgeOverflowSpoken,
  cartBadgeSpoken,
  productWorkflowAvailable,
  productWorkflowHidden,
  productWorkflowScheduled,
  productWorkflowUnsupported,
  relativeTimeJustNow,
} from '../platform/strings';

// Texts come from the one strings table, under the names these rules use.
const CART_BADGE_OVERFLOW_TEXT: string = cartBadgeOverflow;
const CART_BADGE_OVERFLOW_SPOKEN: string = cartBadgeOverflowSpoken;
const CART_BADGE_SPOKEN: string = cartBadgeSpoken;
const RELATIVE_TIME_JUST_NOW: string = relativeTimeJustNow;

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
/** Spec 001 §9 also names "bytes per MB 1,000,000": the decimal megabyte upload limits are given in,
 *  distinct from the 1024 steps sizes are shown in.
 * @kept for the upload limits of spec 001 §8; no visitor-side upload yet
 */
export const BYTES_PER_MB = 1_000_000;

/** Base 1024, Bytes up to YB: `1536` → `1.5 KB`. Steps up when rounding reaches 1024, so 1048575 is
 *  `1 MB`, never `1024 KB`. A negative or non-finite size is a caller's bug, so it throws.
 * @kept for the upload messages of spec 001 §8 ({maxSize}); no visitor-side upload yet
 */
export function formatFileSize(bytes: number, fractionDigits = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`formatFileSize: ${bytes} is not a size`);
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = 0;
  let size = bytes;
  while (unit < last && roundTo(size, unit === 0 ? 0 : fractionDigits) >= 1024) {
    size /= 1024;
    unit += 1;
  }
  // Bytes are whole; larger units show the fraction.
  return `${roundTo(size, unit === 0 ? 0 : fractionDigits)} ${FILE_SIZE_UNITS[unit]}`;
}

function roundTo(value: number, fractionDigits: number): number {
  return Number(value.toFixed(fractionDigits));
}

/**
 * Spec 001 §9: a relative time is redrawn this often.
 * @kept with formatRelativeTime
 */
export const RELATIVE_TIME_REFRESH_MS = 5000;
const RELATIVE_STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
  ['week', 604_800_000],
  ['month', 2_629_800_000],
  ['year', 31_557_600_000],
];

/** "just now" under 60 s either way, then the largest whole unit in the locale's words ("5 minutes
 *  ago", "yesterday", "in 2 hours"). "just now" has one text in the spec, so it is not localized.
 * @kept spec 001 §9's relative time; no visitor-side text shows one yet
 */
export function formatRelativeTime(then: number, now = Date.now(), locale = 'en'): string {
  const elapsed = now - then;
  if (Math.abs(elapsed) < 60_000) return RELATIVE_TIME_JUST_NOW;
  let chosen = RELATIVE_STEPS[0] ?? (['minute', 60_000] as const);
  for (const step of RELATIVE_STEPS) if (Math.abs(elapsed) >= step[1]) chosen = step;
  const amount = -Math.trunc(elapsed / chosen[1]);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, chosen[0]);
}

export const CART_BADGE_LIMIT = 100;

/** The cart badge: the count, or "100+" above 100, and what a screen reader hears. The spec's spoken
 *  text is "N items in cart" for every N (1 included): it gives no singular, so none is invented. A
 *  count that is not a whole non-negative number reads as 0. */
export function cartBadge(count: number): { text: string; spoken: string } {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (items > CART_BADGE_LIMIT) return { text: CART_BADGE_OVERFLOW_TEXT, spoken: CART_BADGE_OVERFLOW_SPOKEN };
  return { text: String(items), spoken: CART_BADGE_SPOKEN.replace('{count}', String(items)) };
}

/** Exactly 5 ASCII digits; ZIP+4 and surrounding spaces are not this rule. */
export function isUsZip(value: string): boolean {
  return /^[0-9]{5}$/.test(value);
}

export const SKU_MAX_LENGTH = 60;
const SKU_PREFIX = 'SQ';
export const PRICE_MAX_CENTS = 100_000_000;

/**
 * A SKU is 1 to 60 characters (UTF-16 units, as a text field counts them).
 * @kept a store editor's rule (spec 000 §5); the visitor runtime only reads SKUs
 */
export function isValidSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= SKU_MAX_LENGTH;
}

/**
 * `SQ` and 7 digits; `random` is injectable so tests can reach both ends.
 * @kept a store editor's rule (spec 000 §5); the visitor runtime only reads SKUs
 */
export function generateSku(random: () => number = Math.random): string {
  const n = Math.min(9_999_999, Math.max(0, Math.floor(random() * 10_000_000)));
  return `${SKU_PREFIX}${String(n).padStart(7, '0')}`;
}

/** @kept a store editor's rule (spec 000 §5); the visitor runtime only reads SKUs */
export function isGeneratedSku(sku: string): boolean {
  return /^SQ[0-9]{7}$/.test(sku);
}

/**
 * Whole cents from 0 to the maximum, inclusive.
 * @kept a store editor's rule (spec 000 §9); the visitor runtime only reads prices
 */
export function isValidPriceCents(cents: number): boolean {
  return Number.isInteger(cents) && cents >= 0 && cents <= PRICE_MAX_CENTS;
}

export type WorkflowState = 'published' | 'scheduled' | 'draft' | (string & {});

/** Spec 000 §4; the states are matched exactly, anything else (other case included) is Unsupported. */
export function workflowLabel(state: WorkflowState): string {
  if (state === 'published') return productWorkflowAvailable;
  if (state === 'scheduled') return productWorkflowScheduled;
  if (state === 'draft') return productWorkflowHidden;
  return productWorkflowUnsupported;
}

export interface Units {
  weight: 'lbs' | 'kg';
  length: 'inches' | 'cm';
}

/** Imperial (1, or its name) gives lbs and inches; anything else, missing included, kg and cm. */
export function measurementUnits(standard: number | string | undefined): Units {
  const imperial = standard === MEASUREMENT_UNITS.IMPERIAL || (typeof standard === 'string' && standard.toUpperCase() === 'IMPERIAL');
  return imperial ? { weight: 'lbs', length: 'inches' } : { weight: 'kg', length: 'cm' };
}
