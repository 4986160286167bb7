// Content enumerations (spec 001 §2, §3): collection types, item types, content statuses and collection
// views. The spec ends the first two lists with "and others": only the listed ones are here.

import { defineEnum, type EnumValue } from './enum';

export const COLLECTION_TYPES = /* @__PURE__ */ defineEnum({
  GENERIC: 1,
  SUBSCRIPTION: 2,
  PAGE: 10,
  PRODUCTS: 13,
  MOSAIC: 14,
  PORTFOLIO: 23,
  LESSONS: 24,
});
export type CollectionType = EnumValue<typeof COLLECTION_TYPES>;

export const ITEM_TYPES = /* @__PURE__ */ defineEnum({
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  DIGITAL_GOOD: 18,
  LESSON: 62,
});
export type ItemType = EnumValue<typeof ITEM_TYPES>;

export const CONTENT_STATUSES = /* @__PURE__ */ defineEnum({
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
});
export type ContentStatus = EnumValue<typeof CONTENT_STATUSES>;

export const COLLECTION_VIEWS = /* @__PURE__ */ defineEnum({
  LIST: 'list',
  GRID: 'grid',
  PRODUCT: 'product',
});
export type CollectionView = EnumValue<typeof COLLECTION_VIEWS>;
