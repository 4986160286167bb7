// Galleries under a finger (spec 001 §4 "Swipe", §9 "Swipe and resize"): real touch input through the
// browser's input pipeline, each touch stamped with its own time, so a swipe's distance and duration
// are exactly the test's. What is asserted is the slide a visitor sees.

import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

interface TouchPath {
  from: { x: number; y: number };
  dx: number;
  dy?: number;
  /** ms from touch start to touch end. */
  ms: number;
}

/** Seconds: the end of the last touch, so touches never overlap in time whatever their stamps. */
let lastEnd = 0;

/** One finger from `from`, moved by dx/dy in four steps, lifted `ms` after it touched. */
async function touch(cdp: CDPSession, { from, dx, dy = 0, ms }: TouchPath): Promise<void> {
  const start = Math.max(Date.now() / 1000, lastEnd + 0.05);
  lastEnd = start + ms / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: start });
  if (dx !== 0 || dy !== 0) {
    for (let step = 1; step <= 4; step++) {
      const point = { x: from.x + (dx * step) / 4, y: from.y + (dy * step) / 4 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: start + (ms * step) / 5 / 1000 });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + ms / 1000 });
}

const shown = (block: Locator): Locator => block.locator('[aria-roledescription="slide"]:not([inert])');

interface Awake {
  block: Locator;
  cdp: CDPSession;
  middle: { x: number; y: number };
  /** The view's width in px. */
  width: number;
}

async function awake(page: Page, url: string, id: string): Promise<Awake> {
  await page.goto(url);
  const block = page.locator(`#${id}`);
  await expect(block).toHaveAttribute('data-sr-island', 'awake');
  const view = (await block.locator('.sr-gallery__viewport').boundingBox()) as { x: number; y: number; width: number; height: number };
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  return { block, cdp: await page.context().newCDPSession(page), middle, width: view.width };
}

/** Counts the clicks that reach the page, so a test knows a touch's click has been handled. */
async function countClicks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { clicks: number };
    counted.clicks = 0;
    window.addEventListener('click', () => (counted.clicks += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

test('a swipe needs 50 px within 250 ms, and past half the width or faster than 1 px a ms', async ({ page }) => {
  const { block, cdp, middle, width } = await awake(page, '/fixtures/gallery-thumbnails.html', 'block-gallery-thumbnails');
  // Under 200 px a second, so only the half-width rule can make the slow swipe below count.
  expect(width * 0.6).toBeLessThan(240);
  const track = block.locator('.sr-gallery__track');
  const settled = async (label: string): Promise<void> => {
    await expect(shown(block)).toHaveAttribute('aria-label', label);
    await expect(track).not.toHaveAttribute('data-moving', /.*/);
  };
  // 40 px in 20 ms: fast, but short of 50 px.
  await touch(cdp, { from: { x: middle.x + 100, y: middle.y }, dx: -40, ms: 20 });
  await settled('1 of 6');
  // 60 px in 200 ms: a swipe, but slow and short of half the width.
  await touch(cdp, { from: { x: middle.x + 100, y: middle.y }, dx: -60, ms: 200 });
  await settled('1 of 6');
  // 60% of the width in 300 ms: too slow to be a swipe.
  await touch(cdp, { from: { x: middle.x + width * 0.3, y: middle.y }, dx: -width * 0.6, ms: 300 });
  await settled('1 of 6');
  // 60 px in 40 ms: a swipe at 1.5 px a ms.
  await touch(cdp, { from: { x: middle.x + 100, y: middle.y }, dx: -60, ms: 40 });
  await settled('2 of 6');
  // 60% of the width in 240 ms: a swipe past half the width, at under 1 px a ms.
  await touch(cdp, { from: { x: middle.x - width * 0.3, y: middle.y }, dx: width * 0.6, ms: 240 });
  await settled('1 of 6');
  // Exactly 50 px within 49 ms: still a swipe.
  await touch(cdp, { from: { x: middle.x, y: middle.y }, dx: 50, ms: 49 });
  await settled('6 of 6');
  // None of these was a tap: no lightbox opened.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a touch held over 250 ms, or moved, is not a tap: the slide stays; a tap moves it', async ({ page }) => {
  // Without motion the slideshow does not rotate and a tapped slide goes to the next at once.
  const { block, cdp, middle } = await awake(page, '/fixtures/gallery-slideshow.html?nomotion=true', 'block-gallery-slideshow');
  const clicks = await countClicks(page);
  await touch(cdp, { from: middle, dx: 0, ms: 300 });
  // The browser still clicks after a 300 ms press; the gallery does not take it as a tap.
  await expect.poll(clicks).toBe(1);
  await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
  await touch(cdp, { from: middle, dx: 5, ms: 100 });
  await expect.poll(clicks).toBe(2);
  await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
  // A tap under the limit. Exactly 250 ms is the unit test's (gallery.test.ts): the browser coarsens each
  // event's time to 0.1 ms, so a touch stamped 250 ms long can be read as 250.1, over the limit.
  await touch(cdp, { from: middle, dx: 0, ms: 240 });
  await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
  // The keyboard's click is never taken for a touch's.
  await touch(cdp, { from: middle, dx: 5, ms: 100 });
  await block.getByRole('button', { name: 'Next slide' }).press('Enter');
  await expect(shown(block)).toHaveAttribute('aria-label', '3 of 6');
});

test('two fingers are a gesture (pinch), never a swipe; one finger after it swipes again', async ({ page }) => {
  const { block, cdp, middle, width } = await awake(page, '/fixtures/gallery-thumbnails.html', 'block-gallery-thumbnails');
  const start = Math.max(Date.now() / 1000, lastEnd + 0.05);
  lastEnd = start + 0.04;
  // Two fingers 60 px apart, both moving left by 40% of the width in 40 ms: one alone would be a swipe.
  const at = (dx: number, t: number) => ({ points: [-30, 30].map((spread, id) => ({ x: middle.x + spread + dx, y: middle.y, id })), t });
  const steps = [at(0, 0), at(-width * 0.1, 0.01), at(-width * 0.2, 0.02), at(-width * 0.3, 0.03), at(-width * 0.4, 0.04)];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: steps[0]?.points ?? [], timestamp: start });
  for (const step of steps.slice(1)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: step.points, timestamp: start + step.t });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: lastEnd });
  await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
  await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await touch(cdp, { from: { x: middle.x + 100, y: middle.y }, dx: -60, ms: 40 });
  await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
});

test('a drag that is not a swipe goes back in the swipe duration, 0.28 s', async ({ page }) => {
  const { block, cdp, middle } = await awake(page, '/fixtures/gallery-slider.html', 'block-gallery-slider');
  const track = block.locator('.sr-gallery__track');
  // The strip's own speed before any drag.
  await expect(track).toHaveCSS('transition-duration', '0.5s');
  const before = await track.evaluate((el) => getComputedStyle(el).transform);
  await touch(cdp, { from: middle, dx: -100, ms: 600 });
  await expect(track).toHaveCSS('transition-duration', '0.28s');
  await expect(track).toHaveCSS('transform', before);
  await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', '1 of 6');
});
