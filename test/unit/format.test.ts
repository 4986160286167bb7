import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartBadge, formatFileSize, formatRelativeTime, generateSku, isUsZip, isValidPriceCents, isValidSku, measurementUnits, PRICE_MAX_CENTS, SKU_MAX_LENGTH, workflowLabel } from '../../src/core/format';
import { wrapIndex } from '../../src/core/wrap-index';

describe('file sizes (base 1024, Bytes to YB)', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('relative time', () => {
  const now = 1_790_000_000_000;
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3_600_000, '1 hour ago'],
    [86_400_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
  ])('%d ms ago → %s', (ago, text) => expect(formatRelativeTime(now - ago, now)).toBe(text));
});

describe('cart badge', () => {
  it.each([
    [0, '0', '0 items in cart'],
    [1, '1', '1 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])('%d → %s / %s', (count, text, spoken) => expect(cartBadge(count)).toEqual({ text, spoken }));
});

describe('commerce rules', () => {
  it.each([['12345', true], ['1234', false], ['123456', false], ['1234a', false], ['', false]])('US zip %j → %s', (zip, ok) => expect(isUsZip(zip)).toBe(ok));

  it('SKUs: at most 60 characters; generated ones are SQ and 7 digits', () => {
    expect(isValidSku('x'.repeat(SKU_MAX_LENGTH))).toBe(true);
    expect(isValidSku('x'.repeat(SKU_MAX_LENGTH + 1))).toBe(false);
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.9999999999)).toBe('SQ9999999');
    fc.assert(fc.property(fc.double({ min: 0, max: 0.9999999999, noNaN: true }), (r) => /^SQ\d{7}$/.test(generateSku(() => r))));
  });

  it('price maximum is 100000000 cents', () => {
    expect(PRICE_MAX_CENTS).toBe(100_000_000);
    expect(isValidPriceCents(100_000_000)).toBe(true);
    expect(isValidPriceCents(100_000_001)).toBe(false);
    expect(isValidPriceCents(-1)).toBe(false);
    expect(isValidPriceCents(1.5)).toBe(false);
  });

  it.each([['published', 'Available'], ['scheduled', 'Scheduled'], ['draft', 'Hidden'], ['needs_review', 'Unsupported'], ['', 'Unsupported']])('workflow %s → %s', (state, label) => expect(workflowLabel(state)).toBe(label));

  it('measurement units: imperial gives lbs and inches, else kg and cm', () => {
    expect(measurementUnits(1)).toEqual({ weight: 'lbs', length: 'inches' });
    expect(measurementUnits('IMPERIAL')).toEqual({ weight: 'lbs', length: 'inches' });
    expect(measurementUnits(2)).toEqual({ weight: 'kg', length: 'cm' });
    expect(measurementUnits(undefined)).toEqual({ weight: 'kg', length: 'cm' });
  });
});

describe('wrapIndex', () => {
  it.each([[0, 3, 0], [3, 3, 0], [-1, 3, 2], [-4, 3, 2], [7, 3, 1]])('wrapIndex(%d, %d) = %d', (index, length, expected) => expect(wrapIndex(index, length)).toBe(expected));

  it('law: stays in range for any integers', () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 1, max: 10_000 }), (index, length) => {
      const wrapped = wrapIndex(index, length);
      return Number.isInteger(wrapped) && wrapped >= 0 && wrapped < length && (((wrapped - index) % length) + length) % length === 0;
    }));
  });

  it('refuses an empty list', () => expect(() => wrapIndex(0, 0)).toThrow(RangeError));
});
