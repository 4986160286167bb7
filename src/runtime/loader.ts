// Loads a feature's chunk by name. The build writes the name → content hash table into `__CHUNKS__`
// (chunks are `chunks/<name>-<hash>.js` beside the entry); a chunk that fails is retried once with a
// query added, because a browser may remember a failed module URL.

import type { FeatureModule } from './feature';

declare const __CHUNKS__: Record<string, string>;

export type LoadFeature = (name: string) => Promise<FeatureModule>;

const CHUNKS: Record<string, string> = __CHUNKS__;
const loaded = new Map<string, Promise<FeatureModule>>();

export const loadFeature: LoadFeature = (name) => {
  let promise = loaded.get(name);
  if (!promise) {
    promise = importChunk(name);
    loaded.set(name, promise);
    // A failed load may succeed on a later page (refresh, re-init): do not cache the failure.
    promise.catch(() => loaded.delete(name));
  }
  return promise;
};

async function importChunk(name: string): Promise<FeatureModule> {
  const hash = CHUNKS[name];
  if (!hash) throw new Error(`site-runtime: no chunk for feature "${name}"`);
  const url = new URL(`./chunks/${name}-${hash}.js`, import.meta.url).href;
  try {
    return await importDefault(url);
  } catch {
    return importDefault(`${url}?retry=1`);
  }
}

async function importDefault(url: string): Promise<FeatureModule> {
  const module = (await import(/* @vite-ignore */ url)) as { default?: FeatureModule };
  if (!module.default || typeof module.default.mount !== 'function') throw new Error(`site-runtime: ${url} is not a feature chunk`);
  return module.default;
}
