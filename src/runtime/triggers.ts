// The five load triggers. Each kind shares one underlying listener, observer or idle callback for
// all its blocks, so a page of 6000 blocks costs six listeners, not 24000; everything is bound to the
// lifecycle's AbortSignal and goes away with destroy().

import type { Trigger } from './feature';
import { createClickHold, type ClickHold } from './click-hold';

export type Disarm = () => void;

export interface Triggers {
  /** Calls `fire` once, when the trigger happens for `el`. */
  arm(trigger: Trigger, el: Element, fire: () => void): Disarm;
  /** Holds clicks on a block while its island starts, to replay the first once it is live. */
  readonly clicks: ClickHold;
}

export const VISIBLE_MARGIN = '200px';
export const IDLE_TIMEOUT_MS = 2000;
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

export function createTriggers(signal: AbortSignal): Triggers {
  const interaction = createInteraction(signal);
  // After the interaction listeners, so a click that wakes a block is held in the same dispatch.
  const clicks = createClickHold(signal);
  const visible = createVisible(signal);
  const idle = createIdle(signal);

  function arm(trigger: Trigger, el: Element, fire: () => void): Disarm {
    if (trigger === 'load') return microtask(fire);
    if (trigger === 'idle') return idle(fire);
    if (trigger === 'loaded') return afterLoad(() => idle(fire), signal);
    if (trigger === 'visible') return visible(el, fire);
    if (trigger === 'interaction') return interaction(el, fire);
    return media(trigger.slice('media:'.length), fire, signal);
  }
  return { arm, clicks };
}

/** Parses a `data-load` value; anything else is not a trigger. */
export function parseTrigger(value: string | null | undefined): Trigger | undefined {
  if (value === 'load' || value === 'idle' || value === 'visible' || value === 'interaction') return value;
  if (value?.startsWith('media:') && value.length > 'media:'.length) return value as Trigger;
  return undefined;
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

function createInteraction(signal: AbortSignal): (el: Element, fire: () => void) => Disarm {
  const waiting = new Map<Element, () => void>();
  const onEvent = (event: Event): void => {
    // Nested blocks: the innermost armed block wins, the outer ones wake too.
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      const fire = node instanceof Element ? waiting.get(node) : undefined;
      if (fire) {
        waiting.delete(node as Element);
        fire();
      }
    }
  };
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true, signal });
  signal.addEventListener('abort', () => waiting.clear(), { once: true });
  return (el, fire) => {
    waiting.set(el, fire);
    return () => waiting.delete(el);
  };
}

function createVisible(signal: AbortSignal): (el: Element, fire: () => void) => Disarm {
  if (typeof IntersectionObserver === 'undefined') return (_el, fire) => microtask(fire);
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const fire = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!fire) continue;
        disarm(entry.target);
        fire();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  const disarm = (el: Element): void => {
    waiting.delete(el);
    observer.unobserve(el);
  };
  signal.addEventListener('abort', () => {
    observer.disconnect();
    waiting.clear();
  }, { once: true });
  return (el, fire) => {
    waiting.set(el, fire);
    observer.observe(el);
    return () => disarm(el);
  };
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

function media(query: string, fire: () => void, signal: AbortSignal): Disarm {
  const list = matchMedia(query);
  if (list.matches) return microtask(fire);
  const disarm = (): void => {
    list.removeEventListener('change', onChange);
    signal.removeEventListener('abort', disarm);
  };
  const onChange = (): void => {
    if (!list.matches) return;
    disarm();
    fire();
  };
  list.addEventListener('change', onChange);
  signal.addEventListener('abort', disarm, { once: true });
  return disarm;
}
