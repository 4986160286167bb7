// The holder of the page's Trusted Types policy (src/core/trusted-types.ts): made here, in the entry's
// own scope, and handed to each chunk the runtime imports, never exported from the entry, so no other
// script on the page can reach the policy through it.

import type { Trust } from '../core/trusted-types';

const trust: Trust = {};

/** Hands the chunk the holder (every chunk exports `__trust`, build.mjs); returns the module. */
export function trusted<T>(module: T): T {
  (module as { __trust?: (holder: Trust) => void }).__trust?.(trust);
  return module;
}
