import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlockTriggers } from '../../src/runtime/block-triggers';
import { createClickHold } from '../../src/runtime/click-hold';

let abort: AbortController;

beforeEach(() => {
  abort = new AbortController();
  document.body.innerHTML = '<div id="block"><button id="inner">Open</button></div><div id="other"></div>';
});

afterEach(() => {
  abort.abort();
  vi.restoreAllMocks();
});

const el = (id: string) => document.getElementById(id)!;
const click = (target: Element): boolean => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
/** After this, whatever the release replayed has run. */
const replayed = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

describe('click hold', () => {
  it('holds the click that woke a block, in the same dispatch, and replays it on the same element once live', async () => {
    const clicks = createClickHold(abort.signal);
    // Armed after the hold exists: the trigger listens on window, ahead of the hold on document.
    const { arm } = createBlockTriggers(abort.signal, { idle: () => () => undefined, clicks, files: () => [] });
    arm('interaction', el('block'), () => clicks.hold(el('block')));
    const seen: string[] = [];
    el('inner').addEventListener('click', (event) => seen.push(event.defaultPrevented ? 'prevented' : 'click'));
    expect(click(el('inner'))).toBe(false);
    expect(seen).toEqual([]);
    clicks.release(el('block'), true);
    await replayed();
    expect(seen).toEqual(['click']);
  });

  it('replays on the element at the same place when the island re-rendered the block', async () => {
    const clicks = createClickHold(abort.signal);
    clicks.hold(el('block'));
    el('inner').click();
    el('block').innerHTML = '<button id="fresh">Open</button>';
    const fresh = vi.fn();
    el('fresh').addEventListener('click', fresh);
    clicks.release(el('block'), true);
    await replayed();
    expect(fresh).toHaveBeenCalledOnce();
  });

  it('keeps every click and submit, and replays each once, in order', async () => {
    document.body.innerHTML =
      '<div id="block"><form id="form"><input id="field" name="q"><button id="send">Send</button></form>' +
      '<button id="more">More</button></div>';
    const clicks = createClickHold(abort.signal);
    const seen: string[] = [];
    el('more').addEventListener('click', () => seen.push('more'));
    el('form').addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit:${(event as SubmitEvent).submitter?.id ?? 'enter'}`);
    });
    clicks.hold(el('block'));
    el('more').click();
    // A submit with no click before it (Enter in a form without a button, a script's requestSubmit).
    (el('form') as HTMLFormElement).requestSubmit();
    el('send').click();
    expect(seen).toEqual([]);
    clicks.release(el('block'), true);
    await replayed();
    expect(seen).toEqual(['more', 'submit:enter', 'submit:send']);
  });

  it('drops what it kept when the block is torn down', async () => {
    const clicks = createClickHold(abort.signal);
    const clicked = vi.fn();
    el('inner').addEventListener('click', clicked);
    clicks.hold(el('block'));
    el('inner').click();
    el('inner').click();
    clicks.release(el('block'), false);
    await replayed();
    expect(clicked).not.toHaveBeenCalled();
    // Released: clicks pass again.
    el('inner').click();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('leaves clicks and submits elsewhere alone', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="outside"></form>');
    const clicks = createClickHold(abort.signal);
    clicks.hold(el('block'));
    expect(click(document.body)).toBe(true);
    expect(click(el('other'))).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    expect(el('outside').dispatchEvent(submit)).toBe(true);
    clicks.release(el('block'), true);
    expect(click(el('inner'))).toBe(true);
  });

  it('holds nothing once its session is over', () => {
    const clicks = createClickHold(abort.signal);
    clicks.hold(el('block'));
    abort.abort();
    expect(click(el('inner'))).toBe(true);
    clicks.hold(el('block'));
    expect(click(el('inner'))).toBe(true);
  });
});
