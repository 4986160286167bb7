// What features share, as nanostores atoms. Features read and write these instead of importing one
// another. The environment atoms (viewport, reduced motion, runtime state) listen to the window only
// while something subscribes (nanostores' onMount), so a page whose islands need none pays nothing.
// Every atom is declared pure: a bundle that does not use one does not carry it.

import { atom, onMount, type WritableAtom } from 'nanostores';

export type RuntimeState = 'not initialized' | 'initialized';

export interface Viewport {
  width: number;
  height: number;
}

/** `unknown` until the visitor chooses. */
export type Consent = 'unknown' | 'granted' | 'denied';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The lifecycle of spec 000 §4, as `window.SiteRuntime` reports it. */
export const $runtimeState = /* @__PURE__ */ environmentAtom<RuntimeState>('not initialized', (set) => {
  const sync = (): void => set((window as { SiteRuntime?: { state: RuntimeState } }).SiteRuntime?.state ?? 'not initialized');
  sync();
  return listen([[document, 'site-runtime:ready'], [document, 'site-runtime:destroyed']], sync);
});

export const $viewport = /* @__PURE__ */ environmentAtom<Viewport>({ width: 0, height: 0 }, (set, get) => {
  const sync = (): void => {
    const { innerWidth: width, innerHeight: height } = window;
    if (get().width !== width || get().height !== height) set({ width, height });
  };
  sync();
  return listen([[window, 'resize']], sync);
});

/** True when the visitor asks for less motion (`prefers-reduced-motion` or `?nomotion=true`). */
export const $reducedMotion = /* @__PURE__ */ environmentAtom<boolean>(false, (set) => {
  const query = matchMedia(REDUCED_MOTION_QUERY);
  // `?nomotion=true` lets a page (and its screenshots and tests) opt out of motion outright.
  const forced = new URLSearchParams(location.search).get('nomotion') === 'true';
  const sync = (): void => set(forced || query.matches);
  sync();
  return listen([[query, 'change']], sync);
});

/** Items in the cart; undefined until the cart has been synced once (indicators stay neutral). */
export const $cartCount = /* @__PURE__ */ atom<number | undefined>(undefined);

export const $consent = /* @__PURE__ */ atom<Consent>('unknown');

/** An atom kept in step with the browser while it has subscribers. The fixture build renders islands
 *  on the server, where there is no window to listen to. */
function environmentAtom<T>(initial: T, bind: (set: (value: T) => void, get: () => T) => () => void): WritableAtom<T> {
  const store = atom<T>(initial);
  onMount(store, () => {
    if (typeof window === 'undefined' || typeof matchMedia !== 'function') return;
    return bind((value) => store.set(value), () => store.get());
  });
  return store;
}

function listen(targets: Array<[EventTarget, string]>, handler: () => void): () => void {
  const abort = new AbortController();
  for (const [target, type] of targets) target.addEventListener(type, handler, { passive: true, signal: abort.signal });
  return () => abort.abort();
}
