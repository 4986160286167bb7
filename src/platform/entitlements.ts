// Feature entitlements (spec 001 §3): "a list numbered 1 to 70 (commerce, gift cards, subscriptions,
// point of sale, native product reviews, three buy-now-pay-later providers, and more). The full list is
// not shown." The names are the spec's; the numbers, the three providers' names and LIGHTBOX (the tier
// spec 001 §8's "lightboxify is not available in this tier!" implies) are ours, not the host's.
// A site's plan lists the numbers it has in the page context's `website.entitlements`.

// A plain table, not defineEnum's two-way lookup: the gallery's and image block's first chunks read it,
// and nothing needs a number's name.
export const FEATURE_ENTITLEMENTS = {
  COMMERCE: 1,
  GIFT_CARDS: 2,
  SUBSCRIPTIONS: 3,
  POINT_OF_SALE: 4,
  NATIVE_PRODUCT_REVIEWS: 5,
  BNPL_AFTERPAY: 6,
  BNPL_CLEARPAY: 7,
  BNPL_KLARNA: 8,
  LIGHTBOX: 9,
} as const;
export type FeatureEntitlement = (typeof FEATURE_ENTITLEMENTS)[keyof typeof FEATURE_ENTITLEMENTS];
