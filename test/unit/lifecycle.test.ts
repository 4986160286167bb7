import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureModule } from '../../src/island/feature';
import { blockTable } from '../../src/runtime/block-table';
import { createBlockTriggers } from '../../src/runtime/block-triggers';
import { createRuntime, type Runtime } from '../../src/runtime/lifecycle';
import type { BlockRow, BlocksChunk, PageRow } from '../../src/runtime/rows';
import { RUN_TIMEOUT_MS } from '../../src/runtime/session';
import { inTurns, loadInTurns } from '../../src/runtime/turns';
import unsentChunk from '../../src/runtime/unsent-chunk';

// Numbers the platform table names (the row type takes no others), standing for test features.
const BLOCKS: BlockRow[] = [
  { name: 'counter', match: { blockType: 1 }, trigger: 'load' },
  { name: 'strict', match: { blockType: 2 }, trigger: 'load' },
  { name: 'broken-chunk', match: { blockType: 5 }, trigger: 'load' },
  { name: 'clickable', match: { blockType: 8 }, trigger: 'interaction' },
  { name: 'named', match: { selector: '[data-block="named"]' }, trigger: 'load' },
];
const PAGES: PageRow[] = [{ name: 'banner', match: { when: (context) => context.showAnnouncementBar === true }, trigger: 'load' }];
const blocksChunk: BlocksChunk = { rowFor: blockTable(BLOCKS), chunks: {}, createBlockTriggers, inTurns, loadInTurns };

let mounts: string[];
let teardowns: string[];

/** A feature that writes "live: <text>" into its block and counts mounts and teardowns. */
function textFeature(name: string): FeatureModule {
  return {
    parse(raw) {
      if (name === 'strict' && (typeof raw !== 'object' || raw === null || !('text' in raw))) throw new TypeError('needs text');
      return raw;
    },
    mount(el, props) {
      mounts.push(`${name}:${el.id}`);
      el.textContent = `live: ${(props as { text?: string } | undefined)?.text ?? ''}`;
      return () => teardowns.push(`${name}:${el.id}`);
    },
  };
}

const loadBlocks = vi.fn(async (): Promise<BlocksChunk> => blocksChunk);

/** Keeps the server HTML, as a hydrated island does, and answers clicks on its button once live. */
const clickable: FeatureModule = {
  mount(el) {
    mounts.push(`clickable:${el.id}`);
    const onClick = (): void => void el.setAttribute('data-clicked', 'live');
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  },
};

const load = vi.fn(async (name: string): Promise<FeatureModule> => {
  if (name === 'broken-chunk') throw new Error('chunk failed to load');
  // The guard of unsent forms, loaded when the blocks chunk did not come: the real one.
  if (name === 'unsent') return unsentChunk as FeatureModule<unknown>;
  return name === 'clickable' ? clickable : textFeature(name);
});

