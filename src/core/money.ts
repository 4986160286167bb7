// Money (spec 000 §3, §9): the 27 currencies' digits, and amounts formatted by Intl.NumberFormat so every
// locale gets its own symbol, separators and sign. Amounts are decimal strings in major units and
// never pass through a binary float on the way (`"0.10"` stays exactly ten cents).

/** The 27 currencies of spec 000 §9 and their minor-unit digits (2, JPY 0). Their names and ISO
 *  numbers are in platform/currencies.ts: a price on the page needs only these. */
const FRACTION_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  CHF: 2,
  JPY: 0,
  NZD: 2,
  SEK: 2,
  DKK: 2,
  NOK: 2,
  HKD: 2,
  SGD: 2,
  MXN: 2,
  BRL: 2,
  CZK: 2,
  PLN: 2,
  HUF: 2,
  ILS: 2,
  INR: 2,
  MYR: 2,
  PHP: 2,
  THB: 2,
  TWD: 2,
  ZAR: 2,
  ARS: 2,
  RUB: 2,
} as const satisfies Record<string, 0 | 2>;

export type CurrencyCode = keyof typeof FRACTION_DIGITS;

export interface Currency {
  code: CurrencyCode;
  fractionDigits: number;
}

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const MAX_INTEGER_PLACES = 15;

export interface Money {
  /** Major units as a decimal (`"1234.50"`, `12`). */
  value: string | number;
  currencyCode: string;
}

export interface MoneyFormatOptions {
  locale?: string;
  /** `$12` instead of `$12.00`. */
  trimZeroFraction?: boolean;
  /** Thousands separators; on by default. */
  useGrouping?: boolean;
}

type Decimal = `${number}`;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(FRACTION_DIGITS, code);
}

/** The table row for a code; an unknown code is an error that says which codes are known. */
export function currency(code: string): Currency {
  if (!isCurrencyCode(code)) {
    const known = Object.keys(FRACTION_DIGITS);
    throw new RangeError(`Unknown currency code "${code}": not one of the ${known.length} supported currencies (${known.join(', ')})`);
  }
  return { code, fractionDigits: FRACTION_DIGITS[code] };
}

export function formatMoney(money: Money, options: MoneyFormatOptions = {}): string {
  // An absent code means the store's default (spec 000 §3: "default USD").
  const { code, fractionDigits } = currency(money.currencyCode || DEFAULT_CURRENCY);
  const value = toDecimal(money.value);
  const locale = options.locale ?? 'en-US';
  const grouping = options.useGrouping !== false;
  const format = numberFormat(locale, code, fractionDigits, grouping);
  if (options.trimZeroFraction === true && fractionDigits > 0 && roundsToWhole(format, value)) {
    return numberFormat(locale, code, 0, grouping).format(value);
  }
  return format.format(value);
}

/** Judged on the rounded result, so `12.001` trims to `$12` like `12.00` does. */
function roundsToWhole(format: Intl.NumberFormat, value: Decimal): boolean {
  return format.formatToParts(value).every((part) => part.type !== 'fraction' || /^0+$/.test(part.value));
}

/** Minor units (cents; yen for JPY) to a money value, exactly. */
export function fromCents(cents: number | bigint, currencyCode: string = DEFAULT_CURRENCY): { value: string; currencyCode: CurrencyCode } {
  const { code, fractionDigits } = currency(currencyCode);
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`fromCents: ${cents} is not a whole number of minor units (or is beyond the exact integer range)`);
  const whole = BigInt(cents);
  const negative = whole < 0n;
  const digits = (negative ? -whole : whole).toString().padStart(fractionDigits + 1, '0');
  const major = fractionDigits === 0 ? digits : `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
  return { value: `${negative ? '-' : ''}${major}`, currencyCode: code };
}

/**
 * A money value back to minor units, exactly (bigint: 15 integer places and cents exceed 2^53).
 * @kept the way back from a money value; the runtime only formats amounts
 */
export function toCents(money: Money): bigint {
  const { fractionDigits } = currency(money.currencyCode || DEFAULT_CURRENCY);
  const decimal = toDecimal(money.value);
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > fractionDigits)
    throw new RangeError(`toCents: ${money.value} has more than ${fractionDigits} fraction digits`);
  const cents = BigInt(whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits));
  return decimal.startsWith('-') ? -cents : cents;
}

/**
 * Reads a string formatMoney wrote back to a decimal value (for round trips and form input).
 * @kept the way back from formatted text; the runtime only formats amounts
 */
export function parseMoney(text: string, currencyCode: string, locale = 'en-US'): string {
  const { code } = currency(currencyCode);
  // A sample with every mark: a zero-digit currency (JPY) would show no decimal separator.
  const parts = numberFormat(locale, code, 1, true).formatToParts(-1234.5);
  const mark = (type: Intl.NumberFormatPartTypes): string | undefined => parts.find((part) => part.type === type)?.value;
  // The symbol goes first: some contain characters that are marks elsewhere ("S/.", "kr.").
  const amount = text.replace(mark('currency') ?? code, '').replace(code, '');
  const decimal = mark('decimal') ?? '.';
  const minus = mark('minusSign') ?? '-';
  const negative = amount.includes(minus) || amount.includes('-') || /^\(.*\)$/.test(amount.trim());
  let digits = '';
  for (const char of amount) {
    if (char >= '0' && char <= '9') digits += char;
    else if (char === decimal) digits += '.';
  }
  if (!/^\d+(\.\d+)?$/.test(digits)) throw new RangeError(`parseMoney: no ${code} amount in "${text}" for locale ${locale}`);
  return `${negative ? '-' : ''}${digits}`;
}

/** A decimal string with at most 15 integer places; anything else is a clear error. */
function toDecimal(value: string | number): Decimal {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  if (!isDecimal(text))
    throw new RangeError(
      `Money: "${value}" is not a decimal amount (expected digits with an optional "-" and "." fraction, like "1234.50")`,
    );
  const integerPlaces =
    text
      .replace('-', '')
      .split('.')[0]
      ?.replace(/^0+(?=\d)/, '').length ?? 0;
  if (integerPlaces > MAX_INTEGER_PLACES) throw new RangeError(`Money: "${value}" has more than ${MAX_INTEGER_PLACES} integer places`);
  return text;
}

function isDecimal(text: string): text is Decimal {
  return /^-?\d+(\.\d+)?$/.test(text);
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Money: ${value} is not a finite amount`);
  // The shortest round-trip digits, in plain notation even for tiny or huge numbers (no "1e-7").
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, code: CurrencyCode, digits: number, useGrouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}|${useGrouping}`;
  let format = formats.get(key);
  if (!format) {
    // The table's digits win over Intl's own (Intl gives HUF 0). Grouping on means the locale's own
    // rule (es-ES does not group 4-digit amounts), not "always".
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(useGrouping ? {} : { useGrouping: false }),
    });
    formats.set(key, format);
  }
  return format;
}

/** Minor units of a currency as display text: what every price in the store shows. Straight to
 *  Intl: whole minor units make a decimal by construction, so none of formatMoney's checks apply, and
 *  the cart indicator, on every store page, carries this path alone. */
export function formatCents(cents: number, currencyCode: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  const { value, currencyCode: code } = fromCents(cents, currencyCode);
  return numberFormat(locale, code, FRACTION_DIGITS[code], true).format(value as Decimal);
}
