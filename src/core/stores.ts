// What features share, as nanostores atoms: features read and write these instead of importing one
// another. Every atom is declared pure: a bundle that does not use one does not carry it. The
// environment atoms (runtime state, viewport, reduced motion) are in environment-stores.ts: esbuild
// splits chunks by file, so keeping them apart spares the analytics chunk their code.

import { atom } from 'nanostores';

/** `unknown` until the visitor chooses. */
export type Consent = 'unknown' | 'granted' | 'denied';

/** Spec 001 §3's cart sync input: the item count and the subtotal as text. */
export interface CartSync {
  items: number;
  subtotal: string;
}

/** The visitor's cart; undefined until it has been synced once (indicators stay neutral till then). */
export const $cartSync = /* @__PURE__ */ atom<CartSync | undefined>(undefined);

export const $consent = /* @__PURE__ */ atom<Consent>('unknown');