function page(html: string, context: object | string | null = {}): void {
  const script =
    context === null
      ? ''
      : `<script type="application/json" id="site-context">${typeof context === 'string' ? context : JSON.stringify(context)}</script>`;
  document.body.innerHTML = `${script}${html}`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let runtime: Runtime;

beforeEach(() => {
  mounts = [];
  teardowns = [];
  load.mockClear();
  loadBlocks.mockClear();
  runtime = createRuntime({ pages: PAGES, version: 'test', load, loadBlocks });
});

afterEach(() => {
  runtime.destroy();
  vi.restoreAllMocks();
});

describe('lifecycle', () => {
  it('goes from not initialized to initialized and announces it', async () => {
    page('');
    const ready = vi.fn();
    document.addEventListener('site-runtime:ready', ready, { once: true });
    expect(runtime.state).toBe('not initialized');
    runtime.init();
    await settle();
    expect(runtime.state).toBe('initialized');
    expect(ready).toHaveBeenCalledOnce();
  });

  it('refuses a second init with a warning and mounts nothing twice', async () => {
    page(`<div id="a" data-block-type="1" data-block-json='{"text":"A"}'>server A</div>`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.init();
    runtime.init();
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('already initialized');
    expect(mounts).toEqual(['counter:a']);
  });

  it('destroy runs every teardown, restores server HTML, and init starts again', async () => {
    page(`<div id="a" data-block-type="1" data-block-json='{"text":"A"}'><b>server A</b></div>`);
    const destroyed = vi.fn();
    document.addEventListener('site-runtime:destroyed', destroyed, { once: true });
    runtime.init();
    await settle();
    const block = document.getElementById('a');
    expect(block?.textContent).toBe('live: A');
    expect(block?.getAttribute('data-sr-state')).toBe('live');

    runtime.destroy();
    expect(teardowns).toEqual(['counter:a']);
    expect(block?.innerHTML).toBe('<b>server A</b>');
    expect(block?.hasAttribute('data-sr-state')).toBe(false);
    expect(runtime.state).toBe('not initialized');
    expect(destroyed).toHaveBeenCalledOnce();

    runtime.init();
    await settle();
    expect(block?.textContent).toBe('live: A');
    expect(mounts).toEqual(['counter:a', 'counter:a']);
  });

  it('destroy before a chunk arrives leaves the block untouched', async () => {
    page(`<div id="a" data-block-type="1" data-block-json='{"text":"A"}'>server A</div>`);
    runtime.init();
    runtime.destroy();
    await settle();
    expect(mounts).toEqual([]);
    expect(document.getElementById('a')?.textContent).toBe('server A');
  });

  it('runs with defaults and one console error when the context is missing or broken', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div id="a" data-block-type="1" data-block-json='{"text":"A"}'></div>`, '{"website": ');
    runtime.init();
    await settle();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('#site-context is not valid JSON');
    expect(mounts).toEqual(['counter:a']);

    runtime.destroy();
    error.mockClear();
    page('', null);
    runtime.init();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('no #site-context');
  });
});

describe('initialized once all initializers run (spec 000 §4)', () => {
  const ready = vi.fn<(event: Event) => void>();
  let chunk: { arrive: () => void; refuse: () => void };

  /** Starts a runtime whose `banner` chunk arrives (or fails) when the test says. */
  function startHeld(pages: PageRow[] = PAGES): void {
    let arrive = (): void => undefined;
    let refuse = (): void => undefined;
    const held = new Promise<FeatureModule>((resolve, reject) => {
      arrive = () => resolve(textFeature('banner'));
      refuse = () => reject(new Error('chunk failed to load'));
    });
    chunk = { arrive, refuse };
    const loadHeld = vi.fn(async (name: string) => (name === 'banner' ? held : load(name)));
    runtime = createRuntime({ pages, version: 'test', load: loadHeld, loadBlocks });
    runtime.init();
  }

  const banner = () => document.querySelector('[data-site-runtime="banner"]');

  beforeEach(() => {
    ready.mockClear();
    document.addEventListener('site-runtime:ready', ready);
  });

  afterEach(() => {
    document.removeEventListener('site-runtime:ready', ready);
    vi.useRealTimers();
  });

  it('waits for a page feature that starts at once to be live', async () => {
    page('', { showAnnouncementBar: true });
    startHeld();
    await settle();
    expect(runtime.state).toBe('not initialized');
    expect(ready).not.toHaveBeenCalled();
    chunk.arrive();
    await settle();
    expect(banner()?.textContent).toBe('live: ');
    expect(runtime.state).toBe('initialized');
    expect(ready).toHaveBeenCalledOnce();
  });

  it('counts a page feature whose chunk failed as run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page('', { showAnnouncementBar: true });
    startHeld();
    await settle();
    expect(runtime.state).toBe('not initialized');
    chunk.refuse();
    await settle();
    expect(banner()?.getAttribute('data-sr-state')).toBe('failed');
    expect(runtime.state).toBe('initialized');
  });

  it('stops waiting for a chunk still on its way after RUN_TIMEOUT_MS, and announces once', async () => {
    vi.useFakeTimers();
    page('', { showAnnouncementBar: true });
    startHeld();
    await vi.advanceTimersByTimeAsync(RUN_TIMEOUT_MS - 1);
    expect(runtime.state).toBe('not initialized');
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.state).toBe('initialized');
    // The late chunk still starts its feature, and announces nothing again.
    chunk.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(banner()?.textContent).toBe('live: ');
    expect(ready).toHaveBeenCalledOnce();
  });

  it('does not wait for a page feature its trigger defers', async () => {
    page('');
    startHeld([{ name: 'banner', match: { when: () => true }, trigger: 'loaded' }]);
    await settle();
    // Its chunk never came: its start-up was the arming.
    expect(runtime.state).toBe('initialized');
    expect(banner()?.getAttribute('data-sr-state')).not.toBe('live');
  });

  it('a destroy while it waits announces nothing and leaves no timer', async () => {
    vi.useFakeTimers();
    page('', { showAnnouncementBar: true });
    startHeld();
    await vi.advanceTimersByTimeAsync(0);
    runtime.destroy();
    expect(vi.getTimerCount()).toBe(0);
    chunk.arrive();
    await vi.advanceTimersByTimeAsync(RUN_TIMEOUT_MS);
    expect(runtime.state).toBe('not initialized');
    expect(ready).not.toHaveBeenCalled();
  });

  it("its own start after the host's init() is quiet; a host's second init() is not", () => {
    page('', { showAnnouncementBar: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startHeld();
    runtime.init(true);
    expect(warn).not.toHaveBeenCalled();
    runtime.init();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('scan', () => {
  it('finds blocks by type and by selector, and ignores unknown types silently', async () => {
    const error = vi.spyOn(console, 'error');
    page(`
      <div id="a" data-block-type="1"></div>
      <div id="b" data-block="named"></div>
      <div id="c" data-block-type="999">unknown</div>`);
    runtime.init();
    await settle();
    expect(mounts.sort()).toEqual(['counter:a', 'named:b']);
    expect(document.getElementById('c')?.textContent).toBe('unknown');
    expect(error).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalledWith('999');
  });

  it('starts page-level features chosen by the context in a container of their own', async () => {
    page('', { showAnnouncementBar: true });
    runtime.init();
    await settle();
    const host = document.querySelector('[data-site-runtime="banner"]');
    expect(host?.textContent).toBe('live: ');
    runtime.destroy();
    expect(document.querySelector('[data-site-runtime="banner"]')).toBeNull();
  });

  it('refresh(root) picks up new blocks and tears down removed ones', async () => {
    page(`<section id="region"><div id="a" data-block-type="1"></div></section>`);
    runtime.init();
    await settle();
    const region = document.getElementById('region');
    region!.innerHTML = `<div id="b" data-block-type="1" data-block-json='{"text":"B"}'></div>`;
    runtime.refresh(region!);
    await settle();
    expect(mounts).toEqual(['counter:a', 'counter:b']);
    expect(teardowns).toEqual(['counter:a']);
    expect(document.getElementById('b')?.textContent).toBe('live: B');
  });

  it('mounts a block inside another block after its parent', async () => {
    page(`<div id="outer" data-block-type="2" data-block-json='{"text":"outer"}'><div id="inner" data-block-type="1"></div></div>`);
    // The outer feature keeps its children, as a hydrated island does.
    load.mockImplementationOnce(async () => ({
      mount(el) {
        mounts.push(`outer:${el.id}`);
        return () => undefined;
      },
    }));
    runtime.init();
    await settle();
    await settle();
    expect(mounts).toEqual(['outer:outer', 'counter:inner']);
  });
});

describe('isolation', () => {
  it('logs the spec message for malformed JSON and skips only that block', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`
      <div id="bad" data-block-type="1" data-block-json='{"text":'>server bad</div>
      <div id="good" data-block-type="1" data-block-json='{"text":"G"}'></div>`);
    const events: string[] = [];
    document.addEventListener('site-runtime:island-error', (event) => events.push((event as CustomEvent<{ block: string }>).detail.block));
    runtime.init();
    await settle();
    expect(error.mock.calls.map((call) => call[0])).toEqual(['Error decoding counter block data.']);
    expect(document.getElementById('bad')?.textContent).toBe('server bad');
    expect(document.getElementById('good')?.textContent).toBe('live: G');
    expect(events).toEqual(['counter']);
  });

  it('logs the spec message for props the feature rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div id="s" data-block-type="2" data-block-json='{"nope":1}'>server s</div><div id="g" data-block-type="1"></div>`);
    runtime.init();
    await settle();
    expect(error.mock.calls[0]?.[0]).toBe('Error evaluating strict block data.');
    expect(document.getElementById('s')?.textContent).toBe('server s');
    expect(mounts).toEqual(['counter:g']);
  });

  it('keeps the server HTML of a block whose chunk fails, reports it and names the block', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div id="x" data-block-type="5">server x</div><div id="g" data-block-type="1"></div>`);
    const detail = new Promise<{ block: string; blockType: number | undefined; element: Element }>((resolve) =>
      document.addEventListener('site-runtime:island-error', (event) => resolve((event as CustomEvent).detail), { once: true }),
    );
    runtime.init();
    await settle();
    const { block, blockType, element } = await detail;
    expect([block, blockType, element.id]).toEqual(['broken-chunk', 5, 'x']);
    expect(document.getElementById('x')?.textContent).toBe('server x');
    expect(document.getElementById('x')?.getAttribute('data-sr-state')).toBe('failed');
    expect(String(error.mock.calls[0]?.[0])).toContain('site-runtime: island:broken-chunk');
    expect(mounts).toEqual(['counter:g']);
  });

  it('restores the server HTML of a block whose mount throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page(`<div id="t" data-block-type="1"><i>server t</i></div><div id="g" data-block-type="2" data-block-json='{"text":"G"}'></div>`);
    load.mockImplementationOnce(async () => ({
      mount(el) {
        el.textContent = 'half-done';
        throw new Error('render failed');
      },
    }));
    runtime.init();
    await settle();
    expect(document.getElementById('t')?.innerHTML).toBe('<i>server t</i>');
    expect(document.getElementById('g')?.textContent).toBe('live: G');
  });
});

describe('the blocks chunk', () => {
  /** Holds the blocks chunk back until `arrive()` (or `fail()`), as a slow network would. */
  function slowBlocks(): { arrive(): Promise<void>; fail(error: Error): Promise<void> } {
    let resolve: (chunk: BlocksChunk) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    loadBlocks.mockImplementationOnce(
      () =>
        new Promise<BlocksChunk>((res, rej) => {
          resolve = res;
          reject = rej;
        }),
    );
    return {
      async arrive() {
        resolve(blocksChunk);
        await settle();
      },
      async fail(error) {
        reject(error);
        await settle();
      },
    };
  }

  const click = (id: string): boolean =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('is not loaded on a page without markers, and loaded once on a page with several', async () => {
    page('<p>No blocks here.</p>');
    runtime.init();
    await settle();
    expect(loadBlocks).not.toHaveBeenCalled();
    runtime.destroy();

    page(`<div id="a" data-block-type="1"></div><div id="b" data-block-type="999"></div><div id="c" data-block="named"></div>`);
    runtime.init();
    runtime.refresh();
    await settle();
    expect(loadBlocks).toHaveBeenCalledOnce();
    expect(mounts.sort()).toEqual(['counter:a', 'named:c']);
  });

  it('wakes a block touched before it arrived, whatever its trigger, and replays the kept click once live', async () => {
    const chunk = slowBlocks();
    page(`<div id="k" data-block-type="8"><button id="k-button">Open</button></div>`);
    runtime.init();
    // An interaction block: without the touch it would wait; the click comes first, before any pointer.
    expect(click('k-button')).toBe(false);
    expect(document.getElementById('k')?.hasAttribute('data-clicked')).toBe(false);
    await chunk.arrive();
    await settle();
    expect(mounts).toEqual(['clickable:k']);
    expect(document.getElementById('k')?.getAttribute('data-sr-state')).toBe('live');
    expect(document.getElementById('k')?.getAttribute('data-clicked')).toBe('live');
  });

  it('lets a block whose media query does not match keep its own trigger, and gives the click back at once', async () => {
    const chunk = slowBlocks();
    page(`<div id="m" data-block-type="8" data-load="media:(min-width: 5000px)"><button id="m-button">Open</button></div>`);
    runtime.init();
    const clicked = vi.fn();
    document.getElementById('m-button')!.addEventListener('click', clicked);
    click('m-button');
    await chunk.arrive();
    expect(clicked).toHaveBeenCalledOnce();
    // Armed, waiting for its query: no state shown until it wakes.
    expect(mounts).toEqual([]);
    expect(document.getElementById('m')?.hasAttribute('data-sr-state')).toBe(false);
  });

  it('gives a marker that is not ours its click back when it arrives: nothing is lost', async () => {
    const chunk = slowBlocks();
    page(`<div id="u" data-block-type="999"><a id="u-link" href="#there">Go</a></div>`);
    runtime.init();
    const seen: boolean[] = [];
    document.getElementById('u-link')!.addEventListener('click', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    expect(click('u-link')).toBe(false);
    expect(seen).toEqual([]);
    await chunk.arrive();
    expect(seen).toEqual([false]);
    expect(mounts).toEqual([]);
  });

  it('keeps every server HTML when it fails to load, says so once, replays kept clicks, and a refresh tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = slowBlocks();
    page(`<div id="a" data-block-type="1">server a</div><div id="k" data-block-type="8"><button id="k-button">Open</button></div>`);
    runtime.init();
    const clicked = vi.fn();
    document.getElementById('k-button')!.addEventListener('click', clicked);
    click('k-button');
    await chunk.fail(new Error('offline'));
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toBe('site-runtime: blocks:');
    expect(clicked).toHaveBeenCalledOnce();
    expect(document.getElementById('a')?.textContent).toBe('server a');
    expect(mounts).toEqual([]);
    // The guard of unsent forms came first, on its own: a form of those blocks never submits natively.
    expect(load).toHaveBeenCalledWith('unsent');
    document.getElementById('a')!.innerHTML = '<form id="f"><button id="send">Send</button></form>';
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted, { once: true });
    click('send');
    expect(submitted).toHaveReturnedWith(true);
    expect(document.querySelector('#f [role="alert"]')?.textContent).toContain('Error processing form submission.');

    runtime.refresh();
    await settle();
    expect(loadBlocks).toHaveBeenCalledTimes(2);
    expect(mounts).toEqual(['counter:a']);
    // Live now: its forms are its island's again, never stopped by the guard.
    document.getElementById('a')!.innerHTML = '<form id="g"><button id="go">Send</button></form>';
    document.getElementById('g')!.addEventListener('submit', (event) => event.preventDefault());
    const live = vi.fn((event: Event) => (event.target as Element).querySelector('[role="alert"]') === null);
    document.addEventListener('submit', live, { once: true });
    click('go');
    expect(live).toHaveReturnedWith(true);
  });

  it('starts nothing when the runtime was destroyed while it loaded', async () => {
    const chunk = slowBlocks();
    page(`<div id="a" data-block-type="1">server a</div>`);
    runtime.init();
    runtime.destroy();
    await chunk.arrive();
    expect(mounts).toEqual([]);
    expect(document.getElementById('a')?.hasAttribute('data-sr-state')).toBe(false);
  });
});
