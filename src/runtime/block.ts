// One marked block (or page-level feature) from arming to teardown: armed → loading → live, or failed
// with its server HTML kept. Whatever goes wrong stays inside the block: the others never notice.

import { reportError } from '../core/errors';
import { dispatch } from '../core/events';
import type { PageContext } from '../core/page-context';
import type { FeatureModule, MountContext, Teardown } from '../island/feature';
import type { ClickHold } from './click-hold';
import type { FeatureRow } from './rows';
import { STOPPED } from './stopped';
import type { Disarm } from './trigger-types';

type BlockState = 'armed' | 'loading' | 'live' | 'failed' | 'destroyed';

export interface Block {
  readonly el: HTMLElement;
  readonly row: FeatureRow;
  state: BlockState;
  destroy(): void;
}

export interface BlockEnv {
  context: PageContext;
  load: (name: string) => Promise<FeatureModule>;
  /** Blocks only: holds clicks while the island starts, to replay the first once it is live. */
  clicks?: ClickHold;
  /** Blocks only: MountContext.touched, for this block. */
  touched?: (el: HTMLElement, signal: AbortSignal) => MountContext['touched'];
  /** Called once the block settled (live or failed): nested blocks inside it may start now. */
  settled(block: Block): void;
}

const NO_DATA = Symbol('no data');
const STATE_ATTR = 'data-sr-state';

/** Arms a block: `arm` calls back when its trigger fires. `data` stands for the block's JSON (page
 *  features fed by an event's detail). */
export function createBlock(
  el: HTMLElement,
  row: FeatureRow,
  env: BlockEnv,
  arm: (wake: () => void) => Disarm,
  data: unknown = NO_DATA,
): Block {
  const abort = new AbortController();
  let disarm: Disarm | undefined;
  let teardown: Teardown | undefined;
  let snapshot: Node[] | undefined;
  let scripts: NodeListOf<HTMLScriptElement>;

  // Also the `retry` of its island-error: a failed block starts again.
  const start = (): void => void wake();
  const block: Block = { el, row, state: 'armed', destroy };
  disarm = arm(start);
  return block;

  async function wake(): Promise<void> {
    disarm = undefined;
    show('loading');
    env.clicks?.hold(el);
    const raw = data === NO_DATA ? readJson() : data;
    if (raw === NO_DATA) return settle('failed');
    let props: unknown;
    try {
      const feature = await env.load(row.name);
      if (abort.signal.aborted) return;
      mark(`rum-load:${row.name}`);
      try {
        props = feature.parse ? feature.parse(raw, env.context) : raw;
      } catch (error) {
        console.error(`Error evaluating ${row.name} block data.`, error);
        return fail(error, false);
      }
      snapshot = Array.from(el.childNodes, (node) => inertDocument().importNode(node, true));
      scripts = el.querySelectorAll('script');
      const done = await feature.mount(el, props, {
        name: row.name,
        context: env.context,
        signal: abort.signal,
        fail: (error, untouched) => {
          // Its island never changed the server HTML: putting a copy back would throw away what the
          // visitor typed there and their focus.
          if (untouched) snapshot = undefined;
          fail(error, true);
        },
        load: env.load,
        touched: env.touched?.(el, abort.signal),
      });
      if (abort.signal.aborted || block.state !== 'loading') return void done();
      teardown = done;
      mark(`rum-mount:${row.name}`);
      settle('live');
    } catch (error) {
      if (!abort.signal.aborted) fail(error, true);
    }
  }

  function readJson(): unknown {
    const json = el.getAttribute('data-block-json');
    if (json === null) return undefined;
    try {
      // Data this long is no block's settings (a gallery of 500 slides is some 200 KB): refused before
      // it is parsed and held, with the decoding error, rather than rendered.
      if (json.length > 1e6) throw new RangeError('over 1e6 characters');
      return JSON.parse(json) as unknown;
    } catch (error) {
      console.error(`Error decoding ${row.name} block data.`, error);
      announce(error);
      return NO_DATA;
    }
  }

  function fail(error: unknown, report: boolean): void {
    if (block.state === 'destroyed' || block.state === 'failed') return;
    if (report) reportError(error, `island:${row.name}`);
    unmount();
    announce(error);
    settle('failed');
  }

  function announce(error: unknown): void {
    const type = el.getAttribute('data-block-type');
    dispatch('site-runtime:island-error', {
      block: row.name,
      blockType: type === null ? undefined : Number(type),
      element: el,
      error,
      retry: start,
    });
  }

  /** The state also shows on the element (`data-sr-state`), for styling and for debugging a page. */
  function show(state: BlockState): void {
    block.state = state;
    if (state === 'destroyed') el.removeAttribute(STATE_ATTR);
    else el.setAttribute(STATE_ATTR, state);
  }

  function settle(state: 'live' | 'failed'): void {
    show(state);
    // The server HTML is back in place on failure, so a held click still does what it would have.
    env.clicks?.release(el, true);
    env.settled(block);
  }

  /** Runs the teardown and puts the server HTML back, so a later init can start the block again. */
  function unmount(): void {
    const done = teardown;
    teardown = undefined;
    try {
      done?.();
    } catch (error) {
      reportError(error, `teardown:${row.name}`);
    }
    if (snapshot && !el.isConnected) {
      // A block the editing frame took off the page gets copies made in this document: Chromium keeps an
      // image adopted from another document into a detached tree registered for viewport changes, which
      // would hold the whole removed block (and React's listeners on it) for the life of the page. Off
      // the page, no script is prepared: copies of scripts are harmless there.
      el.replaceChildren(...snapshot.map((node) => document.importNode(node, true)));
    } else if (snapshot) {
      // The page's own script elements go back, not their copies: under Trusted Types a copied script's
      // text is untrusted, and putting it in the page is a violation (even for the builder's JSON ones).
      const box = inertDocument().createElement('div');
      box.append(...snapshot);
      box.querySelectorAll('script').forEach((copy, i) => {
        copy.replaceWith(scripts[i] as Node);
      });
      el.replaceChildren(...box.childNodes);
    }
    snapshot = undefined;
  }

  function destroy(): void {
    if (block.state === 'destroyed') return;
    disarm?.();
    abort.abort(STOPPED);
    env.clicks?.release(el, false);
    unmount();
    show('destroyed');
  }
}

let inert: Document | undefined;

/** Snapshots live in a document without a window, so cloning them loads no image twice. */
function inertDocument(): Document {
  inert ??= document.implementation.createHTMLDocument('');
  return inert;
}

/** A performance mark the performance records pick up (spec 001 §9: names start with `rum-`). */
export function mark(name: string): void {
  performance.mark?.(name);
}
