// Loads a chunk by name. The build writes name → content hash tables (chunks are
// `chunks/<name>-<hash>.js` beside the entry): the entry's own for the page-level features and the
// blocks chunk, and the block features' table, which comes with the blocks chunk. A chunk that fails is
// retried once with a query added, because a browser may remember a failed module URL. The build makes
// both tables from the registry and the feature folders, so every name loaded has a chunk whose default
// export is a feature: the entry spends no bytes checking (a name without one fails as a 404 naming it).

import type { FeatureModule } from '../island/feature';
import type { BlocksChunk } from './rows';
import { trusted } from './trust';

declare const __CHUNKS__: Record<string, string>;

export type LoadFeature = (name: string) => Promise<FeatureModule>;

const chunks = new Map<string, string>(Object.entries(__CHUNKS__));
const loaded = new Map<string, Promise<FeatureModule>>();

export const loadFeature: LoadFeature = (name) => {
  let promise = loaded.get(name);
  if (!promise) {
    promise = importChunk<{ default: FeatureModule }>(name).then((module) => module.default);
    loaded.set(name, promise);
    // A failed load may succeed on a later page (refresh, re-init): do not cache the failure.
    promise.catch(() => loaded.delete(name));
  }
  return promise;
};

/** The blocks chunk; its table of block feature chunks joins the entry's. */
export async function loadBlocks(): Promise<BlocksChunk> {
  const chunk = (await importChunk<{ default: BlocksChunk }>('blocks')).default;
  for (const [name, hash] of Object.entries(chunk.chunks)) chunks.set(name, hash);
  return chunk;
}

export async function importChunk<T>(name: string): Promise<T> {
  const url = new URL(`./chunks/${name}-${chunks.get(name)}.js`, import.meta.url).href;
  return trusted((await import(/* @vite-ignore */ url).catch(() => import(/* @vite-ignore */ `${url}?retry=1`))) as T);
}
