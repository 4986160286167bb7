// Block animations (spec 000 §4, §9): the site's settings, a block's own type, and when an element counts as seen.

import { describe, expect, it } from 'vitest';
import { elementAnimation, siteAnimation } from '../../src/features/page-chrome/animations/settings';
import { isSeen, THRESHOLDS } from '../../src/features/page-chrome/animations/visibility';

const on = (extra: Record<string, string> = {}) => ({ tweakJSON: { 'tweak-global-animations-enabled': 'true', ...extra } });

describe('the settings', () => {
  it('are off unless the site turns them on; default fade for 0.3 s', () => {
    expect(siteAnimation({})).toBeNull();
    expect(siteAnimation({ tweakJSON: { 'tweak-global-animations-enabled': 'false' } })).toBeNull();
    expect(siteAnimation(on())).toEqual({ type: 'fade', duration: 0.3 });
    expect(siteAnimation(on({ 'tweak-global-animations-animation-duration': '0.60s' }))?.duration).toBe(0.6);
    expect(siteAnimation(on({ 'tweak-global-animations-animation-duration': 'soon' }))?.duration).toBe(0.3);
  });

  it("take a block's own type over the site's, scale (and flex) being scalable, none not animated", () => {
    document.body.innerHTML =
      '<div class="image-block-outer-wrapper individual-animation-scale"><div id="a" data-animation-role="image"></div></div>' +
      '<div class="image-block-outer-wrapper individual-animation-none"><div id="b" data-animation-role="image"></div></div>' +
      '<div class="image-block-outer-wrapper individual-animation-site-default"><div id="c" data-animation-role="image"></div></div>' +
      '<p id="d" data-animation-role="content"></p>';
    const site = { type: 'fade', duration: 0.3 };
    const of = (id: string) => elementAnimation(document.getElementById(id)!, site);
    expect(of('a')).toEqual({ scalable: true });
    expect(of('b')).toBeNull();
    expect(of('c')).toEqual({ scalable: false });
    expect(of('d')).toEqual({ scalable: false });
    expect(elementAnimation(document.getElementById('d')!, { type: 'flex', duration: 0.3 })).toEqual({ scalable: true });
  });
});

describe('seen', () => {
  const rect = (height: number) => ({ height }) as DOMRectReadOnly;
  const viewport = { height: 700 } as DOMRectReadOnly;
  it('is at least half visible, or any part of an element taller than the viewport', () => {
    expect(THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    const entry = (ratio: number, height: number, isIntersecting = ratio > 0) => ({
      isIntersecting,
      intersectionRatio: ratio,
      boundingClientRect: rect(height),
      rootBounds: viewport,
    });
    expect(isSeen(entry(0.49, 400))).toBe(false);
    expect(isSeen(entry(0.5, 400))).toBe(true);
    expect(isSeen(entry(0.03, 3000))).toBe(true);
    expect(isSeen(entry(0, 3000, false))).toBe(false);
  });
});
