// The page lifecycle of spec 000 §4: `not initialized` → init() → `initialized` → destroy() → back.
// This is what `window.SiteRuntime` exposes.

import type { RuntimeState } from '../core/environment-stores';
import { dispatch } from '../core/events';
import type { PageContext } from '../core/page-context';
import { readContext } from './context';
import { type LoadFeature, loadBlocks, loadFeature } from './loader';
import type { BlocksChunk, PageRow } from './rows';
import { type Session, startSession } from './session';
import { watchUncaughtErrors } from './unhandled';

export interface SiteRuntime {
  init(): void;
  destroy(): void;
  /** Scans new content (the editing frame inserts blocks after start-up). */
  refresh(root?: ParentNode): void;
  readonly state: RuntimeState;
  readonly version: string;
}

export interface RuntimeOptions {
  /** The page-level rows; the block rows come with the blocks chunk. */
  pages: readonly PageRow[];
  version: string;
  load?: LoadFeature;
  loadBlocks?: () => Promise<BlocksChunk>;
  readContext?: () => PageContext;
}

export function createRuntime(options: RuntimeOptions): SiteRuntime {
  let session: Session | undefined;
  let abort: AbortController | undefined;

  return {
    get state(): RuntimeState {
      return session ? 'initialized' : 'not initialized';
    },
    version: options.version,
    init() {
      if (session) {
        console.warn('site-runtime: init() refused: already initialized; destroy() first.');
        return;
      }
      performance.mark?.('rum-start');
      abort = new AbortController();
      watchUncaughtErrors(abort.signal);
      const context = (options.readContext ?? readContext)();
      session = startSession(options.pages, context, {
        load: options.load ?? loadFeature,
        loadBlocks: options.loadBlocks ?? loadBlocks,
      });
      dispatch('site-runtime:ready', { version: options.version });
    },
    destroy() {
      if (!session) return;
      session.stop();
      abort?.abort();
      session = undefined;
      abort = undefined;
      dispatch('site-runtime:destroyed', { version: options.version });
    },
    refresh(root = document) {
      session?.scan(root);
    },
  };
}
