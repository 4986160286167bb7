import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP, watchTooltips } from '../../src/island/tooltip';

/** A group of two anchors: an icon button named as its tooltip, and a link whose tooltip adds words. */
function group(): { root: HTMLElement; icon: HTMLButtonElement; link: HTMLAnchorElement; stop: () => void } {
  const root = document.createElement('div');
  root.innerHTML =
    '<button type="button" aria-label="Next slide" data-tip="Next slide"></button><a href="/a" data-tip="Opens the map">Map</a>';
  document.body.append(root);
  const abort = new AbortController();
  const anchorOf = (target: EventTarget | null): Element | undefined =>
    (target instanceof Element && root.contains(target) && target.closest('[data-tip]')) || undefined;
  watchTooltips(root, anchorOf, (anchor) => anchor.getAttribute('data-tip') ?? '', abort.signal);
  return {
    root,
    icon: root.querySelector('button') as HTMLButtonElement,
    link: root.querySelector('a') as HTMLAnchorElement,
    stop: () => {
      abort.abort();
      root.remove();
    },
  };
}

const tooltip = (): HTMLElement | null => document.getElementById('sr-tooltip');
const hover = (el: Element): boolean => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));

describe('the shared tooltip (spec 001 §9, WAI-ARIA tooltip pattern)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec numbers: 1200 ms, 250 wide, 15 from its anchor, 20 from the edges', () => {
    expect(TOOLTIP).toEqual({ delayMs: 1200, width: 250, offset: 15, edgeMargin: 20 });
  });

  it('shows 1200 ms after hover, as role=tooltip at most 250 px wide', () => {
    const { link, stop } = group();
    hover(link);
    vi.advanceTimersByTime(1199);
    expect(tooltip()?.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tooltip()?.hidden).toBe(false);
    expect(tooltip()?.getAttribute('role')).toBe('tooltip');
    expect(tooltip()?.textContent).toBe('Opens the map');
    expect(tooltip()?.style.maxWidth).toBe('250px');
    stop();
  });

  it('describes its anchor while it shows (aria-describedby), unless the anchor is named by the same words', () => {
    const { icon, link, stop } = group();
    link.focus();
    vi.advanceTimersByTime(1200);
    expect(link.getAttribute('aria-describedby')).toBe('sr-tooltip');
    expect(tooltip()?.hasAttribute('aria-hidden')).toBe(false);
    // Already showing: the next anchor's tooltip comes at once.
    icon.focus();
    expect(tooltip()?.textContent).toBe('Next slide');
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    expect(icon.hasAttribute('aria-describedby')).toBe(false);
    expect(tooltip()?.getAttribute('aria-hidden')).toBe('true');
    stop();
  });

  it('Escape hides it (and is used), focus leaving hides it, a touch never shows it', () => {
    const { root, link, stop } = group();
    link.focus();
    vi.advanceTimersByTime(1200);
    const first = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(tooltip()?.hidden).toBe(true);
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    // Nothing shown: Escape is left to the page.
    const again = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    link.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    link.blur();
    root.querySelector('button')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    vi.advanceTimersByTime(5000);
    expect(tooltip()?.hidden).toBe(true);
    stop();
  });

  it('a pointer leaving before 1200 ms shows nothing; the element goes with its last user', () => {
    const first = group();
    const second = group();
    hover(first.link);
    vi.advanceTimersByTime(600);
    first.link.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(5000);
    expect(tooltip()?.hidden).toBe(true);
    first.stop();
    expect(tooltip()).not.toBeNull();
    second.stop();
    expect(tooltip()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
