import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReportedError } from '../../src/core/errors';
import type { MountContext, Teardown } from '../../src/island/feature';
import { island } from '../../src/island/island';
import { IslandTree, identifierPrefix } from '../../src/island/island-tree';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

function Thrower({ label }: { label: string }): never {
  throw new Error(`cannot render ${label}`);
}

const teardowns: Teardown[] = [];

afterEach(() => {
  for (const teardown of teardowns.splice(0)) teardown();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function block(id: string, html = ''): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

function ctx(name: string, fail = vi.fn()): MountContext {
  return { name, context: {}, signal: new AbortController().signal, fail, load: () => Promise.reject(new Error('no chunks here')) };
}

describe('island', () => {
  it('client-renders without data-ssr and resolves once live', async () => {
    const el = block('a', '<p>server</p>');
    teardowns.push(await island(Counter).mount(el, { label: 'A' }, ctx('counter')));
    expect(el.textContent).toBe('A 0');
    el.querySelector('button')!.click();
    await vi.waitFor(() => expect(el.textContent).toBe('A 1'));
  });

  it('hydrates server HTML with data-ssr, keeping the very nodes, with no recoverable error', async () => {
    const html = renderToString(
      <IslandTree>
        <Counter label="H" />
      </IslandTree>,
      { identifierPrefix: identifierPrefix('h') },
    );
    const el = block('h', html);
    el.setAttribute('data-ssr', '');
    const serverButton = el.querySelector('button');
    const reports: unknown[] = [];
    const stop = onReportedError((report) => reports.push(report));
    teardowns.push(await island(Counter).mount(el, { label: 'H' }, ctx('counter')));
    stop();
    expect(el.querySelector('button')).toBe(serverButton);
    serverButton!.click();
    await vi.waitFor(() => expect(el.textContent).toBe('H 1'));
    expect(reports).toEqual([]);
  });

  it('a throwing island rejects and leaves the island beside it working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = block('bad', '<p>server bad</p>');
    const good = block('good');
    // The expectation is attached at once: the rejection may come while the other island mounts.
    const failing = expect(island(Thrower).mount(bad, { label: 'bad' }, ctx('thrower'))).rejects.toThrow('cannot render bad');
    teardowns.push(await island(Counter).mount(good, { label: 'G' }, ctx('counter')));
    await failing;
    expect(good.textContent).toBe('G 0');
  });

  it('a render error after the island is live goes to ctx.fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // biome-ignore lint/correctness/noComponentHookFactories: a component made for this one test, rendered once
    function Fragile() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('broke later');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          fragile
        </button>
      );
    }
    const fail = vi.fn();
    const el = block('f');
    teardowns.push(await island(Fragile).mount(el, {}, ctx('fragile', fail)));
    el.querySelector('button')!.click();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'broke later' })));
  });

  it('the teardown unmounts the root', async () => {
    const el = block('t');
    const teardown = await island(Counter).mount(el, { label: 'T' }, ctx('counter'));
    teardown();
    expect(el.innerHTML).toBe('');
  });
});
