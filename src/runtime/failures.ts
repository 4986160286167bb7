// What happens to a block that could not start (bad data, a chunk that failed, a component that threw)
// besides keeping its server HTML: a row matching `{ failed: <selector> }` starts on it when it holds
// that selector. They load from here, the blocks chunk, because only a page with blocks has a block
// that fails: a page without blocks pays nothing for them.

import { reportError } from '../core/errors';
import type { RuntimeEventMap } from '../core/events';
import type { FeatureModule } from '../island/feature';
import type { BlockRow } from './rows';

type Failure = CustomEvent<RuntimeEventMap['site-runtime:island-error']>;

export function watchFailures(signal: AbortSignal, rows: readonly BlockRow[], files: (chunk: string) => string[]): void {
  const onFailure = (event: Event): void => {
    // A block is an HTMLElement: the scan finds only those.
    const el = (event as Failure).detail.element as HTMLElement;
    for (const { name, match } of rows) {
      if (!('failed' in match) || !el.querySelector(match.failed)) continue;
      const fail = (error: unknown): void => reportError(error, `failure:${name}`);
      // It loads nothing more: `load` is there for the contract's sake.
      const load = (): Promise<never> => Promise.reject(new Error(name));
      import(files(name)[0] as string)
        .then(async ({ default: feature }: { default: FeatureModule<Element> }) => {
          if (!signal.aborted) signal.addEventListener('abort', await feature.mount(el, el, { name, context: {}, signal, fail, load }));
        })
        .catch(fail);
    }
  };
  document.addEventListener('site-runtime:island-error', onFailure, { signal });
}
