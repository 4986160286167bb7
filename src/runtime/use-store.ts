// Reads a nanostores store from React (what @nanostores/react does, in six lines).

import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, store.get);
}
