// The currencies of spec 000 §9 as ISO 4217 lists them: alphabetic code, English name, minor-unit
// digits (the spec's: 2, JPY 0) and numeric code. Data for whoever needs the names and numbers; the
// runtime formats money with core/money.ts, whose own table of digits a test holds to this one.

/** ISO 4217: alphabetic code, English name, minor-unit digits (the spec's: 2, JPY 0), numeric code. */
export const CURRENCIES = {
  USD: { code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: 840 },
  EUR: { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: 978 },
  GBP: { code: 'GBP', name: 'British Pound', fractionDigits: 2, numericCode: 826 },
  CAD: { code: 'CAD', name: 'Canadian Dollar', fractionDigits: 2, numericCode: 124 },
  AUD: { code: 'AUD', name: 'Australian Dollar', fractionDigits: 2, numericCode: 36 },
  CHF: { code: 'CHF', name: 'Swiss Franc', fractionDigits: 2, numericCode: 756 },
  JPY: { code: 'JPY', name: 'Japanese Yen', fractionDigits: 0, numericCode: 392 },
  NZD: { code: 'NZD', name: 'New Zealand Dollar', fractionDigits: 2, numericCode: 554 },
  SEK: { code: 'SEK', name: 'Swedish Krona', fractionDigits: 2, numericCode: 752 },
  DKK: { code: 'DKK', name: 'Danish Krone', fractionDigits: 2, numericCode: 208 },
  NOK: { code: 'NOK', name: 'Norwegian Krone', fractionDigits: 2, numericCode: 578 },
  HKD: { code: 'HKD', name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: 344 },
  SGD: { code: 'SGD', name: 'Singapore Dollar', fractionDigits: 2, numericCode: 702 },
  MXN: { code: 'MXN', name: 'Mexican Peso', fractionDigits: 2, numericCode: 484 },
  BRL: { code: 'BRL', name: 'Brazilian Real', fractionDigits: 2, numericCode: 986 },
  CZK: { code: 'CZK', name: 'Czech Koruna', fractionDigits: 2, numericCode: 203 },
  PLN: { code: 'PLN', name: 'Polish Zloty', fractionDigits: 2, numericCode: 985 },
  HUF: { code: 'HUF', name: 'Hungarian Forint', fractionDigits: 2, numericCode: 348 },
  ILS: { code: 'ILS', name: 'Israeli New Shekel', fractionDigits: 2, numericCode: 376 },
  INR: { code: 'INR', name: 'Indian Rupee', fractionDigits: 2, numericCode: 356 },
  MYR: { code: 'MYR', name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: 458 },
  PHP: { code: 'PHP', name: 'Philippine Peso', fractionDigits: 2, numericCode: 608 },
  THB: { code: 'THB', name: 'Thai Baht', fractionDigits: 2, numericCode: 764 },
  TWD: { code: 'TWD', name: 'New Taiwan Dollar', fractionDigits: 2, numericCode: 901 },
  ZAR: { code: 'ZAR', name: 'South African Rand', fractionDigits: 2, numericCode: 710 },
  ARS: { code: 'ARS', name: 'Argentine Peso', fractionDigits: 2, numericCode: 32 },
  RUB: { code: 'RUB', name: 'Russian Ruble', fractionDigits: 2, numericCode: 643 },
} as const satisfies Record<string, { code: string; name: string; fractionDigits: number; numericCode: number }>;

export type CurrencyRow = (typeof CURRENCIES)[keyof typeof CURRENCIES];
