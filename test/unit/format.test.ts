// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  CART_BADGE_LIMIT,
  cartBadge,
  FILE_SIZE_UNITS,
  formatFileSize,
  formatRelativeTime,
  generateSku,
  isGeneratedSku,
  isUsZip,
  isValidPriceCents,
  isValidSku,
  measurementUnits,
  PRICE_MAX_CENTS,
  RELATIVE_TIME_REFRESH_MS,
  SKU_MAX_LENGTH,
  workflowLabel,
} from '../../src/core/format';

describe('file sizes (base 1024, Bytes to YB)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1023.4, '1023 Bytes'],
    [1023.6, '1 KB'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1023.94, '1023.9 KB'],
    [1024 * 1023.96, '1 MB'],
    [1024 ** 2 - 1, '1 MB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it('takes the number of fraction digits', () => {
    expect(formatFileSize(1024 * 1.2345, 2)).toBe('1.23 KB');
    expect(formatFileSize(1024 * 1.5, 0)).toBe('2 KB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (bytes) => expect(() => formatFileSize(bytes)).toThrow(RangeError));

  it("units and the decimal MB are the spec's", () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(BYTES_PER_MB).toBe(1_000_000);
  });

  it('law: the number shown is under 1024 except past YB, and the unit matches the power', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e27, noNaN: true }),
          fc.integer({ min: 0, max: 2048 }).map((n) => (n * 1024 ** 2) / 2048 + 0.5),
        ),
        (bytes) => {
          const [number, unit] = formatFileSize(bytes).split(' ');
          const index = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
          return index >= 0 && Number(number) >= 0 && (Number(number) < 1024 || index === 8);
        },
      ),
    );
  });
});

describe('relative time', () => {
  const now = 1_790_000_000_000;
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [-59_999, 'just now'],
    [60_000, '1 minute ago'],
    [119_999, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3_599_999, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [86_400_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
    [14 * 86_400_000, '2 weeks ago'],
    [-5 * 60_000, 'in 5 minutes'],
  ])('%d ms ago → %s', (ago, text) => expect(formatRelativeTime(now - ago, now)).toBe(text));

  it("uses the locale's words after a minute", () => {
    expect(formatRelativeTime(now - 5 * 60_000, now, 'de')).toBe('vor 5 Minuten');
  });

  it('refreshes as often as the spec says', () => expect(RELATIVE_TIME_REFRESH_MS).toBe(5000));
});

describe('cart badge', () => {
  it.each([
    [0, '0', '0 items in cart'],
    [1, '1', '1 items in cart'],
    [2, '2', '2 items in cart'],
    [99, '99', '99 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
    [5000, '100+', 'More than 100 items in cart'],
    [-1, '0', '0 items in cart'],
    [Number.NaN, '0', '0 items in cart'],
    [2.7, '2', '2 items in cart'],
  ])('%d → %s / %s', (count, text, spoken) => expect(cartBadge(count)).toEqual({ text, spoken }));

  it('the limit is 100', () => expect(CART_BADGE_LIMIT).toBe(100));
});

describe('US zip', () => {
  it.each([
    ['12345', true],
    ['00000', true],
    ['1234', false],
    ['123456', false],
    ['1234a', false],
    [' 12345', false],
    ['12345\n', false],
    ['12345-6789', false],
    ['１２３４５', false],
    ['', false],
  ])('%j → %s', (zip, ok) => expect(isUsZip(zip)).toBe(ok));
});

describe('SKUs', () => {
  it.each([
    [0, false],
    [1, true],
    [59, true],
    [60, true],
    [61, false],
  ])('%d characters → %s', (length, ok) => {
    expect(SKU_MAX_LENGTH).toBe(60);
    expect(isValidSku('x'.repeat(length))).toBe(ok);
  });

  it('a generated SKU is SQ and 7 digits, at both ends of the random range', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.0000001)).toBe('SQ0000001');
    expect(generateSku(() => 0.9999999999)).toBe('SQ9999999');
    expect(generateSku(() => 1)).toBe('SQ9999999');
    expect(isGeneratedSku(generateSku())).toBe(true);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        (r) => isGeneratedSku(generateSku(() => r)) && isValidSku(generateSku(() => r)),
      ),
    );
  });

  it.each([
    ['SQ1234567', true],
    ['SQ123456', false],
    ['SQ12345678', false],
    ['sq1234567', false],
    ['XX1234567', false],
  ])('isGeneratedSku(%j) → %s', (sku, ok) => expect(isGeneratedSku(sku)).toBe(ok));
});

describe('price maximum', () => {
  it.each([
    [0, true],
    [1, true],
    [99_999_999, true],
    [100_000_000, true],
    [100_000_001, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d cents → %s', (cents, ok) => expect(isValidPriceCents(cents)).toBe(ok));

  it('is 1e8 cents', () => expect(PRICE_MAX_CENTS).toBe(1e8));
});

describe('workflow labels', () => {
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['needs_review', 'Unsupported'],
    ['PUBLISHED', 'Unsupported'],
    ['', 'Unsupported'],
  ])('%j → %s', (state, label) => expect(workflowLabel(state)).toBe(label));
});

describe('measurement units', () => {
  it.each([
    [1, { weight: 'lbs', length: 'inches' }],
    ['IMPERIAL', { weight: 'lbs', length: 'inches' }],
    ['imperial', { weight: 'lbs', length: 'inches' }],
    [2, { weight: 'kg', length: 'cm' }],
    ['METRIC', { weight: 'kg', length: 'cm' }],
    [0, { weight: 'kg', length: 'cm' }],
    [undefined, { weight: 'kg', length: 'cm' }],
  ])('%j → %j', (standard, units) => expect(measurementUnits(standard)).toEqual(units));
});
