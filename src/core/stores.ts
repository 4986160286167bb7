// What features share, as nanostores atoms. Features read and write these instead of importing one
// another; the runtime keeps the environment ones (viewport, reduced motion) in step with the window
// while it is initialized, so the stores themselves hold no listener of their own.

import { atom } from 'nanostores';

export type RuntimeState = 'not initialized' | 'initialized';

export interface Viewport {
  width: number;
  height: number;
}

/** `unknown` until the visitor chooses (or the page has no banner and no restrictive policy). */
export type Consent = 'unknown' | 'granted' | 'denied';

export const $runtimeState = atom<RuntimeState>('not initialized');

export const $viewport = atom<Viewport>({ width: 0, height: 0 });

/** True when the visitor asks for less motion (`prefers-reduced-motion` or `?nomotion=true`). */
export const $reducedMotion = atom<boolean>(false);

/** Items in the cart; undefined until the cart has been synced once (indicators stay neutral). */
export const $cartCount = atom<number | undefined>(undefined);

export const $consent = atom<Consent>('unknown');
