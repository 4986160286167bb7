// Money (spec 000 §3, §9): the 27 currencies, and amounts formatted by Intl.NumberFormat so every
// locale gets its own symbol, separators and sign. Amounts are decimal strings in major units and
// never pass through a binary float on the way (`"0.10"` stays exactly ten cents).

export const CURRENCIES = {
  USD: { name: 'US Dollar', fractionDigits: 2, numericCode: 840 },
  EUR: { name: 'Euro', fractionDigits: 2, numericCode: 978 },
  GBP: { name: 'British Pound', fractionDigits: 2, numericCode: 826 },
  CAD: { name: 'Canadian Dollar', fractionDigits: 2, numericCode: 124 },
  AUD: { name: 'Australian Dollar', fractionDigits: 2, numericCode: 36 },
  CHF: { name: 'Swiss Franc', fractionDigits: 2, numericCode: 756 },
  JPY: { name: 'Japanese Yen', fractionDigits: 0, numericCode: 392 },
  NZD: { name: 'New Zealand Dollar', fractionDigits: 2, numericCode: 554 },
  SEK: { name: 'Swedish Krona', fractionDigits: 2, numericCode: 752 },
  DKK: { name: 'Danish Krone', fractionDigits: 2, numericCode: 208 },
  NOK: { name: 'Norwegian Krone', fractionDigits: 2, numericCode: 578 },
  HKD: { name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: 344 },
  SGD: { name: 'Singapore Dollar', fractionDigits: 2, numericCode: 702 },
  MXN: { name: 'Mexican Peso', fractionDigits: 2, numericCode: 484 },
  BRL: { name: 'Brazilian Real', fractionDigits: 2, numericCode: 986 },
  CZK: { name: 'Czech Koruna', fractionDigits: 2, numericCode: 203 },
  PLN: { name: 'Polish Zloty', fractionDigits: 2, numericCode: 985 },
  HUF: { name: 'Hungarian Forint', fractionDigits: 2, numericCode: 348 },
  ILS: { name: 'Israeli New Shekel', fractionDigits: 2, numericCode: 376 },
  INR: { name: 'Indian Rupee', fractionDigits: 2, numericCode: 356 },
  MYR: { name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: 458 },
  PHP: { name: 'Philippine Peso', fractionDigits: 2, numericCode: 608 },
  THB: { name: 'Thai Baht', fractionDigits: 2, numericCode: 764 },
  TWD: { name: 'New Taiwan Dollar', fractionDigits: 2, numericCode: 901 },
  ZAR: { name: 'South African Rand', fractionDigits: 2, numericCode: 710 },
  ARS: { name: 'Argentine Peso', fractionDigits: 2, numericCode: 32 },
  RUB: { name: 'Russian Ruble', fractionDigits: 2, numericCode: 643 },
} as const satisfies Record<string, { name: string; fractionDigits: number; numericCode: number }>;

export type CurrencyCode = keyof typeof CURRENCIES;

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

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

export function currency(code: string): (typeof CURRENCIES)[CurrencyCode] & { code: CurrencyCode } {
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency code "${code}": not one of the ${Object.keys(CURRENCIES).length} supported currencies (${Object.keys(CURRENCIES).join(', ')})`);
  return { ...CURRENCIES[code], code };
}

export function formatMoney(money: Money, options: MoneyFormatOptions = {}): string {
  const { code, fractionDigits } = currency(money.currencyCode || DEFAULT_CURRENCY);
  const value = toDecimal(money.value);
  const trim = options.trimZeroFraction === true && /^-?\d+(\.0*)?$/.test(value);
  const digits = trim ? 0 : fractionDigits;
  return numberFormat(options.locale ?? 'en-US', code, digits, options.useGrouping !== false).format(value as unknown as number);
}

/** Minor units (cents; yen for JPY) to a money value, exactly. */
export function fromCents(cents: number | bigint, currencyCode: string = DEFAULT_CURRENCY): { value: string; currencyCode: CurrencyCode } {
  const { code, fractionDigits } = currency(currencyCode);
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) throw new RangeError(`fromCents: ${cents} is not a whole number of minor units`);
  const whole = BigInt(cents);
  const negative = whole < 0n;
  const digits = (negative ? -whole : whole).toString().padStart(fractionDigits + 1, '0');
  const major = fractionDigits === 0 ? digits : `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
  return { value: `${negative ? '-' : ''}${major}`, currencyCode: code };
}

/** A money value back to minor units, exactly; fractions beyond the currency's digits are an error. */
export function toCents(money: Money): bigint {
  const { fractionDigits } = currency(money.currencyCode || DEFAULT_CURRENCY);
  const [whole = '0', fraction = ''] = toDecimal(money.value).replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > fractionDigits) throw new RangeError(`toCents: ${money.value} has more than ${fractionDigits} fraction digits`);
  const cents = BigInt(whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits));
  return String(money.value).trim().startsWith('-') ? -cents : cents;
}

/** Reads a string formatMoney wrote back to a decimal value (for round trips and form input). */
export function parseMoney(text: string, currencyCode: string, locale = 'en-US'): string {
  const { code } = currency(currencyCode);
  // Learn the locale's marks from a number that has both (a zero-digit currency shows no decimal).
  const parts = numberFormat(locale, code, 1, true).formatToParts(-1234.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const minus = parts.find((part) => part.type === 'minusSign')?.value ?? '-';
  const negative = text.includes(minus) || text.includes('-') || /^\(.*\)$/.test(text.trim());
  let digits = '';
  for (const char of text) {
    if (/\d/.test(char)) digits += char;
    else if (char === decimal) digits += '.';
  }
  if (!/^\d+(\.\d+)?$/.test(digits)) throw new RangeError(`parseMoney: no amount in "${text}"`);
  return `${negative ? '-' : ''}${digits}`;
}

/** A decimal string with at most 15 integer places; anything else is a clear error. */
function toDecimal(value: string | number): string {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Money: "${value}" is not a decimal amount`);
  const integerPlaces = text.replace('-', '').split('.')[0]?.replace(/^0+(?=\d)/, '').length ?? 0;
  if (integerPlaces > MAX_INTEGER_PLACES) throw new RangeError(`Money: "${value}" has more than ${MAX_INTEGER_PLACES} integer places`);
  return text;
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Money: ${value} is not a finite amount`);
  // Plain notation even for tiny or huge numbers (no "1e-7").
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, code: CurrencyCode, digits: number, useGrouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}|${useGrouping}`;
  let format = formats.get(key);
  if (!format) {
    // Grouping on means the locale's own rule (es-ES does not group 4-digit amounts), not "always".
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits, ...(useGrouping ? {} : { useGrouping: false }) });
    formats.set(key, format);
  }
  return format;
}
