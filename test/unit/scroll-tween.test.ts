import { describe, expect, it } from 'vitest';
import { SCROLL_TWEEN, scrollTarget, tweenScroll } from '../../src/features/gallery/scroll-tween';

const box = { scrollLeft: 100, clientWidth: 300, scrollWidth: 1000 };

describe('the thumbnail strip scroll (spec 001 §9: 300 ms, offset 30)', () => {
  it('has the spec defaults', () => {
    expect(SCROLL_TWEEN).toEqual({ durationMs: 300, offset: 30 });
  });

  it('leaves an item that shows with 30 px to spare where it is', () => {
    expect(scrollTarget(box, 130, 370)).toBe(100);
  });

  it('brings an item hidden on the right to 30 px inside the right edge, on the left to 30 px inside the left', () => {
    expect(scrollTarget(box, 400, 500)).toBe(230);
    expect(scrollTarget(box, 110, 200)).toBe(80);
  });

  it('never past the ends of the strip', () => {
    expect(scrollTarget(box, 10, 60)).toBe(0);
    expect(scrollTarget(box, 900, 1000)).toBe(700);
  });

  it('a tween duration that is not a finite number is an error', () => {
    const el = document.createElement('div');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '300' as unknown as number]) {
      expect(() => tweenScroll(el, 10, bad, () => undefined)).toThrow('tween duration must be a finite number');
    }
  });

  it('a zero duration sets the position at once and is done', () => {
    const el = document.createElement('div');
    let done = false;
    tweenScroll(el, 0, 0, () => (done = true));
    expect(done).toBe(true);
  });
});
