// What features share, as nanostores atoms: features read and write these instead of importing one
// another. Every atom is declared pure: a bundle that does not use one does not carry it. Feature chunks
// share one copy through the build's shared chunks. Consent is not here: standalone chunks need it
// too, and it travels as the `site-runtime:consent` event (core/consent.ts). The environment atoms
// (viewport, reduced motion, runtime state) are in environment-stores.ts.

import { atom } from 'nanostores';

/** Spec 001 §3's cart sync input: the item count and the subtotal as text. */
export interface CartSync {
  items: number;
  subtotal: string;
}

/** The visitor's cart; undefined until it has been synced once (indicators stay neutral till then). */
export const $cartSync = /* @__PURE__ */ atom<CartSync | undefined>(undefined);
