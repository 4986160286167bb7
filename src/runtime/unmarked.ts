// Rows that start without a marker of their own, from the blocks chunk: only a page with blocks has a
// block that fails or makes the calls that raise these events, so a page without blocks pays nothing.
// - `{ failed: <selector> }`: a block that could not start (bad data, a chunk that failed, a component
//   that threw) keeps its server HTML, and the row starts on it when it holds that selector;
// - `{ part: <selector> }`: a part of the builder's page with no marker, started on each element that
//   matches when the blocks chunk starts (a builder's page always has blocks);
// - `{ event }`: the row mounts once in a host of its own at the end of the body, with the event's
//   detail and a `close` that takes it down again; while it is up, the same event starts nothing more.

import { reportError } from '../core/errors';
import type { RuntimeEventMap } from '../core/events';
import type { FeatureModule, Teardown } from '../island/feature';
import type { BlockRow } from './rows';
import { STOPPED } from './stopped';
import { trusted } from './trust';

type Failure = CustomEvent<RuntimeEventMap['site-runtime:island-error']>;
type Files = (chunk: string) => string[];

export function watchUnmarked(signal: AbortSignal, rows: readonly BlockRow[], files: Files): void {
  for (const row of rows) {
    if ('event' in row.match) onEvent(signal, row, row.match.event, files);
    if ('part' in row.match)
      for (const el of document.querySelectorAll<HTMLElement>(row.match.part)) start(row.name, el, undefined, signal, files);
  }
  const onFailure = (event: Event): void => {
    // A block is an HTMLElement: the scan finds only those.
    const el = (event as Failure).detail.element as HTMLElement;
    for (const row of rows) {
      if ('failed' in row.match && el.querySelector(row.match.failed)) start(row.name, el, el, signal, files);
    }
  };
  document.addEventListener('site-runtime:island-error', onFailure, { signal });
}

function onEvent(signal: AbortSignal, row: BlockRow, type: string, files: Files): void {
  let host: HTMLElement | undefined;
  const listener = (event: Event): void => {
    if (host) return;
    const el = document.createElement('div');
    el.setAttribute('data-site-runtime', row.name);
    document.body.append(el);
    host = el;
    const own = new AbortController();
    const close = (): void => {
      own.abort(STOPPED);
      el.remove();
      host = undefined;
    };
    signal.addEventListener('abort', close, { signal: own.signal });
    start(row.name, el, { ...(event as CustomEvent<object>).detail, close }, own.signal, files, close);
  };
  document.addEventListener(type, listener, { signal });
}

function start(name: string, el: HTMLElement, props: unknown, signal: AbortSignal, files: Files, onFail?: () => void): void {
  const fail = (error: unknown): void => {
    reportError(error, `unmarked:${name}`);
    onFail?.();
  };
  // It loads nothing more: `load` is there for the contract's sake.
  const load = (): Promise<never> => Promise.reject(new Error(name));
  const url = files(name)[0] as string;
  // A browser may remember a failed module address: the second try asks for another.
  import(url)
    .catch(() => import(`${url}?retry=1`))
    .then(trusted)
    .then(async ({ default: feature }: { default: FeatureModule }) => {
      if (signal.aborted) return;
      const teardown: Teardown = await feature.mount(el, props, { name, context: {}, signal, fail, load });
      if (signal.aborted) teardown();
      else signal.addEventListener('abort', teardown);
    })
    .catch(fail);
}
