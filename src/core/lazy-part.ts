// A feature's lazily imported part (`src/features/<name>/<part>.lazy.tsx`, built as `chunks/<name>.<part>`):
// code the feature needs only once the visitor reaches for it, fetched by address as core/tracking.ts
// fetches the tracking chunk, so the feature's own chunk carries a name and these few lines.

import { type acceptTrust, currentTrust } from './trusted-types';

/** Part name → its file beside the feature chunks (set by the build). */
declare const __LAZY_PARTS__: Record<string, string>;

const loading = new Map<string, Promise<unknown>>();

/** The part's module, fetched once; a failed fetch may be tried again. */
export function importPart<T>(name: string): Promise<T> {
  let module = loading.get(name);
  if (!module) {
    // The part gets the Trusted Types holder this chunk was given (core/trusted-types.ts).
    module = import(/* @vite-ignore */ new URL(`./${__LAZY_PARTS__[name]}`, import.meta.url).href).then(
      (part: { __trust?: typeof acceptTrust }) => {
        part.__trust?.(currentTrust());
        return part;
      },
    );
    module.catch(() => loading.delete(name));
    loading.set(name, module);
  }
  return module as Promise<T>;
}
