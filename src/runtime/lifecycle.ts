// The page lifecycle of spec 000 §4: `not initialized` → init() → `initialized` → destroy() → back.
// This is what `window.SiteRuntime` exposes.

import { dispatch } from '../core/events';
import type { RuntimeState, SiteRuntime } from '../core/host-api';
import { mark } from './block';
import { readContext } from './context';
import { type LoadFeature, loadBlocks, loadFeature } from './loader';
import type { BlocksChunk, PageRow } from './rows';
import { type Session, startSession } from './session';
import { watchUncaughtErrors } from './unhandled';

export interface RuntimeOptions {
  /** The page-level rows; the block rows come with the blocks chunk. */
  pages: readonly PageRow[];
  version: string;
  load?: LoadFeature;
  loadBlocks?: () => Promise<BlocksChunk>;
}

/** `init(true)` is the runtime's own start: quiet when the host's init() came first. */
export type Runtime = SiteRuntime & { init(auto?: true): void };

export function createRuntime(options: RuntimeOptions): Runtime {
  // Started by init() (its abort), initialized once the session's initializers have run (on a page of the
  // builder, after a chunk has read its context): what the host and tests wait for is then really running.
  let abort: AbortController | undefined;
  let session: Session | undefined;
  let state: RuntimeState = 'not initialized';

  return {
    get state(): RuntimeState {
      return state;
    },
    version: options.version,
    init(auto?: true) {
      if (abort) {
        auto || console.warn('site-runtime: init() refused: already initialized; destroy() first.');
        return;
      }
      mark('rum-start');
      abort = new AbortController();
      const { signal } = abort;
      watchUncaughtErrors(signal);
      readContext((context) => {
        // Destroyed while the builder's context was being read: nothing starts.
        if (signal.aborted) return;
        session = startSession(
          options.pages,
          context,
          { load: options.load ?? loadFeature, loadBlocks: options.loadBlocks ?? loadBlocks },
          () => {
            state = 'initialized';
            dispatch('site-runtime:ready', { version: options.version });
          },
        );
      });
    },
    destroy() {
      if (!abort) return;
      session?.stop();
      abort.abort();
      session = undefined;
      abort = undefined;
      state = 'not initialized';
      dispatch('site-runtime:destroyed', { version: options.version });
    },
    refresh(root = document) {
      session?.scan(root);
    },
  };
}
