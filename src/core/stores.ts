// What features share, as nanostores atoms: features read and write these instead of importing one
// another. Every atom is declared pure: a bundle that does not use one does not carry it. The
// environment atoms (runtime state, viewport, reduced motion) are in environment-stores.ts: esbuild
// splits chunks by file, so keeping them apart spares the analytics chunk their code.

import { atom } from 'nanostores';

/** `unknown` until the visitor chooses. */
export type Consent = 'unknown' | 'granted' | 'denied';

/** Items in the cart; undefined until the cart has been synced once (indicators stay neutral). */
export const $cartCount = /* @__PURE__ */ atom<number | undefined>(undefined);

export const $consent = /* @__PURE__ */ atom<Consent>('unknown');
