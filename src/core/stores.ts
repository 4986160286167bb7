// What features share, as nanostores atoms: features read and write these instead of importing one
// another. Each chunk carries its own copy of this module, so the atoms themselves are kept page-wide
// (core/shared.ts): every copy hands out the same atom. Consent is not here: it travels as the
// `site-runtime:consent` event (core/consent.ts). The environment atoms (viewport, reduced motion,
// runtime state) are in environment-stores.ts: each chunk keeps its own in step with the browser.

import { atom } from 'nanostores';
import { shared } from './shared';

/** Spec 001 §3's cart sync input: the item count and the subtotal as text. */
export interface CartSync {
  items: number;
  /** Formatted when first asked: a page's first number formatter costs ~60 ms on a slow phone, in the
   *  answer to an Add to cart, and most indicators show no subtotal. */
  subtotal: () => string;
}

/** The visitor's cart; undefined until it has been synced once (indicators stay neutral till then). */
export const $cartSync = shared('cart', () => atom<CartSync | undefined>(undefined));

/** The one video or audio playing on the page (its player's key), or null. A player that starts sets it;
 *  every other player stops when it changes (spec 001 §4: other videos return to their overlay). */
export const $playingMedia = shared('playing-media', () => atom<string | null>(null));
