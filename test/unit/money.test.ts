// @vitest-environment node
// Money against its oracle (Intl.NumberFormat with the table's digits) in six locales, the currency
// table against ISO 4217, cents both ways, and the round-trip laws as fast-check properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CurrencyCode,
  currency,
  DEFAULT_CURRENCY,
  formatCents,
  formatMoney,
  fromCents,
  isCurrencyCode,
  MAX_INTEGER_PLACES,
  parseMoney,
  toCents,
} from '../../src/core/money';
import { CURRENCIES } from '../../src/platform/currencies';

const CODES = Object.keys(CURRENCIES) as CurrencyCode[];
const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES'];
const VALUES = [
  '0',
  '0.00',
  '1',
  '0.5',
  '0.01',
  '12.34',
  '-12.34',
  '999.99',
  '1000',
  '1234567.89',
  '-0.01',
  '-1234.5',
  '0.005',
  '2.675',
  '1.999',
  '123456789012345',
  '999999999999999.99',
  '-999999999999999.99',
];

function oracle(value: string, code: CurrencyCode, locale: string, extra: Intl.NumberFormatOptions = {}): string {
  const digits = CURRENCIES[code].fractionDigits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...extra,
  }).format(value as `${number}`);
}

// ISO 4217 numeric codes, written out so a slip in the table fails here.
const ISO_NUMERIC: Record<CurrencyCode, number> = {
  USD: 840,
  EUR: 978,
  GBP: 826,
  CAD: 124,
  AUD: 36,
  CHF: 756,
  JPY: 392,
  NZD: 554,
  SEK: 752,
  DKK: 208,
  NOK: 578,
  HKD: 344,
  SGD: 702,
  MXN: 484,
  BRL: 986,
  CZK: 203,
  PLN: 985,
  HUF: 348,
  ILS: 376,
  INR: 356,
  MYR: 458,
  PHP: 608,
  THB: 764,
  TWD: 901,
  ZAR: 710,
  ARS: 32,
  RUB: 643,
};

describe('the currency table (spec 000 §3, §9)', () => {
  it('has the 27 currencies of the spec, in its order', () => {
    expect(CODES).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'AUD',
      'CHF',
      'JPY',
      'NZD',
      'SEK',
      'DKK',
      'NOK',
      'HKD',
      'SGD',
      'MXN',
      'BRL',
      'CZK',
      'PLN',
      'HUF',
      'ILS',
      'INR',
      'MYR',
      'PHP',
      'THB',
      'TWD',
      'ZAR',
      'ARS',
      'RUB',
    ]);
  });

  it.each(CODES)('%s: its own code, a name, digits 2 (JPY 0), the ISO numeric code', (code) => {
    const row = CURRENCIES[code];
    expect(row.code).toBe(code);
    expect(row.name.length).toBeGreaterThan(2);
    expect(row.fractionDigits).toBe(code === 'JPY' ? 0 : 2);
    expect(row.numericCode).toBe(ISO_NUMERIC[code]);
  });

  it('has the constants of §9', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(MAX_INTEGER_PLACES).toBe(15);
  });

  it('looks codes up exactly (no prototype keys, no lower case)', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    for (const code of ['eur', 'toString', '__proto__', 'XXX', '']) expect(isCurrencyCode(code)).toBe(false);
    expect(currency('JPY')).toEqual({ code: 'JPY', fractionDigits: 0 });
  });

  it('formats with the digits of the ISO table, for exactly its codes', () => {
    for (const code of CODES) expect(currency(code)).toEqual({ code, fractionDigits: CURRENCIES[code].fractionDigits });
    expect(isCurrencyCode('XXX')).toBe(false);
  });
});

