// The data fetch helper (spec 001 §4, §8): one read of the host's data as a store that is pending, then
// success or failed. A failure is logged and handed to the optional callback; reading again starts over.

import { atom, type ReadableAtom } from 'nanostores';

export type FetchState<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'failed'; error: Error };

export interface DataFetch<T> {
  readonly state: ReadableAtom<FetchState<T>>;
  /** Reads (again): pending first. An answer to an earlier read still on its way is dropped. */
  read(): void;
  /** A newer answer the host gave another call (a change that returns the whole cart). */
  set(data: T): void;
  /** Drops whatever is on its way; nothing changes the state after. */
  stop(): void;
}

export interface FetchOptions {
  /** Names the data in the log line: `site-runtime: <what> could not be read`. */
  what: string;
  onError?: (error: Error) => void;
}

export function fetchData<T>(load: (signal: AbortSignal) => Promise<T>, { what, onError }: FetchOptions): DataFetch<T> {
  const state = atom<FetchState<T>>({ status: 'pending' });
  let current: AbortController | undefined;

  const read = (): void => {
    current?.abort();
    const reading = new AbortController();
    current = reading;
    state.set({ status: 'pending' });
    load(reading.signal).then(
      (data) => reading.signal.aborted || state.set({ status: 'success', data }),
      (reason: unknown) => {
        if (reading.signal.aborted) return;
        const error = reason instanceof Error ? reason : new Error(String(reason));
        console.warn(`site-runtime: ${what} could not be read:`, error.message);
        state.set({ status: 'failed', error });
        onError?.(error);
      },
    );
  };

  return {
    state,
    read,
    set(data) {
      current?.abort();
      state.set({ status: 'success', data });
    },
    stop() {
      current?.abort();
    },
  };
}
