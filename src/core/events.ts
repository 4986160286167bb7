// The runtime's document events (`site-runtime:*`), sent through one function typed by the map that
// names them and their details (core/host-api.ts), so a listener and a dispatcher cannot drift apart.

import type { RuntimeEventMap } from './host-api';

export type { RuntimeEventMap, SystemErrorData } from './host-api';

export type RuntimeEventName = keyof RuntimeEventMap;

export function dispatch<K extends RuntimeEventName>(name: K, detail: RuntimeEventMap[K], target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}
