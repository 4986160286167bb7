// Test set-up: property tests on a fixed seed, and a controllable matchMedia (jsdom has none).

import fc from 'fast-check';

// One seed, so a run repeats exactly and CI sees what a developer saw. FC_SEED=<n> replays another
// seed; FC_SEED=random draws a new one each run, to explore (a failure prints the seed to replay).
const FC_SEED = process.env['FC_SEED'];
fc.configureGlobal(FC_SEED === 'random' ? {} : { seed: FC_SEED ? Number(FC_SEED) : 20261123 });

// jsdom has no matchMedia: a controllable one, so tests can flip a query and fire `change`.

type Listener = (event: MediaQueryListEvent) => void;

const lists = new Map<string, { matches: boolean; listeners: Set<Listener> }>();

export function setMediaMatches(query: string, matches: boolean): void {
  const entry = lists.get(query) ?? { matches, listeners: new Set<Listener>() };
  entry.matches = matches;
  lists.set(query, entry);
  for (const listener of entry.listeners) listener({ matches, media: query } as MediaQueryListEvent);
}

export function mediaListenerCount(query: string): number {
  return lists.get(query)?.listeners.size ?? 0;
}

if (typeof window !== 'undefined')
  window.matchMedia = (query: string): MediaQueryList => {
    let entry = lists.get(query);
    if (!entry) {
      entry = { matches: false, listeners: new Set<Listener>() };
      lists.set(query, entry);
    }
    const state = entry;
    return {
      media: query,
      get matches() {
        return state.matches;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener, options?: AddEventListenerOptions) => {
        state.listeners.add(listener);
        options?.signal?.addEventListener('abort', () => state.listeners.delete(listener));
      },
      removeEventListener: (_type: string, listener: Listener) => void state.listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
