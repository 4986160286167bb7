// deferred(): the light part at the block's trigger, the island only at the first touch (or at once
// when there is no server HTML to keep, it must act alone, or focus is already inside), the held
// click given back once the island is live, and teardown whatever the moment.

import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { deferred } from '../../src/island/deferred';
import type { FeatureModule, MountContext, Teardown } from '../../src/island/feature';

afterEach(() => {
  document.body.innerHTML = '';
});

function block(ssr = true): HTMLElement {
  const el = document.createElement('div');
  if (ssr) el.setAttribute('data-ssr', '');
  el.innerHTML = '<input aria-label="Name">';
  document.body.append(el);
  return el;
}

interface Harness {
  ctx: MountContext;
  /** The visitor touches the block. */
  touch(): void;
  /** Called once the island is live (the held click replayed). */
  replayed: Mock<() => void>;
  islandMount: Mock<() => Teardown | Promise<Teardown>>;
  islandDown: Mock<Teardown>;
  loaded: string[];
  abort(): void;
}

function harness({ touchable = true, islandFails = false } = {}): Harness {
  const abort = new AbortController();
  const loaded: string[] = [];
  const replayed = vi.fn<() => void>();
  const islandDown = vi.fn<Teardown>();
  const islandMount = vi.fn<() => Teardown | Promise<Teardown>>(() => islandDown);
  let touch = (): void => undefined;
  const module: FeatureModule = { mount: islandMount };
  const ctx: MountContext = {
    name: 'form',
    context: {},
    signal: abort.signal,
    fail: vi.fn(),
    load: async (name) => {
      loaded.push(name);
      if (islandFails) throw new Error('chunk failed');
      return module;
    },
    ...(touchable
      ? {
          touched: () =>
            new Promise<() => void>((resolve) => {
              touch = () => resolve(replayed);
            }),
        }
      : {}),
  };
  return { ctx, touch: () => touch(), replayed, islandMount, islandDown, loaded, abort: () => abort.abort() };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

describe('deferred', () => {
  it('runs the light part at mount and loads no island until the first touch', async () => {
    const light = vi.fn(() => undefined);
    const feature = deferred<{ id: string }>({ island: 'form.island', light });
    const el = block();
    const h = harness();
    await feature.mount(el, { id: 'a' }, h.ctx);
    expect(light).toHaveBeenCalledWith(el, { id: 'a' }, h.ctx);
    await settle();
    expect(h.loaded).toEqual([]);
    expect(el.getAttribute('data-sr-island')).toBe('asleep');

    h.touch();
    await settle();
    expect(h.loaded).toEqual(['form.island']);
    expect(h.islandMount).toHaveBeenCalledWith(el, { id: 'a' }, h.ctx);
    expect(el.getAttribute('data-sr-island')).toBe('awake');
    // The held click goes back only once the island is live.
    expect(h.replayed).toHaveBeenCalledTimes(1);
    expect(h.islandMount.mock.invocationCallOrder[0]).toBeLessThan(h.replayed.mock.invocationCallOrder[0] ?? 0);
  });

  it('starts the island at once without server HTML, when it must act alone, or with focus inside', async () => {
    const now = (props: { captcha: boolean }): boolean => props.captcha;
    const feature = deferred({ island: 'form.island', now });
    const cases: Array<[HTMLElement, { captcha: boolean }]> = [
      [block(false), { captcha: false }],
      [block(), { captcha: true }],
    ];
    const focused = block();
    focused.querySelector('input')?.focus();
    cases.push([focused, { captcha: false }]);
    for (const [el, props] of cases) {
      const h = harness();
      await feature.mount(el, props, h.ctx);
      expect(h.loaded).toEqual(['form.island']);
      expect(el.getAttribute('data-sr-island')).toBe('awake');
    }
  });

  it('starts at once where the runtime offers no touch (a page-level mount)', async () => {
    const h = harness({ touchable: false });
    await deferred({ island: 'form.island' }).mount(block(), {}, h.ctx);
    expect(h.loaded).toEqual(['form.island']);
  });

  it('an island that fails to load is handed to fail() as untouched (its server HTML kept), its click not replayed', async () => {
    const h = harness({ islandFails: true });
    const el = block();
    await deferred({ island: 'form.island' }).mount(el, {}, h.ctx);
    h.touch();
    await settle();
    expect(h.ctx.fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }), true);
    expect(h.replayed).not.toHaveBeenCalled();
  });

  it('an island that must start at once and cannot load fails as untouched too', async () => {
    const h = harness({ islandFails: true });
    await deferred({ island: 'form.island', now: () => true }).mount(block(), {}, h.ctx);
    expect(h.ctx.fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }), true);
  });

  it('an island that fails as it mounts is handed to fail() to restore the server HTML', async () => {
    const h = harness();
    h.islandMount.mockRejectedValue(new Error('render failed'));
    await deferred({ island: 'form.island' }).mount(block(), {}, h.ctx);
    h.touch();
    await settle();
    expect(h.ctx.fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(h.replayed).not.toHaveBeenCalled();
  });

  it('teardown removes the light part and the island, and leaves no mark', async () => {
    const lightDown = vi.fn();
    const el = block();
    const h = harness();
    const teardown = await deferred({ island: 'form.island', light: () => lightDown }).mount(el, {}, h.ctx);
    h.touch();
    await settle();
    teardown();
    expect(h.islandDown).toHaveBeenCalledTimes(1);
    expect(lightDown).toHaveBeenCalledTimes(1);
    expect(el.hasAttribute('data-sr-island')).toBe(false);
  });

  it('a block torn down as its island starts never mounts it, and replays nothing', async () => {
    const el = block();
    const h = harness();
    const teardown = await deferred({ island: 'form.island' }).mount(el, {}, h.ctx);
    h.touch();
    h.abort();
    teardown();
    await settle();
    expect(h.islandMount).not.toHaveBeenCalled();
    expect(h.replayed).not.toHaveBeenCalled();
    expect(el.hasAttribute('data-sr-island')).toBe(false);
  });

  it('an island that finishes mounting after teardown is unmounted at once', async () => {
    const el = block();
    const h = harness();
    let mounted = (): void => undefined;
    h.islandMount.mockImplementation(
      () =>
        new Promise<Teardown>((resolve) => {
          mounted = () => resolve(h.islandDown);
        }),
    );
    const teardown = await deferred({ island: 'form.island' }).mount(el, {}, h.ctx);
    h.touch();
    await settle();
    expect(h.islandMount).toHaveBeenCalledTimes(1);
    h.abort();
    teardown();
    mounted();
    await settle();
    expect(h.islandDown).toHaveBeenCalledTimes(1);
    expect(h.replayed).not.toHaveBeenCalled();
    expect(el.hasAttribute('data-sr-island')).toBe(false);
  });
});
