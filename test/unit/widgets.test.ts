// The summary and external-gallery features over the data layer (fetch stood in for): the form the
// host gets, the rendering sanitized into the block, failures that leave the server HTML; and the
// embed feature's data rules and the frame it draws.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONTEXT } from '../../fixtures/pages/site';
import { mountWidget } from '../../src/core/widget-rendering';
import embed from '../../src/features/embed/index';
import { providerFrame } from '../../src/features/embed/provider-frame';
import externalGallery from '../../src/features/external-gallery/index';
import summary from '../../src/features/summary/index';
import type { MountContext } from '../../src/island/feature';

let bodies: URLSearchParams[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  bodies = [];
  answer = () => new Response(JSON.stringify({ html: '<p>rendered</p>' }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(new URLSearchParams(String(init.body)));
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function block(type: number, inner = '<p>server html</p>', id = 'block-abc'): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.setAttribute('data-block-type', String(type));
  el.innerHTML = `<div class="sqs-block-content">${inner}</div>`;
  document.body.append(el);
  return el;
}

function tools() {
  const controller = new AbortController();
  const fail = vi.fn();
  return { controller, fail, ctx: { signal: controller.signal, fail } };
}

/** Settles the data layer's promise chain. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountWidget', () => {
  it('posts widgetJSON {type, id, value} (and collectionId) form-encoded, and puts the rendering in the content', async () => {
    const el = block(55);
    const { ctx, fail } = tools();
    mountWidget(el, { collectionId: 'c1', design: 'list' }, 'c1', ctx);
    await vi.waitFor(() => expect(el.textContent).toBe('rendered'));
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]?.get('widgetJSON') ?? '')).toEqual({ type: 55, id: 'abc', value: { collectionId: 'c1', design: 'list' } });
    expect(bodies[0]?.get('collectionId')).toBe('c1');
    expect(fail).not.toHaveBeenCalled();
  });

  it('sanitizes the rendering: no script, no handler, no javascript: link; builder images kept for the loader', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          html:
            '<script>window.bad = 1</script><a href="javascript:alert(1)">x</a><img src="x" onerror="window.bad = 2">' +
            '<img data-src="/images/a-300x200.jpg" data-image-dimensions="300x200" alt="a">',
        }),
      );
    const el = block(27);
    mountWidget(el, {}, undefined, tools().ctx);
    await vi.waitFor(() => expect(el.querySelector('a')).not.toBeNull());
    expect(el.querySelector('script')).toBeNull();
    expect(el.querySelector('[onerror]')).toBeNull();
    expect(el.querySelector('a')?.getAttribute('href')).toBeNull();
    // The image loader reserved its box from its dimensions.
    expect(el.querySelector('img[data-src]')?.getAttribute('width')).toBe('300');
    expect(bodies[0]?.has('collectionId')).toBe(false);
  });

  it.each([
    ['a 500', () => new Response('', { status: 500 })],
    ['an answer without html', () => new Response(JSON.stringify({ nope: 1 }))],
    ['invalid JSON', () => new Response('<html>')],
  ])('%s: fail() is called and the server HTML stays', async (_name, failing) => {
    answer = failing;
    const el = block(55);
    const { ctx, fail } = tools();
    mountWidget(el, {}, undefined, ctx);
    await vi.waitFor(() => expect(fail).toHaveBeenCalledOnce());
    expect(el.textContent).toBe('server html');
  });

  it('torn down before the answer: nothing replaced, nothing failed', async () => {
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const el = block(55);
    const { ctx, fail, controller } = tools();
    const teardown = mountWidget(el, {}, undefined, ctx);
    await settle();
    controller.abort();
    teardown();
    release(new Response(JSON.stringify({ html: '<p>late</p>' })));
    await settle();
    expect(el.textContent).toBe('server html');
    expect(fail).not.toHaveBeenCalled();
  });

  it('throws for a block without an id', () => {
    expect(() => mountWidget(block(55, '', ''), {}, undefined, tools().ctx)).toThrow(/has no id/);
  });
});

const mountContext = (fail = vi.fn()): MountContext =>
  ({ name: 'x', context: SITE_CONTEXT, signal: new AbortController().signal, fail, load: vi.fn() }) as MountContext;

describe('summary', () => {
  it('reads its JSON; an events summary (by its data or the builder class) sends its collectionId', async () => {
    expect(() => summary.parse?.('x', SITE_CONTEXT)).toThrow(/must be an object/);
    expect(() => summary.parse?.({ collectionId: 4 }, SITE_CONTEXT)).toThrow(/"collectionId" must be a non-empty string/);
    const props = summary.parse?.({ collectionId: 'ev1' }, SITE_CONTEXT);
    if (!props) throw new Error('no props');
    const blog = block(55);
    await summary.mount(blog, props, mountContext());
    const events = block(55, '<div class="summary-block-collection-type-events"></div>', 'block-ev');
    await summary.mount(events, props, mountContext());
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.get('collectionId'))).toEqual([null, 'ev1']);
  });

  it('refuses an events summary without a collectionId', () => {
    const props = summary.parse?.({ collectionType: 'events' }, SITE_CONTEXT);
    if (!props) throw new Error('no props');
    expect(() => summary.mount(block(55), props, mountContext())).toThrow(/needs a "collectionId"/);
  });

  it('external gallery: its JSON is the value', () => {
    expect(() => externalGallery.parse?.([], SITE_CONTEXT)).toThrow(/must be an object/);
    expect(externalGallery.parse?.({ albumId: 'a' }, SITE_CONTEXT)).toEqual({ albumId: 'a' });
  });
});

describe('embed', () => {
  it('reads html and providerName; refuses other types', () => {
    expect(embed.parse?.(undefined, SITE_CONTEXT)).toEqual({});
    expect(embed.parse?.({ html: '<p>x</p>', providerName: 'P', url: 'u' }, SITE_CONTEXT)).toEqual({ html: '<p>x</p>', providerName: 'P' });
    expect(() => embed.parse?.({ html: 3 }, SITE_CONTEXT)).toThrow(/"html" must be a string/);
    expect(() => embed.parse?.({ providerName: [] }, SITE_CONTEXT)).toThrow(/"providerName" must be a string/);
    expect(() => embed.parse?.('x', SITE_CONTEXT)).toThrow(/must be an object/);
  });

  it("draws a sandboxed frame (scripts, never the page's origin) in the wrapper; the html falls back to data-html", async () => {
    const el = block(22, '<div class="embed-block-wrapper" data-html="&lt;p&gt;hi&lt;/p&gt;"></div>');
    const teardown = await embed.mount(el, {}, mountContext());
    const frame = el.querySelector('.embed-block-wrapper > iframe');
    expect(frame?.getAttribute('sandbox')?.split(' ')).toContain('allow-scripts');
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame?.getAttribute('src')).toMatch(/\/embed-frame\.html$/);
    expect(frame?.getAttribute('title')).toBe('Embedded content');
    teardown();
    expect(el.querySelector('iframe')).toBeNull();
  });

  it('without html anywhere, mount throws (the runtime keeps the server HTML)', () => {
    expect(() => embed.mount(block(22, '<div class="embed-block-wrapper"></div>'), {}, mountContext())).toThrow(/has no html/);
  });
});

describe("an embed that is only a provider's frame", () => {
  it('is drawn as that frame with its safe attributes only, its address decoded', () => {
    const frame = providerFrame(
      ' <iframe src="https://player.example/v/1?a=1&amp;b=2" width=560 height=\'315\' allowfullscreen ' +
        'onload="x()" style="x" title="Film"></iframe>\n',
      'Embedded content',
    );
    expect(frame?.getAttribute('src')).toBe('https://player.example/v/1?a=1&b=2');
    expect(frame?.getAttribute('width')).toBe('560');
    expect(frame?.getAttribute('height')).toBe('315');
    expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame?.hasAttribute('onload')).toBe(false);
    expect(frame?.hasAttribute('style')).toBe(false);
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    expect(frame?.title).toBe('Film');
    expect(providerFrame('<iframe src="https://player.example/"></iframe>', 'Embedded content')?.title).toBe('Embedded content');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('keeps &%s; as written: no prototype is a character', (name) => {
    const frame = providerFrame(`<iframe src="https://player.example/v?a=&${name};"></iframe>`, 'Embedded content');
    expect(frame?.getAttribute('src')).toBe(`https://player.example/v?a=&${name};`);
  });

  it.each([
    ['a javascript: address', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an http address', '<iframe src="http://player.example/"></iframe>'],
    ["the page's own origin", `<iframe src="${location.origin}/x"></iframe>`],
    ['a relative address', '<iframe src="/x"></iframe>'],
    ['no address', '<iframe></iframe>'],
    ['more than the frame', '<iframe src="https://player.example/"></iframe><script src="https://x.example/a.js"></script>'],
    ['a frame with content', '<iframe src="https://player.example/"><p>x</p></iframe>'],
    ['no frame', '<p>text</p>'],
  ])('%s takes the sandboxed frame', (_name, html) => {
    expect(providerFrame(html, 'Embedded content')).toBeNull();
  });
});