describe('formatMoney against Intl.NumberFormat', () => {
  for (const locale of LOCALES) {
    it.each(CODES)(`%s in ${locale}`, (code) => {
      for (const value of VALUES) expect(formatMoney({ value, currencyCode: code }, { locale })).toBe(oracle(value, code, locale));
    });
  }

  it.each(LOCALES)('numbers as values in %s', (locale) => {
    for (const value of [0, 1, -1, 0.1, 12.5, -1234.56, 1e14]) {
      expect(formatMoney({ value, currencyCode: 'EUR' }, { locale })).toBe(oracle(String(value), 'EUR', locale));
    }
  });

  it('writes what a visitor expects in each locale', () => {
    expect(formatMoney({ value: '1234.5', currencyCode: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ value: '-1234.5', currencyCode: 'USD' })).toBe('-$1,234.50');
    expect(formatMoney({ value: '1234.5', currencyCode: 'EUR' }, { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney({ value: '1234.5', currencyCode: 'EUR' }, { locale: 'fr-FR' })).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney({ value: '1234.5', currencyCode: 'GBP' }, { locale: 'en-GB' })).toBe('£1,234.50');
    expect(formatMoney({ value: '1234', currencyCode: 'JPY' }, { locale: 'ja-JP' })).toBe('￥1,234');
    expect(formatMoney({ value: '1234.5', currencyCode: 'JPY' })).toBe('¥1,235');
  });

  it('keeps decimal strings exact (no binary float on the way)', () => {
    expect(formatMoney({ value: '0.10', currencyCode: 'USD' })).toBe('$0.10');
    expect(formatMoney({ value: '999999999999999.99', currencyCode: 'USD' })).toBe('$999,999,999,999,999.99');
    // As a float this is 4503599627370495.5 → rounds differently; as a string it is exact.
    expect(formatMoney({ value: '450359962737049.55', currencyCode: 'USD' }, { useGrouping: false })).toBe('$450359962737049.55');
    expect(formatMoney({ value: '  12.30 ', currencyCode: 'USD' })).toBe('$12.30');
  });

  it('uses the table digits where Intl disagrees (HUF has 0 in Intl, 2 in the table)', () => {
    expect(formatMoney({ value: '1234.5', currencyCode: 'HUF' })).toBe('HUF\u00a01,234.50');
    expect(formatMoney({ value: '1234.5', currencyCode: 'HUF' }, { locale: 'hu-HU' })).toBe('1234,50\u00a0Ft');
    expect(formatMoney({ value: '1234.5', currencyCode: 'TWD' }, { locale: 'zh-TW' })).toBe('$1,234.50');
  });

  describe('trimZeroFraction', () => {
    it('trims a zero fraction only when asked, and only when it is zero', () => {
      expect(formatMoney({ value: '12.00', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12');
      expect(formatMoney({ value: '12', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12');
      expect(formatMoney({ value: '-12', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('-$12');
      expect(formatMoney({ value: '12.50', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12.50');
      expect(formatMoney({ value: '12.05', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12.05');
      expect(formatMoney({ value: '12', currencyCode: 'USD' })).toBe('$12.00');
      expect(formatMoney({ value: '12', currencyCode: 'USD' }, { trimZeroFraction: false })).toBe('$12.00');
    });

    it('judges the rounded amount: 12.001 shows as $12, 12.999 as $13', () => {
      expect(formatMoney({ value: '12.001', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12');
      expect(formatMoney({ value: '12.999', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$13');
      expect(formatMoney({ value: '12.005', currencyCode: 'USD' }, { trimZeroFraction: true })).toBe('$12.01');
    });

    it.each(LOCALES)('matches Intl with 0 digits for whole amounts in %s', (locale) => {
      for (const code of CODES) {
        for (const value of ['0', '7.00', '-1000', '123456789012345']) {
          expect(formatMoney({ value, currencyCode: code }, { locale, trimZeroFraction: true })).toBe(
            oracle(value, code, locale, { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
          );
        }
      }
    });
  });

  describe('useGrouping', () => {
    it('groups thousands unless told not to', () => {
      expect(formatMoney({ value: '1234567.5', currencyCode: 'USD' })).toBe('$1,234,567.50');
      expect(formatMoney({ value: '1234567.5', currencyCode: 'USD' }, { useGrouping: true })).toBe('$1,234,567.50');
      expect(formatMoney({ value: '1234567.5', currencyCode: 'USD' }, { useGrouping: false })).toBe('$1234567.50');
      expect(formatMoney({ value: '1234567.5', currencyCode: 'EUR' }, { locale: 'de-DE', useGrouping: false })).toBe('1234567,50\u00a0€');
    });

    it('on means the locale rule: es-ES leaves 4-digit amounts ungrouped', () => {
      expect(formatMoney({ value: '1234', currencyCode: 'EUR' }, { locale: 'es-ES' })).toBe('1234,00\u00a0€');
      expect(formatMoney({ value: '12345', currencyCode: 'EUR' }, { locale: 'es-ES' })).toBe('12.345,00\u00a0€');
    });

    it.each(LOCALES)('matches Intl without grouping in %s', (locale) => {
      for (const code of CODES) {
        for (const value of ['1234567.89', '-98765.4']) {
          expect(formatMoney({ value, currencyCode: code }, { locale, useGrouping: false })).toBe(
            oracle(value, code, locale, { useGrouping: false }),
          );
        }
      }
    });

    it('combines with trimming', () => {
      expect(formatMoney({ value: '1234567', currencyCode: 'USD' }, { useGrouping: false, trimZeroFraction: true })).toBe('$1234567');
    });
  });

  describe('errors', () => {
    it('defaults an empty currency to USD', () => {
      expect(formatMoney({ value: '1', currencyCode: '' })).toBe('$1.00');
    });

    it.each(['XYZ', 'usd', 'EURO', 'toString', '__proto__'])(
      'refuses the unknown currency %j, naming it and the supported list',
      (code) => {
        expect(() => formatMoney({ value: '1', currencyCode: code })).toThrow(
          `Unknown currency code "${code}": not one of the 27 supported currencies (USD, EUR, GBP`,
        );
      },
    );

    it.each(['abc', '1,000', '', ' ', '1e5', 'NaN', 'Infinity', '.5', '5.', '+5', '--5', '1.2.3', '$5', '0x10'])(
      'refuses %j as an amount',
      (value) => {
        expect(() => formatMoney({ value, currencyCode: 'USD' })).toThrow('is not a decimal amount');
      },
    );

    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses the number %s', (value) => {
      expect(() => formatMoney({ value, currencyCode: 'USD' })).toThrow('is not a finite amount');
    });

    it('allows 15 integer places, not 16 (leading zeros do not count)', () => {
      expect(formatMoney({ value: '9'.repeat(15), currencyCode: 'USD' }, { useGrouping: false })).toBe(`$${'9'.repeat(15)}.00`);
      expect(formatMoney({ value: `-${'9'.repeat(15)}.99`, currencyCode: 'JPY' }, { useGrouping: false })).toBe(`-¥1${'0'.repeat(15)}`);
      expect(formatMoney({ value: `000${'1'.repeat(15)}`, currencyCode: 'USD' }, { useGrouping: false })).toBe(`$${'1'.repeat(15)}.00`);
      expect(() => formatMoney({ value: '1'.repeat(16), currencyCode: 'USD' })).toThrow('more than 15 integer places');
      expect(() => formatMoney({ value: `-${'1'.repeat(16)}.5`, currencyCode: 'USD' })).toThrow('more than 15 integer places');
      expect(() => formatMoney({ value: 1e15, currencyCode: 'USD' })).toThrow('more than 15 integer places');
    });
  });
});

describe('fromCents and toCents', () => {
  it.each([
    [0, 'USD', '0.00'],
    [1, 'USD', '0.01'],
    [9, 'EUR', '0.09'],
    [10, 'EUR', '0.10'],
    [99, 'USD', '0.99'],
    [100, 'USD', '1.00'],
    [101, 'GBP', '1.01'],
    [-1, 'USD', '-0.01'],
    [-99, 'USD', '-0.99'],
    [-100, 'USD', '-1.00'],
    [-12345, 'EUR', '-123.45'],
    [100000000, 'USD', '1000000.00'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
    [-Number.MAX_SAFE_INTEGER, 'HUF', '-90071992547409.91'],
    [0, 'JPY', '0'],
    [1, 'JPY', '1'],
    [99, 'JPY', '99'],
    [100, 'JPY', '100'],
    [1500, 'JPY', '1500'],
    [-7, 'JPY', '-7'],
    [Number.MAX_SAFE_INTEGER, 'JPY', '9007199254740991'],
  ] as const)('%i %s → %s', (cents, code, value) => {
    expect(fromCents(cents, code)).toEqual({ value, currencyCode: code });
  });

  it('takes bigint cents beyond 2^53 exactly, and USD by default', () => {
    expect(fromCents(99999999999999999n, 'USD').value).toBe('999999999999999.99');
    expect(fromCents(-123456789012345678n, 'EUR').value).toBe('-1234567890123456.78');
    expect(fromCents(250)).toEqual({ value: '2.50', currencyCode: 'USD' });
    expect(fromCents(-0)).toEqual({ value: '0.00', currencyCode: 'USD' });
  });

  it.each([
    ['0', 'USD', 0n],
    ['0.01', 'USD', 1n],
    ['0.1', 'USD', 10n],
    ['12', 'USD', 1200n],
    ['12.3', 'EUR', 1230n],
    ['12.340', 'EUR', 1234n],
    ['-0.99', 'USD', -99n],
    ['999999999999999.99', 'USD', 99999999999999999n],
    ['1500', 'JPY', 1500n],
    ['-7.0', 'JPY', -7n],
  ] as const)('toCents %s %s → %s', (value, code, cents) => {
    expect(toCents({ value, currencyCode: code })).toBe(cents);
  });

  it('toCents takes numbers and defaults an empty code to USD', () => {
    expect(toCents({ value: 19.99, currencyCode: '' })).toBe(1999n);
    expect(toCents({ value: -0.1, currencyCode: 'EUR' })).toBe(-10n);
  });

  it('refuses fractional cents, fractions the currency does not have, and unknown currencies', () => {
    expect(() => fromCents(1.5)).toThrow('not a whole number');
    expect(() => fromCents(Number.MAX_SAFE_INTEGER + 1)).toThrow('not a whole number');
    expect(() => fromCents(Number.NaN)).toThrow('not a whole number');
    expect(() => fromCents(1, 'ABC')).toThrow('Unknown currency code "ABC"');
    expect(() => toCents({ value: '1.234', currencyCode: 'USD' })).toThrow('more than 2 fraction digits');
    expect(() => toCents({ value: '1.5', currencyCode: 'JPY' })).toThrow('more than 0 fraction digits');
    expect(() => toCents({ value: 'ten', currencyCode: 'USD' })).toThrow('is not a decimal amount');
  });

  it('property: fromCents then toCents is the identity', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }),
        fc.constantFrom(...CODES),
        (cents, code) => toCents(fromCents(cents, code)) === cents,
      ),
    );
  });

  it('property: number cents within the 15 integer places survive the trip too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }),
        fc.constantFrom(...CODES),
        (cents, code) => toCents(fromCents(cents, code)) === BigInt(cents),
      ),
    );
  });
});

describe('parseMoney', () => {
  it.each([
    ['$1,234.50', 'USD', 'en-US', '1234.50'],
    ['-$0.01', 'USD', 'en-US', '-0.01'],
    ['($12.00)', 'USD', 'en-US', '-12.00'],
    ['1.234,50\u00a0€', 'EUR', 'de-DE', '1234.50'],
    ['-1\u202f234,50\u00a0€', 'EUR', 'fr-FR', '-1234.50'],
    ['￥1,234', 'JPY', 'ja-JP', '1234'],
    ['CHF\u00a01’234.50', 'CHF', 'de-CH', '1234.50'],
  ])('%j (%s, %s) → %s', (text, code, locale, value) => {
    expect(parseMoney(text, code, locale)).toBe(value);
  });

  it('refuses text with no amount', () => {
    expect(() => parseMoney('$', 'USD')).toThrow('no USD amount in "$"');
    expect(() => parseMoney('1.2.3', 'USD')).toThrow('no USD amount');
  });
});

describe('law: formatting then parsing keeps the value', () => {
  it('for every currency and locale, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }),
        fc.constantFrom(...CODES),
        fc.constantFrom(...LOCALES, 'de-CH', 'hu-HU', 'sv-SE'),
        fc.boolean(),
        (cents, code, locale, useGrouping) => {
          const money = fromCents(cents, code);
          const parsed = parseMoney(formatMoney(money, { locale, useGrouping }), code, locale);
          return toCents({ value: parsed, currencyCode: code }) === cents;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatCents', () => {
  it('formats minor units as formatMoney does, in every currency and locale', () => {
    for (const [cents, code, locale] of [
      [1999, 'USD', 'en-US'],
      [-1999, 'EUR', 'de-DE'],
      [1234567, 'GBP', 'en-GB'],
      [5, 'USD', 'en-US'],
      [1500, 'JPY', 'ja-JP'],
      [0, 'HUF', 'hu-HU'],
    ] as const) {
      expect(formatCents(cents, code, locale)).toBe(formatMoney(fromCents(cents, code), { locale }));
    }
    expect(formatCents(1999)).toBe('$19.99');
  });

  it('refuses what fromCents refuses: an unknown code, a fraction of a cent', () => {
    expect(() => formatCents(100, 'XYZ')).toThrow(/Unknown currency code "XYZ"/);
    expect(() => formatCents(1.5, 'USD')).toThrow(/not a whole number of minor units/);
  });
});
