// The load triggers. `load`, `idle`, `loaded` and `error` live here; the ones only blocks use (visible,
// interaction, media, and the click hold) come from the block-triggers chunk, loaded when the first
// block is armed, so a page without blocks does not carry them. Each kind shares one listener,
// observer or idle callback for all its blocks, all bound to the lifecycle's AbortSignal.

import { whenReported } from '../core/errors';
import type { BlockTrigger, BlockTriggers } from './block-triggers';
import type { ClickHold } from './click-hold';
import type { Trigger } from './feature';

export type Disarm = () => void;

export interface Triggers {
  /** Calls `fire` once, when the trigger happens for `el`. */
  arm(trigger: Trigger, el: Element, fire: () => void): Disarm;
  /** Holds clicks on a block while its island starts, to replay the first once it is live. */
  readonly clicks: ClickHold;
}

export type LoadBlockTriggers = () => Promise<{ createBlockTriggers(signal: AbortSignal): BlockTriggers }>;

export const IDLE_TIMEOUT_MS = 2000;
/** What wakes an `interaction` block (block-triggers.ts listens for the same). */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

export function createTriggers(signal: AbortSignal, loadBlockTriggers: LoadBlockTriggers): Triggers {
  const idle = createIdle(signal);
  const blocks = lazyBlockTriggers(signal, loadBlockTriggers, idle);

  function arm(trigger: Trigger, el: Element, fire: () => void): Disarm {
    if (trigger === 'load') return microtask(fire);
    if (trigger === 'idle') return idle(fire);
    if (trigger === 'loaded') return afterLoad(() => idle(fire), signal);
    if (trigger === 'error') return afterLoad(() => whenReported(fire), signal);
    return blocks.arm(trigger, el, fire);
  }
  return { arm, clicks: blocks.clicks };
}

/** Parses a `data-load` value; anything else is not a trigger. */
export function parseTrigger(value: string | null | undefined): Trigger | undefined {
  if (value === 'load' || value === 'idle' || value === 'visible' || value === 'interaction') return value;
  if (value?.startsWith('media:') && value.length > 'media:'.length) return value as Trigger;
  return undefined;
}

/** Stands in for the block triggers until their chunk is in: what is armed or held meanwhile is
 *  handed over then. Should the chunk not load, waiting blocks start when the page is idle: a page
 *  less lazy than it wanted, but whole. */
function lazyBlockTriggers(signal: AbortSignal, load: LoadBlockTriggers, idle: (fire: () => void) => Disarm): BlockTriggers {
  let real: BlockTriggers | undefined;
  let loading: Promise<void> | undefined;
  const waiting = new Map<() => void, { trigger: BlockTrigger; el: Element; disarm?: Disarm }>();
  // Held blocks, with the first click kept for each while the chunk is on its way.
  const held = new Map<Element, Element | undefined>();

  // A visitor can reach a block before the chunk arrives: wake what they touch, keep what they click.
  const early = (event: Event): void => {
    const target = event.target as Element;
    for (const [fire, entry] of waiting) if (entry.trigger === 'interaction' && entry.el.contains(target)) fire();
    if (event.type !== 'click') return;
    for (const [el, click] of held) {
      if (!el.contains(target)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(el, click ?? target);
    }
  };
  const listen = (on: boolean): void => {
    for (const type of INTERACTION_EVENTS) (on ? addEventListener : removeEventListener)(type, early, true);
  };

  const start = (): void => {
    if (loading) return;
    listen(true);
    signal.addEventListener('abort', () => listen(false), { once: true });
    loading = load().then(
      (module) => {
        listen(false);
        if (signal.aborted) return;
        real = module.createBlockTriggers(signal);
        for (const [el, click] of held) real.clicks.hold(el, click);
        for (const [fire, entry] of waiting) entry.disarm = real.arm(entry.trigger, entry.el, fire);
      },
      (error: unknown) => {
        listen(false);
        console.error('site-runtime: the block triggers did not load; blocks start when the page is idle.', error);
        for (const [fire, entry] of waiting) entry.disarm = idle(fire);
      },
    );
  };

  return {
    arm(trigger, el, fire) {
      if (real) return real.arm(trigger, el, fire);
      start();
      const once = (): void => {
        waiting.delete(once);
        fire();
      };
      const entry: { trigger: BlockTrigger; el: Element; disarm?: Disarm } = { trigger, el };
      waiting.set(once, entry);
      return () => {
        waiting.delete(once);
        entry.disarm?.();
      };
    },
    clicks: {
      hold(el) {
        if (real) return real.clicks.hold(el);
        start();
        if (!held.has(el)) held.set(el, undefined);
      },
      release(el, live) {
        const click = held.get(el);
        held.delete(el);
        if (real) return real.clicks.release(el, live);
        // The island beat the chunk: a hydrated block keeps its elements, so the kept click finds its target.
        if (live && click instanceof HTMLElement && el.contains(click)) click.click();
      },
    },
  };
}

function afterLoad(fire: () => Disarm, signal: AbortSignal): Disarm {
  if (document.readyState === 'complete') return fire();
  let disarm: Disarm | undefined;
  const onLoad = (): void => void (disarm = fire());
  window.addEventListener('load', onLoad, { once: true, signal });
  return () => {
    window.removeEventListener('load', onLoad);
    disarm?.();
  };
}

function microtask(fire: () => void): Disarm {
  let armed = true;
  queueMicrotask(() => armed && fire());
  return () => (armed = false);
}

type IdleHandle = { cancel(): void };

function createIdle(signal: AbortSignal): (fire: () => void) => Disarm {
  const queue = new Set<() => void>();
  let handle: IdleHandle | undefined;
  const run = (deadline?: IdleDeadline): void => {
    handle = undefined;
    for (const fire of queue) {
      queue.delete(fire);
      fire();
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() <= 0) break;
    }
    if (queue.size > 0) handle = requestIdle(run);
  };
  signal.addEventListener('abort', () => {
    handle?.cancel();
    queue.clear();
  }, { once: true });
  return (fire) => {
    queue.add(fire);
    handle ??= requestIdle(run);
    return () => queue.delete(fire);
  };
}

function requestIdle(run: (deadline?: IdleDeadline) => void): IdleHandle {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return { cancel: () => cancelIdleCallback(id) };
  }
  // Safari has no requestIdleCallback: after the current task and a frame's worth of work.
  const id = setTimeout(() => run(), 1);
  return { cancel: () => clearTimeout(id) };
}
