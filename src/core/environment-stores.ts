// The environment stores: viewport, reduced motion and the runtime's state, kept in step with the
// browser only while something subscribes (nanostores' onMount). A file of their own so a chunk that
// needs only the cart store does not carry these and nanostores' lifecycle.

import { atom, onMount, type WritableAtom } from 'nanostores';
import type { RuntimeState } from './host-api';
import { throttle } from './throttler';

export interface Viewport {
  width: number;
  height: number;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The lifecycle of spec 000 §4, as `window.SiteRuntime` reports it.
 * @kept for islands that follow the lifecycle (the editing frame, issue 19)
 */
export const $runtimeState = /* @__PURE__ */ environmentAtom<RuntimeState>('not initialized', (set) => {
  const sync = (): void => set((window as { SiteRuntime?: { state: RuntimeState } }).SiteRuntime?.state ?? 'not initialized');
  sync();
  return listen(
    [
      [document, 'site-runtime:ready'],
      [document, 'site-runtime:destroyed'],
    ],
    sync,
  );
});

/** @kept for layouts that change with the width (galleries, issue 15) */
export const $viewport = /* @__PURE__ */ environmentAtom<Viewport>({ width: 0, height: 0 }, (set, get) => {
  const sync = (): void => {
    const { innerWidth: width, innerHeight: height } = window;
    if (get().width !== width || get().height !== height) set({ width, height });
  };
  sync();
  // Every subscriber re-renders on a change: resizes come no faster than that work allows.
  const onResize = throttle(sync);
  const stop = listen([[window, 'resize']], onResize);
  return () => {
    stop();
    onResize.cancel();
  };
});

/** True when the visitor asks for less motion (`prefers-reduced-motion` or `?nomotion=true`). */
export const $reducedMotion = /* @__PURE__ */ environmentAtom<boolean>(false, (set) => {
  const sync = (): void => set(prefersReducedMotion());
  sync();
  return listen([[matchMedia(REDUCED_MOTION_QUERY), 'change']], sync);
});

/** $reducedMotion's value now, for a chunk that reads it once (without the store's code). */
export function prefersReducedMotion(): boolean {
  // `?nomotion=true` lets a page (and its screenshots and tests) opt out of motion outright.
  return new URLSearchParams(location.search).get('nomotion') === 'true' || matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** An atom kept in step with the browser while it has subscribers. The fixture build renders islands
 *  on the server, where there is no window to listen to. */
function environmentAtom<T>(initial: T, bind: (set: (value: T) => void, get: () => T) => () => void): WritableAtom<T> {
  const store = atom<T>(initial);
  onMount(store, () => {
    if (typeof window === 'undefined' || typeof matchMedia !== 'function') return;
    return bind(
      (value) => store.set(value),
      () => store.get(),
    );
  });
  return store;
}

function listen(targets: Array<[EventTarget, string]>, handler: () => void): () => void {
  const abort = new AbortController();
  for (const [target, type] of targets) target.addEventListener(type, handler, { passive: true, signal: abort.signal });
  return () => abort.abort();
}
