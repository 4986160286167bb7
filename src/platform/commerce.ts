// Commerce enumerations (spec 001 §3): product types and the store's measurement units.

import { defineEnum, type EnumValue } from './enum';

export const PRODUCT_TYPES = /* @__PURE__ */ defineEnum({
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
});
export type ProductType = EnumValue<typeof PRODUCT_TYPES>;

export const MEASUREMENT_UNITS = /* @__PURE__ */ defineEnum({
  IMPERIAL: 1,
  METRIC: 2,
});
export type MeasurementUnit = EnumValue<typeof MEASUREMENT_UNITS>;
