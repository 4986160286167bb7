// The triggers only blocks use: interaction, visible and media. They travel in the blocks chunk, so a
// page without blocks does not carry them. Each kind shares one listener or observer for all its blocks.

import { microtask } from '../core/microtask';
import { type Arm, type BlockTrigger, type Disarm, INTERACTION_EVENTS } from './trigger-types';

export const VISIBLE_MARGIN = '200px';

export function createBlockTriggers(signal: AbortSignal): Arm<BlockTrigger> {
  const interaction = createInteraction(signal);
  const visible = createVisible(signal);
  return (trigger, el, fire) => {
    if (trigger === 'visible') return visible(el, fire);
    if (trigger === 'interaction') return interaction(el, fire);
    return media(trigger.slice('media:'.length), fire, signal);
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
