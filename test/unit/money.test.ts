import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, formatMoney, fromCents, MAX_INTEGER_PLACES, parseMoney, toCents, type CurrencyCode } from '../../src/core/money';

const CODES = Object.keys(CURRENCIES) as CurrencyCode[];
const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES'];
const VALUES = ['0', '1', '0.5', '12.34', '-12.34', '999.99', '1000', '1234567.89', '-0.01', '123456789012345'];

function oracle(value: string, code: CurrencyCode, locale: string): string {
  const digits = CURRENCIES[code].fractionDigits;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value as unknown as number);
}

describe('the currency table (spec 000 §3)', () => {
  it('has the 27 currencies, fraction digits 2 and JPY 0, with ISO numeric codes', () => {
    expect(CODES).toHaveLength(27);
    for (const code of CODES) expect(CURRENCIES[code].fractionDigits).toBe(code === 'JPY' ? 0 : 2);
    expect(CURRENCIES.USD.numericCode).toBe(840);
    expect(CURRENCIES.EUR.numericCode).toBe(978);
    expect(CURRENCIES.JPY.numericCode).toBe(392);
    expect(new Set(CODES.map((code) => CURRENCIES[code].numericCode)).size).toBe(27);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(MAX_INTEGER_PLACES).toBe(15);
  });
});

describe('formatMoney against Intl.NumberFormat', () => {
  for (const locale of LOCALES) {
    it.each(CODES)(`%s in ${locale}`, (code) => {
      for (const value of VALUES) expect(formatMoney({ value, currencyCode: code }, { locale })).toBe(oracle(value, code, locale));
    });
  }

  it('keeps decimal strings exact (no binary float on the way)', () => {
    expect(formatMoney({ value: '0.10', currencyCode: 'USD' })).toBe('$0.10');
    expect(formatMoney({ value: '999999999999999.99', currencyCode: 'USD' })).toBe('$999,999,999,999,999.99');
    expect(formatMoney({ value: 1234.5, currencyCode: 'EUR' }, { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });

  it('trims a zero fraction only when asked, and only when it is zero', () => {
    expect(formatMoney({ value: '12.00', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12');
    expect(formatMoney({ value: '12.50', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12.50');
    expect(formatMoney({ value: '12', currencyCode: 'USD' })).toBe('$12.00');
  });

  it('groups thousands unless told not to', () => {
    expect(formatMoney({ value: '1234567.5', currencyCode: 'USD' }, { useGrouping: false })).toBe('$1234567.50');
  });

  it('defaults an empty currency to USD and refuses unknown ones clearly', () => {
    expect(formatMoney({ value: '1', currencyCode: '' })).toBe('$1.00');
    expect(() => formatMoney({ value: '1', currencyCode: 'XYZ' })).toThrow('Unknown currency code "XYZ"');
  });

  it.each(['abc', '1,000', '', '1e5', 'NaN'])('refuses %j as an amount', (value) => {
    expect(() => formatMoney({ value, currencyCode: 'USD' })).toThrow('is not a decimal amount');
  });

  it('allows 15 integer places, not 16', () => {
    expect(() => formatMoney({ value: '9'.repeat(15), currencyCode: 'USD' })).not.toThrow();
    expect(() => formatMoney({ value: '1'.repeat(16), currencyCode: 'USD' })).toThrow('more than 15 integer places');
    expect(() => formatMoney({ value: Number.POSITIVE_INFINITY, currencyCode: 'USD' })).toThrow('not a finite amount');
  });
});

describe('fromCents and toCents', () => {
  it.each([
    [0, 'USD', '0.00'],
    [1, 'USD', '0.01'],
    [99, 'USD', '0.99'],
    [100, 'USD', '1.00'],
    [-1, 'USD', '-0.01'],
    [-12345, 'EUR', '-123.45'],
    [100000000, 'USD', '1000000.00'],
    [1500, 'JPY', '1500'],
    [-7, 'JPY', '-7'],
  ] as const)('%i %s → %s', (cents, code, value) => {
    expect(fromCents(cents, code)).toEqual({ value, currencyCode: code });
    expect(toCents({ value, currencyCode: code })).toBe(BigInt(cents));
  });

  it('refuses fractional cents and unknown currencies', () => {
    expect(() => fromCents(1.5)).toThrow('not a whole number');
    expect(() => fromCents(1, 'ABC')).toThrow('Unknown currency code "ABC"');
    expect(() => toCents({ value: '1.234', currencyCode: 'USD' })).toThrow('more than 2 fraction digits');
  });

  it('property: fromCents then toCents is the identity', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }), fc.constantFrom(...CODES), (cents, code) => toCents(fromCents(cents, code)) === cents));
  });
});

describe('law: formatting then parsing keeps the value', () => {
  it('for every currency and locale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }), fc.constantFrom(...CODES), fc.constantFrom(...LOCALES), (cents, code, locale) => {
        const money = fromCents(cents, code);
        const parsed = parseMoney(formatMoney(money, { locale }), code, locale);
        return toCents({ value: parsed, currencyCode: code }) === cents;
      }),
      { numRuns: 500 },
    );
  });
});
