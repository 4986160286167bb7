// The triggers only blocks use: interaction (with the click hold), visible and media. A chunk of its
// own, loaded once the page has a block, so a page without blocks does not carry it.

import { createClickHold, type ClickHold } from './click-hold';
import { INTERACTION_EVENTS, type Disarm } from './triggers';

export type BlockTrigger = 'visible' | 'interaction' | `media:${string}`;

export interface BlockTriggers {
  arm(trigger: BlockTrigger, el: Element, fire: () => void): Disarm;
  readonly clicks: ClickHold;
}

export const VISIBLE_MARGIN = '200px';

export function createBlockTriggers(signal: AbortSignal): BlockTriggers {
  const interaction = createInteraction(signal);
  // After the interaction listeners, so a click that wakes a block is held in the same dispatch.
  const clicks = createClickHold(signal);
  const visible = createVisible(signal);
  return {
    clicks,
    arm(trigger, el, fire) {
      if (trigger === 'visible') return visible(el, fire);
      if (trigger === 'interaction') return interaction(el, fire);
      return media(trigger.slice('media:'.length), fire, signal);
    },
  };
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
  if (typeof IntersectionObserver === 'undefined') return (_el, fire) => soon(fire);
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

function media(query: string, fire: () => void, signal: AbortSignal): Disarm {
  const list = matchMedia(query);
  if (list.matches) return soon(fire);
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

function soon(fire: () => void): Disarm {
  let armed = true;
  queueMicrotask(() => armed && fire());
  return () => (armed = false);
}
