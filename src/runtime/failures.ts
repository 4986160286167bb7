// What happens to a block that could not start (bad data, a chunk that failed, a component that threw)
// besides keeping its server HTML: the rows that match `{ failed: true }` start on it. They load from
// here, the blocks chunk, because only a page with blocks has a block that fails: a page without
// blocks pays nothing for them.

import { reportError } from '../core/errors';
import type { RuntimeEventMap } from '../core/events';
import type { FeatureModule, Teardown } from '../island/feature';
import type { BlockRow } from './rows';

type Failure = CustomEvent<RuntimeEventMap['site-runtime:island-error']>;

export function watchFailures(signal: AbortSignal, rows: readonly BlockRow[], files: (chunk: string) => string[]): void {
  const handlers = rows.filter((row) => 'failed' in row.match);
  const teardowns: Teardown[] = [];
  signal.addEventListener('abort', () => {
    for (const teardown of teardowns.splice(0)) teardown();
  });
  const start = async (row: BlockRow, el: Element): Promise<void> => {
    try {
      const [file] = files(row.name);
      if (!file || !(el instanceof HTMLElement)) return;
      const feature = ((await import(file)) as { default: FeatureModule<Element> }).default;
      if (signal.aborted) return;
      const fail = (error: unknown): void => reportError(error, `failure:${row.name}`);
      const load = (): never => {
        throw new Error(`site-runtime: ${row.name} loads no other chunk`);
      };
      teardowns.push(await feature.mount(el, el, { name: row.name, context: {}, signal, fail, load }));
    } catch (error) {
      reportError(error, `failure:${row.name}`);
    }
  };
  document.addEventListener(
    'site-runtime:island-error',
    (event) => {
      for (const row of handlers) void start(row, (event as Failure).detail.element);
    },
    { signal },
  );
}
