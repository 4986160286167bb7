// A form in a block that could not start has no way to send: our server HTML names no action, and a
// native submit would reload the page, losing what was typed (or, with no method, put it in the address).
// Its submit is stopped; the visitor is told the form cannot send (spec 000 §8), with a button that starts
// the block again and sends once it is live. A form with an action on this site is the page's own (a
// search), and goes; one without (ours, sent by script) or with an action on another host (the builder's,
// whose inline handler cannot run here) never leaves the page.
// It travels in the blocks chunk and learns of failures from their events, so it costs the entry nothing;
// when the blocks chunk itself did not come, the session loads it as a chunk of its own (unsent-chunk.ts),
// told of the blocks directly. One guard a session, whichever installed it first.

import type { RuntimeEventMap } from '../core/events';
import { formProcessingError, formTryAgain } from '../platform/strings';

type Failure = CustomEvent<RuntimeEventMap['site-runtime:island-error']>;

const NOTE = 'sr-unsent';

/** Tells the guard of a block that could not start, and how to start it again. */
export type Unsent = (element: Element, retry: (() => void) | undefined) => void;

// On the session's signal, so the blocks chunk and the chunk of its own (two copies of this module) share it.
const GUARD = Symbol.for('site-runtime:unsent');

export function stopUnsent(signal: AbortSignal): Unsent {
  const guarded = signal as AbortSignal & { [GUARD]?: Unsent };
  const existing = guarded[GUARD];
  if (existing) return existing;
  // Each block that could not start, and how to start it again (holding what is replayed on it).
  const failed = new Map<Element, (() => void) | undefined>();
  const add: Unsent = (element, retry) => {
    failed.set(element, retry);
  };
  guarded[GUARD] = add;
  const onFailure = (event: Event): void => {
    const { element, retry } = (event as Failure).detail;
    add(element, retry);
  };
  const onSubmit = (event: Event): void => {
    const form = event.target as HTMLFormElement;
    const block = [...failed.keys()].find((el) => el.contains(form));
    if (!block || actsOnThisSite(form)) return;
    // Started since by other means (a refresh() after the blocks chunk failed): its island sends.
    if (block.getAttribute('data-sr-state') === 'live') return void failed.delete(block);
    const retry = failed.get(block);
    event.preventDefault();
    // Where the visitor was (the field of their Enter, the button), given back as it sends again.
    const { activeElement } = document;
    const { submitter } = event as SubmitEvent;
    form.querySelector(`.${NOTE}`)?.remove();
    const note = notice(() => {
      note.remove();
      // Started once, whichever of its forms asked first; without a way to start it, it stays stopped.
      // A retry shared by many blocks (the blocks chunk's) starts them all: none is failed meanwhile.
      if (retry && failed.get(block) === retry) {
        for (const [el, its] of failed) if (its === retry) failed.delete(el);
        retry();
      }
      (activeElement as HTMLElement | null)?.focus();
      if (submitter) submitter.click();
      else form.requestSubmit();
    });
    form.prepend(note);
    note.focus();
  };
  document.addEventListener('site-runtime:island-error', onFailure, { signal });
  document.addEventListener('submit', onSubmit, { capture: true, signal });
  signal.addEventListener(
    'abort',
    () => {
      failed.clear();
      for (const note of document.querySelectorAll(`.${NOTE}`)) note.remove();
    },
    { once: true },
  );
  return add;
}

function actsOnThisSite(form: HTMLFormElement): boolean {
  if (!form.hasAttribute('action')) return false;
  try {
    return new URL(form.action).origin === location.origin;
  } catch {
    return false;
  }
}

/** The message at the top of the form, focused as a form's own error text is, and its retry. */
function notice(onRetry: () => void): HTMLElement {
  const note = document.createElement('p');
  note.className = NOTE;
  note.setAttribute('role', 'alert');
  note.tabIndex = -1;
  note.textContent = formProcessingError;
  const button = note.appendChild(document.createElement('button'));
  button.type = 'button';
  button.textContent = formTryAgain;
  button.addEventListener('click', onRetry, { once: true });
  return note;
}
