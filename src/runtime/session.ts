// One initialized run of the runtime: starts the page-level features, finds the marked blocks and
// starts those that are ours, and owns every listener, observer and root it made, so stop() leaves the
// page as the server sent it.
//
// The scan finds markers by their attributes alone. Which markers are ours, and when each starts, comes
// with the blocks chunk, loaded once the page has a marker; a touch before it arrives is kept
// (early-touches.ts) and answered once it is in.

import { BLOCK_MARKERS } from '../core/block-markers';
import { reportError } from '../core/errors';
import type { PageContext } from '../core/page-context';
import type { MountContext } from '../island/feature';
import { type Block, type BlockEnv, createBlock } from './block';
import { type ClickHold, createClickHold } from './click-hold';
import { type EarlyTouches, watchEarlyTouches } from './early-touches';
import type { LoadFeature } from './loader';
import type { BlockRow, BlocksChunk, PageRow } from './rows';
import { STOPPED } from './stopped';
import { type Arm, isBlockTrigger, type Trigger } from './trigger-types';
import { createPageTriggers, parseTrigger } from './triggers';

/** Every marker a block can have: the blocks chunk decides which are ours. */
export const MARKERS = BLOCK_MARKERS;
const FEATURE_ATTR = 'data-site-runtime';

export interface Session {
  scan(root: ParentNode): void;
  stop(): void;
}

export interface Loaders {
  load: LoadFeature;
  loadBlocks: () => Promise<BlocksChunk>;
}

/** A page feature whose chunk is still on its way after this long no longer holds `initialized` back. */
export const RUN_TIMEOUT_MS = 1e4;

