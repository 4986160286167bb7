// Reads a nanostores store from React (what @nanostores/react does, in a few lines).

import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** `serverValue`: what the server rendered with. An island hydrating after another changed the store
 *  must first match the server's HTML; React then re-renders it with the store's value. */
export function useStore<T>(store: ReadableAtom<T>, serverValue?: () => T): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, serverValue ?? store.get);
}
