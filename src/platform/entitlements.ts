// Feature entitlements (spec 001 §3): "a list numbered 1 to 70 (commerce, gift cards, subscriptions,
// point of sale, native product reviews, three buy-now-pay-later providers, and more). The full list is
// not shown." The numbers are not shown, so this runtime invents none: a host names what a site's plan
// includes in the page context's `website.entitlements`, a list of these names (docs/adopting.md).
// The names are the spec's, written as constants; LIGHTBOX is the tier spec 001 §8's "lightboxify is not
// available in this tier!" implies. The three buy-now-pay-later providers are not named, so not listed.

const FEATURE_ENTITLEMENTS = ['COMMERCE', 'GIFT_CARDS', 'SUBSCRIPTIONS', 'POINT_OF_SALE', 'NATIVE_PRODUCT_REVIEWS', 'LIGHTBOX'] as const;
/** A name a host may list; a host's list may hold names this runtime does not read (the spec's list is longer). */
export type FeatureEntitlement = (typeof FEATURE_ENTITLEMENTS)[number];