/** `ran`: called once every initializer has run (spec 000 §4), unless the session stopped first. */
export function startSession(pages: readonly PageRow[], context: PageContext, { load, loadBlocks }: Loaders, ran: () => void): Session {
  const abort = new AbortController();
  const { signal } = abort;
  const pageTriggers = createPageTriggers(signal);
  const blocks = new Map<Element, Block>();
  // A settled block's own subtree only: pruning the whole page at each of thousands of blocks made
  // start-up grow with the square of their count.
  const pageEnv: BlockEnv = { context, load, settled: (block) => find(block.el) };
  // Markers found before the blocks chunk came, in document order.
  const pending = new Set<HTMLElement>();
  let chunk: { rowFor: BlocksChunk['rowFor']; arm: Arm; env: BlockEnv } | undefined;
  let clicks: ClickHold | undefined;
  let early: EarlyTouches | undefined;
  let fetching = false;

  /** Starts (or keeps for the blocks chunk) the markers in `root` not yet known. */
  function find(root: ParentNode = document): void {
    for (const el of root.querySelectorAll<HTMLElement>(MARKERS)) {
      // Before the chunk no marker is a block yet: none is known, none waits for a parent.
      if (chunk) startBlock(el);
      else pending.add(el);
    }
    if (pending.size > 0) fetchBlocks();
  }

  function startBlock(el: HTMLElement): void {
    if (!chunk || blocks.has(el) || waitsForParent(el)) return;
    const { rowFor, arm, env } = chunk;
    const touched = early?.take(el) ?? false;
    const row = rowFor(el);
    const trigger = row && triggerOf(el, row);
    // A touched block wakes now, unless its media query says this is not the screen it is for.
    const now = touched && trigger !== undefined && suitsScreen(trigger);
    // Not ours, or not waking: the server HTML answers the kept click.
    if (touched && !now) clicks?.release(el, true);
    if (!row || !trigger) return;
    blocks.set(
      el,
      createBlock(el, row, env, (wake) => arm(now ? 'load' : trigger, el, wake, row.name)),
    );
  }

  function fetchBlocks(): void {
    if (fetching) return;
    fetching = true;
    clicks ??= createClickHold(signal);
    const hold = clicks;
    early = watchEarlyTouches(pending, hold, signal);
    loadBlocks().then(
      (loaded) => {
        if (signal.aborted) return;
        const tools = loaded.createBlockTriggers(signal, { idle: (fire) => pageTriggers('idle', fire), clicks: hold });
        const arm: Arm = (trigger, el, fire, name) =>
          isBlockTrigger(trigger) ? tools.arm(trigger, el, fire, name) : pageTriggers(trigger, fire);
        const env = { ...pageEnv, load: loaded.loadInTurns(load), clicks: hold, touched: tools.touched };
        chunk = { rowFor: loaded.rowFor, arm, env };
        // Armed in turns (thousands are not one task); a touch on one still waiting is kept until then.
        loaded.inTurns(pending, startBlock, signal).then(() => early?.stop());
      },
      (error: unknown) => {
        early?.stop();
        fetching = false;
        if (signal.aborted) return;
        // Without the block table nothing can start: every block keeps its server HTML, which answers
        // the clicks kept meanwhile, once the guard of unsent forms is on them (no form of theirs submits
        // natively). Its "Try again", or a later refresh(), fetches the chunk again.
        reportError(error, 'blocks');
        const failed = [...pending];
        pending.clear();
        const release = (): void => {
          for (const el of failed) hold.release(el, true);
        };
        load('unsent')
          // The guard reads its props alone.
          .then((guard) => guard.mount(document.body, { blocks: failed, retry: find, signal }, {} as MountContext))
          .then(release, release);
      },
    );
  }

  /** A block inside a block that has not started yet mounts after it (its parent rescans). */
  function waitsForParent(el: Element): boolean {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const state = blocks.get(node)?.state;
      if (state === 'armed' || state === 'loading') return true;
    }
    return false;
  }

  /** Blocks the editing frame took off the page are torn down. */
  function prune(): void {
    for (const [el, block] of blocks) {
      if (el.isConnected) continue;
      block.destroy();
      blocks.delete(el);
    }
    for (const el of pending) if (!el.isConnected) pending.delete(el);
  }

  /** `settled`: told each time the feature turns live or failed. */
  function startPageFeature(row: PageRow, settled?: () => void, data?: unknown): void {
    const host = document.createElement('div');
    host.setAttribute(FEATURE_ATTR, row.name);
    document.body.append(host);
    const env: BlockEnv = {
      ...pageEnv,
      settled(block) {
        pageEnv.settled(block);
        settled?.();
      },
    };
    blocks.set(
      host,
      createBlock(host, row, env, (wake) => pageTriggers(row.trigger, wake), data),
    );
  }

  function onEvent(row: PageRow, type: string): void {
    document.addEventListener(
      type,
      (event) => {
        // A newer report replaces the one on screen.
        for (const [el, block] of blocks) {
          if (block.row !== row) continue;
          block.destroy();
          blocks.delete(el);
          el.remove();
        }
        startPageFeature(row, undefined, (event as CustomEvent<unknown>).detail);
      },
      { signal },
    );
  }

  find();
  // Spec 000 §4, initialized "once all initializers run": each page feature that starts at once has
  // settled, or its chunk is RUN_TIMEOUT_MS late. One its trigger defers (idle time, the load event, the
  // first error) has run its start-up once armed, as an initializer that waits for the load event has.
  const runs: Promise<unknown>[] = [];
  for (const row of pages) {
    if ('when' in row.match && row.match.when(context))
      row.trigger === 'load' ? runs.push(new Promise<void>((settled) => startPageFeature(row, settled))) : startPageFeature(row);
    if ('event' in row.match) onEvent(row, row.match.event);
  }
  let late: ReturnType<typeof setTimeout> | undefined;
  void Promise.race([Promise.all(runs), new Promise((give) => (late = setTimeout(give, RUN_TIMEOUT_MS)))]).then(
    () => signal.aborted || ran(),
  );

  return {
    // The editing frame's refresh: blocks it took off the page go first.
    scan(root) {
      prune();
      find(root);
    },
    stop() {
      clearTimeout(late);
      abort.abort(STOPPED);
      for (const [el, block] of blocks) {
        block.destroy();
        if (el.hasAttribute(FEATURE_ATTR)) el.remove();
      }
      blocks.clear();
      pending.clear();
    },
  };
}

function triggerOf(el: HTMLElement, row: BlockRow): Trigger {
  return parseTrigger(el.getAttribute('data-load')) ?? row.trigger;
}

/** False only for a `media:` trigger whose query does not match this screen. */
function suitsScreen(trigger: Trigger): boolean {
  return !trigger.startsWith('media:') || matchMedia(trigger.slice('media:'.length)).matches;
}
