// The triggers only blocks use: interaction, visible and media, and `touched`, the interaction that
// wakes a deferred island. They travel in the blocks chunk, so a page without blocks does not carry
// them. Each kind shares one listener or observer for all its blocks. A block waiting for its first
// interaction has its code fetched ahead (prefetch.ts), so that interaction answers at once.

import { microtask } from '../core/microtask';
import type { MountContext } from '../island/feature';
import type { ClickHold } from './click-hold';
import { createPrefetch } from './prefetch';
import { type Arm, type BlockTrigger, type Disarm, INTERACTION_EVENTS } from './trigger-types';

export const VISIBLE_MARGIN = '200px';

export interface BlockTriggers {
  arm: Arm<BlockTrigger>;
  /** MountContext.touched for a block. */
  touched(el: HTMLElement, signal: AbortSignal): NonNullable<MountContext['touched']>;
}

export interface BlockTriggerTools {
  /** The page's idle queue (the entry's). */
  idle(fire: () => void): Disarm;
  clicks: ClickHold;
  /** The addresses of a chunk and of the chunks it imports, for prefetch. */
  files(chunk: string): string[];
}

export function createBlockTriggers(signal: AbortSignal, { idle, clicks, files }: BlockTriggerTools): BlockTriggers {
  const interaction = createInteraction(signal);
  const visible = createVisible(signal);
  const prefetch = createPrefetch(signal, files, idle);
  /** Fires at the first interaction; until then the chunk it will need is fetched ahead. */
  const untilTouched = (el: Element, fire: () => void, chunk: string | undefined): Disarm => {
    const unwatch = chunk === undefined ? undefined : prefetch(el, chunk);
    const disarm = interaction(el, () => {
      unwatch?.();
      fire();
    });
    return () => {
      disarm();
      unwatch?.();
    };
  };
  /** Fires when the block comes near the viewport, or at a touch before that: focus moved there (a script,
   *  a skip link) and Enter pressed in the same frame would otherwise submit a sleeping form natively. */
  const seenOrTouched = (el: Element, fire: () => void): Disarm => {
    const once = (): void => {
      offSeen();
      offTouched();
      fire();
    };
    const offTouched = interaction(el, once);
    const offSeen = visible(el, once);
    return () => {
      offSeen();
      offTouched();
    };
  };
  return {
    arm(trigger, el, fire, chunk) {
      if (trigger === 'visible') return seenOrTouched(el, fire);
      if (trigger === 'interaction') return untilTouched(el, fire, chunk);
      return media(trigger.slice('media:'.length), fire, signal);
    },
    touched: (el, blockSignal) => (island) =>
      new Promise((resolve) => {
        const disarm = untilTouched(
          el,
          () => {
            // In the same dispatch as the interaction, so its click is held.
            clicks.hold(el);
            resolve(() => clicks.release(el, true));
          },
          island,
        );
        blockSignal.addEventListener('abort', disarm, { once: true });
      }),
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
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true, signal });
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
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      waiting.clear();
    },
    { once: true },
  );
  return (el, fire) => {
    waiting.set(el, fire);
    observer.observe(el);
    return () => disarm(el);
  };
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
