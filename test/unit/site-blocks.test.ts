// The rules of the search, social links, shape and scaled text blocks that need no layout: their data,
// the search address, the icons' names, the fit's search for a size (with a stand-in for measuring).

import { describe, expect, it, vi } from 'vitest';
import { SITE_CONTEXT } from '../../fixtures/pages/site';
import scaledText from '../../src/features/scaled-text';
import { fitText, MAX_FONT_SIZE, MIN_FONT_SIZE } from '../../src/features/scaled-text/fit';
import search from '../../src/features/search';
import shape from '../../src/features/shape';
import { networkName } from '../../src/platform/social-networks';

const parse = <P>(feature: { parse?: (raw: unknown, context: typeof SITE_CONTEXT) => P }, raw: unknown): P => {
  if (!feature.parse) throw new Error('no parse');
  return feature.parse(raw, SITE_CONTEXT);
};

describe('fitText', () => {
  const text = (): HTMLElement => document.createElement('p');

  it('keeps the set size when the text fits', () => {
    const el = text();
    expect(fitText(el, 64, () => false)).toBe(64);
    expect(el.style.fontSize).toBe('64px');
  });

  it('starts at most from MAX_FONT_SIZE: each step is a layout, a set size of 1e308 is not 1,000 of them', () => {
    const el = text();
    let steps = 0;
    const overflows = (): boolean => {
      steps += 1;
      return Number.parseFloat(el.style.fontSize) > 20;
    };
    expect(fitText(el, Number.MAX_VALUE, overflows)).toBe(20);
    expect(steps).toBeLessThanOrEqual(Math.ceil(Math.log2(MAX_FONT_SIZE)) + 1);
    expect(() => scaledText.parse?.({ fontSize: MAX_FONT_SIZE + 1 }, {})).toThrow(`from ${MIN_FONT_SIZE} to ${MAX_FONT_SIZE}`);
  });

  it('finds the largest size that fits', () => {
    const el = text();
    const overflows = (): boolean => Number.parseFloat(el.style.fontSize) > 37;
    expect(fitText(el, 64, overflows)).toBe(37);
    expect(el.style.fontSize).toBe('37px');
  });

  it('never goes under 11 px (spec 001 §9), even when nothing fits or the set size is smaller', () => {
    expect(MIN_FONT_SIZE).toBe(11);
    const el = text();
    const sizes: number[] = [];
    fitText(el, 200, () => sizes.push(Number.parseFloat(el.style.fontSize)) > 0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    expect(el.style.fontSize).toBe('11px');
    expect(fitText(el, 8, () => true)).toBe(11);
  });
});

describe('block data', () => {
  it('search: the placeholder and a collection id, or nothing', () => {
    expect(parse(search, undefined)).toEqual({ placeholder: '', collectionId: null });
    expect(parse(search, { searchPlaceholder: ' Find ', collectionId: '64a0f1e2d3c4b5a697887766' })).toEqual({
      placeholder: 'Find',
      collectionId: '64a0f1e2d3c4b5a697887766',
    });
    expect(() => parse(search, { collectionId: 'x' })).toThrow(/"collectionId" must be a collection id or null/);
    expect(() => parse(search, { searchPlaceholder: 3 })).toThrow(/"searchPlaceholder" must be a string/);
    expect(() => parse(search, [])).toThrow(/must be an object/);
  });

  it('shape: the sizing classes 100, 150 and 67 (spec 000 §9), fluid unless stretched', () => {
    expect(parse(shape, { shapeType: 'circle' })).toEqual({ shapeType: 'circle', stretch: false, size: 100, dropShadow: null });
    for (const sizing of [100, 150, 67])
      expect(parse(shape, { shapeType: 'circle', sizing, stretch: true })).toMatchObject({ size: sizing });
    expect(() => parse(shape, { shapeType: 'circle', sizing: 80 })).toThrow(/"sizing" must be one of 100, 150, 67/);
    expect(() => parse(shape, { shapeType: '' })).toThrow(/"shapeType"/);
    expect(() => parse(shape, { shapeType: 'circle', stretch: 'yes' })).toThrow(/"stretch"/);
  });

  it('shape: a fluid rectangle is drawn square, about its centre', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<svg class="sqs-shape" viewBox="0 0 160 100"><path d="M0 0H160V100H0Z"/></svg>';
    const props = parse(shape, { shapeType: 'rectangle', sizing: 150 });
    const teardown = await shape.mount(el, props, {} as never);
    const svg = el.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('30 0 100 100');
    expect(svg?.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
    expect(el.className).toBe('sr-shape sr-shape--150');
    teardown();
    expect(el.className).toBe('');
  });

  it('scaled text: a size in px of at least 11, or the page-drawn one', () => {
    expect(parse(scaledText, undefined)).toEqual({ fontSize: null });
    expect(parse(scaledText, { fontSize: 48 })).toEqual({ fontSize: 48 });
    expect(() => parse(scaledText, { fontSize: 4 })).toThrow(/from 11 to 1000/);
    expect(() => parse(scaledText, { fontSize: '48px' })).toThrow(/"fontSize"/);
  });
});

describe('scaled text refit', () => {
  /** A block whose box reports the width given, its text overflowing above 20 px. */
  function setUp(): { el: HTMLElement; box: HTMLElement; text: HTMLElement; width: { value: number } } {
    const el = document.createElement('div');
    el.innerHTML = '<div class="box"><div class="sqs-scaled-text"><p>Fresh bread</p></div></div>';
    const box = el.querySelector('.box') as HTMLElement;
    const text = el.querySelector('.sqs-scaled-text') as HTMLElement;
    const width = { value: 600 };
    Object.defineProperty(box, 'clientWidth', { get: () => width.value });
    Object.defineProperty(box, 'scrollWidth', {
      get: () => (Number.parseFloat(text.style.fontSize) > 20 * (width.value / 600) ? 9999 : 0),
    });
    return { el, box, text, width };
  }

  it('fits again once the width settles, and stops with the block', async () => {
    vi.useFakeTimers();
    let notify = (): void => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe(): void {}
        disconnect = disconnect;
      },
    );
    const { el, text, width } = setUp();
    const abort = new AbortController();
    await scaledText.mount(el, { fontSize: 64 }, { signal: abort.signal } as never);
    expect(text.style.fontSize).toBe('20px');

    width.value = 300;
    notify();
    notify();
    expect(text.style.fontSize).toBe('20px');
    vi.advanceTimersByTime(150);
    expect(text.style.fontSize).toBe('11px');

    width.value = 1200;
    notify();
    abort.abort();
    vi.advanceTimersByTime(1000);
    expect(text.style.fontSize).toBe('11px');
    expect(disconnect).toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});

describe('search', () => {
  it('goes to /search with the query and the collection, and not at all for an empty query', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<div class="sqs-search-ui-text-input"><input class="search-input" type="search" placeholder="Find a recipe"></div>';
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const abort = new AbortController();
    await search.mount(el, { placeholder: '', collectionId: '64a0f1e2d3c4b5a697887766' }, { signal: abort.signal } as never);
    const input = el.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('Find a recipe');
    expect(el.querySelector('[role="search"]')).not.toBeNull();
    const enter = (): boolean => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
    input.value = '  ';
    expect(enter()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    input.value = 'rye bread';
    enter();
    expect(assign).toHaveBeenCalledWith('/search?q=rye+bread&f_collectionId=64a0f1e2d3c4b5a697887766');
    abort.abort();
    enter();
    expect(assign).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('networkName', () => {
  const link = (href: string, className = ''): HTMLAnchorElement => {
    const a = document.createElement('a');
    a.href = href;
    a.className = className;
    return a;
  };
  it('names an icon by its class, else by its address', () => {
    expect(networkName(link('https://www.instagram.com/x', 'sqs-svg-icon--wrapper instagram-unauth'))).toBe('Instagram');
    expect(networkName(link('https://x.com/x', 'sqs-svg-icon--wrapper twitter'))).toBe('X');
    expect(networkName(link('mailto:a@b.c', 'sqs-svg-icon--wrapper'))).toBe('Email');
    expect(networkName(link('https://www.example.org/us', 'sqs-svg-icon--wrapper unknown'))).toBe('example.org');
  });

  it("names a 7.1 header's icon by the symbol it draws", () => {
    const icon = link('https://www.instagram.com/x', 'icon icon--fill');
    icon.innerHTML = '<svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon"></use></svg>';
    expect(networkName(icon)).toBe('Instagram');
    icon.innerHTML = '<svg><use href="#youtube-icon"></use></svg>';
    expect(networkName(icon)).toBe('YouTube');
    icon.innerHTML = '<svg><use href="#nothing-we-know-icon"></use></svg>';
    expect(networkName(icon)).toBe('instagram.com');
  });
});
