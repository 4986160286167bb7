// The triggers the entry carries: `load`, `idle`, `loaded` and `error`. The ones only blocks use
// (visible, interaction, media) come with the blocks chunk. Idle work shares one idle callback; all of
// it is bound to the session's AbortSignal.

import { whenReported } from '../core/errors';
import { microtask } from '../core/microtask';
import { type IdleHandle, requestIdle } from '../core/request-idle';
import type { Disarm, PageTrigger, Trigger } from './trigger-types';

export function createPageTriggers(signal: AbortSignal): (trigger: PageTrigger, fire: () => void) => Disarm {
  const idle = createIdle(signal);
  return (trigger, fire) => {
    if (trigger === 'load') return microtask(fire);
    if (trigger === 'idle') return idle(fire);
    if (trigger === 'loaded') return afterLoad(() => idle(fire), signal);
    return afterLoad(() => whenReported(fire), signal);
  };
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
  const onLoad = (): void => {
    disarm = fire();
  };
  window.addEventListener('load', onLoad, { once: true, signal });
  return () => {
    window.removeEventListener('load', onLoad);
    disarm?.();
  };
}

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
  signal.addEventListener(
    'abort',
    () => {
      handle?.cancel();
      queue.clear();
    },
    { once: true },
  );
  return (fire) => {
    queue.add(fire);
    handle ??= requestIdle(run);
    return () => queue.delete(fire);
  };
}
