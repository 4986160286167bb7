// Small display rules of the specs (spec 000 §4, §5, §9; spec 001 §9): file sizes, relative time, the
// cart badge, the US zip code, SKUs, the price maximum, product workflow labels and measurement units.

import { MEASUREMENT_UNITS } from '../platform/commerce';
import { cartBadgeOverflow, cartBadgeOverflowSpoken, cartBadgeSpoken, productWorkflowAvailable, productWorkflowHidden, productWorkflowScheduled, productWorkflowUnsupported, relativeTimeJustNow } from '../platform/strings';

const FILE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Base 1024, Bytes up to YB: `1536` → `1.5 KB`. */
export function formatFileSize(bytes: number, fractionDigits = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`formatFileSize: ${bytes} is not a size`);
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < FILE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(size) : String(Number(size.toFixed(fractionDigits)));
  return `${text} ${FILE_UNITS[unit]}`;
}

/** "just now" under 60 s, then the locale's "n minutes ago" and so on. */
export function formatRelativeTime(then: number, now = Date.now(), locale = 'en'): string {
  const seconds = Math.round((now - then) / 1000);
  if (Math.abs(seconds) < 60) return relativeTimeJustNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [['minute', 60], ['hour', 3600], ['day', 86_400], ['week', 604_800], ['month', 2_629_800], ['year', 31_557_600]];
  let chosen: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
  for (const step of steps) if (Math.abs(seconds) >= step[1]) chosen = step;
  return format.format(-Math.trunc(seconds / chosen[1]), chosen[0]);
}

export const CART_BADGE_LIMIT = 100;

/** The cart badge: the count, or "100+" above 100, and what a screen reader says. */
export function cartBadge(count: number): { text: string; spoken: string } {
  if (count > CART_BADGE_LIMIT) return { text: cartBadgeOverflow, spoken: cartBadgeOverflowSpoken };
  return { text: String(count), spoken: cartBadgeSpoken.replace('{count}', String(count)) };
}

export function isUsZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export const SKU_MAX_LENGTH = 60;
export const PRICE_MAX_CENTS = 100_000_000;

export function isValidSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= SKU_MAX_LENGTH;
}

/** `SQ` and 7 digits. */
export function generateSku(random: () => number = Math.random): string {
  return `SQ${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
}

export function isValidPriceCents(cents: number): boolean {
  return Number.isInteger(cents) && cents >= 0 && cents <= PRICE_MAX_CENTS;
}

export type WorkflowState = 'published' | 'scheduled' | 'draft' | string;

export function workflowLabel(state: WorkflowState): string {
  if (state === 'published') return productWorkflowAvailable;
  if (state === 'scheduled') return productWorkflowScheduled;
  if (state === 'draft') return productWorkflowHidden;
  return productWorkflowUnsupported;
}

/** Imperial gives lbs and inches; anything else kg and cm. */
export function measurementUnits(standard: number | string | undefined): { weight: 'lbs' | 'kg'; length: 'inches' | 'cm' } {
  const imperial = standard === MEASUREMENT_UNITS.IMPERIAL || (typeof standard === 'string' && standard.toUpperCase() === 'IMPERIAL');
  return imperial ? { weight: 'lbs', length: 'inches' } : { weight: 'kg', length: 'cm' };
}
