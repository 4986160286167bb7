// An island's read of the host's data through the fetch helper (core/fetch-data.ts): read once the island
// is on the page, dropped when it goes.

import { useEffect, useState } from 'react';
import { type DataFetch, type FetchOptions, type FetchState, fetchData } from '../core/fetch-data';
import { useStore } from './use-store';

/** The read's state, and the helper to read again or to put a newer answer in. */
export function useFetch<T>(load: (signal: AbortSignal) => Promise<T>, options: FetchOptions): [FetchState<T>, DataFetch<T>] {
  const [data] = useState(() => fetchData(load, options));
  useEffect(() => {
    data.read();
    return data.stop;
  }, [data]);
  return [useStore(data.state), data];
}
