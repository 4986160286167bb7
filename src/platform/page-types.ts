// Page-level enumerations, copied from spec 001 §2: the numeric page types the page context carries, the
// tweak page types and the page layout types. Names are the spec's words in UPPER_SNAKE_CASE.

import { defineEnum, type EnumValue } from './enum';

export const PAGE_TYPES = /* @__PURE__ */ defineEnum({
  MAIN_CONTENT_OR_CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
});
export type PageType = EnumValue<typeof PAGE_TYPES>;

export const TWEAK_PAGE_TYPES = /* @__PURE__ */ defineEnum({
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
});
export type TweakPageType = EnumValue<typeof TWEAK_PAGE_TYPES>;

export const PAGE_LAYOUT_TYPES = /* @__PURE__ */ defineEnum({
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
});
export type PageLayoutType = EnumValue<typeof PAGE_LAYOUT_TYPES>;
