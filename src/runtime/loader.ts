// Loads a feature's chunk (or one of the runtime's own, like block-triggers) by name. The build writes the name → content hash table into `__CHUNKS__`
// (chunks are `chunks/<name>-<hash>.js` beside the entry); a chunk that fails is retried once with a
// query added, because a browser may remember a failed module URL.

import type { FeatureModule } from './feature';
import type { LoadBlockTriggers } from './triggers';

declare const __CHUNKS__: Record<string, string>;

export type LoadFeature = (name: string) => Promise<FeatureModule>;

const CHUNKS: Record<string, string> = __CHUNKS__;
const loaded = new Map<string, Promise<FeatureModule>>();

export const loadFeature: LoadFeature = (name) => {
  let promise = loaded.get(name);
  if (!promise) {
    promise = importChunk<{ default?: FeatureModule }>(name).then((module) => featureOf(module, name));
    loaded.set(name, promise);
    // A failed load may succeed on a later page (refresh, re-init): do not cache the failure.
    promise.catch(() => loaded.delete(name));
  }
  return promise;
};

export const loadBlockTriggers: LoadBlockTriggers = () => importChunk('block-triggers');

async function importChunk<T>(name: string): Promise<T> {
  const hash = CHUNKS[name];
  if (!hash) throw new Error(`site-runtime: no chunk named "${name}"`);
  const url = new URL(`./chunks/${name}-${hash}.js`, import.meta.url).href;
  try {
    return (await import(/* @vite-ignore */ url)) as T;
  } catch {
    return (await import(/* @vite-ignore */ `${url}?retry=1`)) as T;
  }
}

function featureOf(module: { default?: FeatureModule }, name: string): FeatureModule {
  if (!module.default || typeof module.default.mount !== 'function') throw new Error(`site-runtime: the chunk of "${name}" is not a feature`);
  return module.default;
}
