// Prefetch: a watched block's chunk and what it imports become `modulepreload` links when the block is
// in view and the browser idle, or at once on intent (pointer over, focus in); once per address; never
// under Save-Data or on 2g; all gone when the page's signal aborts.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefetch } from '../../src/runtime/prefetch';

/** A stand-in IntersectionObserver (jsdom has none): `show(el)` reports `el` in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element): void {
    this.targets.add(el);
  }
  unobserve(el: Element): void {
    this.targets.delete(el);
  }
  disconnect(): void {
    this.targets.clear();
  }
  static show(el: Element): void {
    for (const observer of FakeObserver.all) {
      if (!observer.targets.has(el)) continue;
      const entry = { target: el, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const files = (chunk: string): string[] => [`/dist/chunks/${chunk}-H.js`, '/dist/chunks/react-R.js'];
const preloads = (): string[] =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? '');

let abort: AbortController;
let idleQueue: Array<() => void>;
const idle = (fire: () => void) => {
  idleQueue.push(fire);
  return () => undefined;
};

function block(): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = '<button type="button">Open</button>';
  document.body.append(el);
  return el;
}

beforeEach(() => {
  abort = new AbortController();
  idleQueue = [];
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  abort.abort();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetch', () => {
  it('fetches on intent, at once, each address once', () => {
    const prefetch = createPrefetch(abort.signal, files, idle);
    const a = block();
    const b = block();
    prefetch(a, 'accordion');
    prefetch(b, 'menu');
    expect(preloads()).toEqual([]);
    a.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual(['/dist/chunks/accordion-H.js', '/dist/chunks/react-R.js']);
    b.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // React is already on its way: only the menu's own chunk is added.
    expect(preloads()).toEqual(['/dist/chunks/accordion-H.js', '/dist/chunks/react-R.js', '/dist/chunks/menu-H.js']);
  });

  it('fetches a block in view once the browser is idle, not before', () => {
    const prefetch = createPrefetch(abort.signal, files, idle);
    const el = block();
    prefetch(el, 'accordion');
    FakeObserver.show(el);
    expect(preloads()).toEqual([]);
    for (const fire of idleQueue.splice(0)) fire();
    expect(preloads()).toEqual(['/dist/chunks/accordion-H.js', '/dist/chunks/react-R.js']);
  });

  it('a disarmed block fetches nothing, in view or touched', () => {
    const prefetch = createPrefetch(abort.signal, files, idle);
    const el = block();
    prefetch(el, 'accordion')();
    FakeObserver.show(el);
    for (const fire of idleQueue.splice(0)) fire();
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead under %s', (_name, connection) => {
    vi.stubGlobal('navigator', { ...navigator, connection });
    const prefetch = createPrefetch(abort.signal, files, idle);
    const el = block();
    prefetch(el, 'accordion');
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    FakeObserver.show(el);
    for (const fire of idleQueue.splice(0)) fire();
    expect(preloads()).toEqual([]);
    expect(FakeObserver.all).toEqual([]);
  });

  it('fetches on a 3g connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: '3g' } });
    const prefetch = createPrefetch(abort.signal, files, idle);
    const el = block();
    prefetch(el, 'accordion');
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toHaveLength(2);
  });

  it('a page without a watched block makes no observer; abort removes every link it added', () => {
    const prefetch = createPrefetch(abort.signal, files, idle);
    expect(FakeObserver.all).toEqual([]);
    const el = block();
    prefetch(el, 'accordion');
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toHaveLength(2);
    abort.abort();
    expect(preloads()).toEqual([]);
  });
});
