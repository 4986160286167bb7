// stopUnsent(): a form in a block that could not start (the runtime said so) never sends natively; the
// visitor is told so, with a retry that starts the block again and sends what they asked to send once more.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../src/core/events';
import { formProcessingError } from '../../src/platform/strings';
import { stopUnsent } from '../../src/runtime/unsent';

let abort: AbortController;
let native: string[];

beforeEach(() => {
  abort = new AbortController();
  native = [];
  document.body.innerHTML =
    '<div id="block"><form id="form"><input id="field" name="password"><button id="send">Send</button></form>' +
    '<form id="search" action="/search"><button id="go">Go</button></form></div>' +
    '<div id="other"><form id="mine"><button id="own">Own</button></form></div>';
  // Last in line: what the browser would send.
  document.addEventListener('submit', (event) => native.push(event.defaultPrevented ? 'stopped' : (event.target as Element).id), {
    signal: abort.signal,
  });
});

afterEach(() => abort.abort());

const el = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
/** The runtime's word that a block could not start. */
const fails = (block: HTMLElement, retry: () => void = () => undefined): void => {
  dispatch('site-runtime:island-error', { block: 'form', blockType: 9, element: block, error: new Error('chunk failed'), retry });
};

describe('forms of blocks that could not start', () => {
  it('never send natively: the message is shown at the top, focused, and the field keeps its value', () => {
    stopUnsent(abort.signal);
    fails(el('block'));
    el<HTMLInputElement>('field').value = 'secret';
    el('field').focus();
    el('send').click();
    expect(native).toEqual(['stopped']);
    const alert = el('form').firstElementChild as HTMLElement;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(formProcessingError);
    expect(document.activeElement).toBe(alert);
    expect(el<HTMLInputElement>('field').value).toBe('secret');
    // A second try shows one message, not two.
    el('send').click();
    expect(el('form').querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('"Try again" starts the block again, gives the focus back and sends once more', () => {
    const retry = vi.fn();
    stopUnsent(abort.signal);
    fails(el('block'), retry);
    el('field').focus();
    el<HTMLFormElement>('form').requestSubmit();
    expect(native).toEqual(['stopped']);
    const again = [...el('form').querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    again?.click();
    expect(retry).toHaveBeenCalledOnce();
    expect(el('form').querySelector('[role="alert"]')).toBeNull();
    expect(document.activeElement).toBe(el('field'));
    // Sent again as it was (Enter, no button): here nothing holds it (the runtime's retry would), so it
    // reaches the end of the line, no longer stopped.
    expect(native).toEqual(['stopped', 'form']);
    // Failing again, it is stopped again.
    fails(el('block'));
    el('send').click();
    expect(native).toEqual(['stopped', 'form', 'stopped']);
  });

  it('a block with two stopped forms is started once, whichever "Try again" comes first', () => {
    el('block').insertAdjacentHTML('beforeend', '<form id="second"><button id="send2">Send</button></form>');
    const retry = vi.fn();
    stopUnsent(abort.signal);
    fails(el('block'), retry);
    el('send').click();
    el('send2').click();
    const tries = [...el('block').querySelectorAll('button')].filter((button) => button.textContent === 'Try again');
    expect(tries).toHaveLength(2);
    for (const button of tries) button.click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('sends again with the button the visitor used', () => {
    stopUnsent(abort.signal);
    fails(el('block'));
    const used: Array<string | undefined> = [];
    el('form').addEventListener('submit', (event) => used.push((event as SubmitEvent).submitter?.id));
    el('send').click();
    [...el('form').querySelectorAll('button')].find((button) => button.textContent === 'Try again')?.click();
    expect(used).toEqual(['send', 'send']);
  });

  it('leaves a form with an action of its own, and forms of blocks that started, to the browser', () => {
    stopUnsent(abort.signal);
    fails(el('block'));
    el<HTMLFormElement>('search').requestSubmit();
    el<HTMLFormElement>('mine').requestSubmit();
    expect(native).toEqual(['search', 'mine']);
  });

  it("stops a form with an action on another host (the builder's): it would leave the page", () => {
    el('block').insertAdjacentHTML(
      'beforeend',
      '<form id="builder" method="POST" action="https://builder-host.invalid/"><button id="b">Send</button></form>',
    );
    stopUnsent(abort.signal);
    fails(el('block'));
    el('b').click();
    expect(native).toEqual(['stopped']);
  });

  it('told of blocks directly (the blocks chunk did not come): one retry for all starts them all, once', () => {
    el('other').insertAdjacentHTML('beforeend', '<form id="third"><button id="send3">Send</button></form>');
    const retry = vi.fn();
    const unsent = stopUnsent(abort.signal);
    // One guard a session: installing it again (the blocks chunk, later) gives the same.
    expect(stopUnsent(abort.signal)).toBe(unsent);
    unsent(el('block'), retry);
    unsent(el('other'), retry);
    el('send').click();
    el('send3').click();
    expect(native).toEqual(['stopped', 'stopped']);
    [...el('form').querySelectorAll('button')].find((button) => button.textContent === 'Try again')?.click();
    expect(retry).toHaveBeenCalledOnce();
    // Both blocks are starting again: neither is stopped meanwhile (the runtime holds what they get).
    el('send3').click();
    expect(native).toEqual(['stopped', 'stopped', 'form', 'third']);
  });

  it('takes its messages away when the session ends', () => {
    const session = new AbortController();
    stopUnsent(session.signal);
    fails(el('block'));
    el('send').click();
    session.abort();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    el('send').click();
    expect(native).toEqual(['stopped', 'form']);
  });
});
