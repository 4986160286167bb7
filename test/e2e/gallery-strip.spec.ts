// A slideshow's linked thumbnail strip and the slider's box (spec 001 §4 "Gallery index", §9): the
// strip scrolls its current thumbnail into view in a 300 ms tween, 30 px inside its edge; while it
// scrolls to one thumbnail the slideshow refuses to go to another; a slider with no ratio is half as
// high as it is wide. Time is the page's clock, moved by the test.

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const shown = (block: Locator): Locator => block.locator('[aria-roledescription="slide"]:not([inert])');

/** The strip's scroll position and where thumbnail `index` sits in it, px from the strip's left edge. */
function stripAt(block: Locator, index: number): Promise<{ scrollLeft: number; left: number; right: number; width: number }> {
  return block.locator('.sr-gallery__thumbnails').evaluate((strip, at) => {
    const box = strip.getBoundingClientRect();
    const thumb = (strip.children[at] as HTMLElement).getBoundingClientRect();
    return { scrollLeft: strip.scrollLeft, left: thumb.left - box.left, right: box.right - thumb.right, width: box.width };
  }, index);
}

async function stoppedClock(page: Page, url: string, id: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(url);
  const block = page.locator(`#${id}`);
  await expect(block).toHaveAttribute('data-sr-island', 'awake');
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 5000);
  return block;
}

test.describe('the linked thumbnail strip', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolls the current thumbnail into view in 300 ms, 30 px inside its edge, and back', async ({ page }) => {
    const block = await stoppedClock(page, '/fixtures/gallery-thumbnails-cut.html', 'block-gallery-thumbnails-cut');
    const next = block.getByRole('button', { name: 'Next slide' });
    const strip = block.locator('.sr-gallery__thumbnails');
    expect((await stripAt(block, 0)).scrollLeft).toBe(0);
    // 100 px thumbnails at 16:9: the second one ends past the strip's right edge.
    expect((await stripAt(block, 1)).right).toBeLessThan(30);
    await next.click();
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(150);
    const halfway = await stripAt(block, 1);
    expect(halfway.scrollLeft).toBeGreaterThan(0);
    expect(halfway.right).toBeLessThan(29);
    await page.clock.runFor(200);
    await expect.poll(async () => Math.round((await stripAt(block, 1)).right)).toBe(30);
    // On to the fifth, then back to the second: it comes in 30 px inside the left edge.
    for (const label of ['3 of 6', '4 of 6', '5 of 6']) {
      await next.click();
      await expect(shown(block)).toHaveAttribute('aria-label', label);
      await page.clock.runFor(400);
    }
    await expect.poll(async () => Math.round((await stripAt(block, 4)).right)).toBe(30);
    for (const label of ['4 of 6', '3 of 6', '2 of 6']) {
      await block.getByRole('button', { name: 'Previous slide' }).click();
      await expect(shown(block)).toHaveAttribute('aria-label', label);
      await page.clock.runFor(400);
    }
    await expect.poll(async () => Math.round((await stripAt(block, 1)).left)).toBe(30);
    await expect(strip.locator('[aria-current]')).toHaveAccessibleName(/2 of 6/);
  });

  test('while the strip scrolls to one thumbnail, the slideshow does not go to another', async ({ page }) => {
    const block = await stoppedClock(page, '/fixtures/gallery-thumbnails-cut.html', 'block-gallery-thumbnails-cut');
    const next = block.getByRole('button', { name: 'Next slide' });
    // No transition: the slideshow itself is never "moving"; only its strip is.
    await next.click();
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(100);
    await next.click();
    // A thumbnail picked (the strip hides it; a click without scrolling it into view first).
    await block.locator('.sr-gallery__thumbnail').nth(5).dispatchEvent('click');
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(300);
    await next.click();
    await expect(shown(block)).toHaveAttribute('aria-label', '3 of 6');
  });

  test('without motion the strip jumps, and refuses nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const block = await stoppedClock(page, '/fixtures/gallery-thumbnails-cut.html', 'block-gallery-thumbnails-cut');
    const next = block.getByRole('button', { name: 'Next slide' });
    await next.click();
    expect(Math.round((await stripAt(block, 1)).right)).toBe(30);
    await next.click();
    await expect(shown(block)).toHaveAttribute('aria-label', '3 of 6');
  });
});

test('a slider with no ratio of its own is 50% as high as it is wide', async ({ page }) => {
  await page.goto('/fixtures/gallery-slider.html');
  const block = page.locator('#block-gallery-slider');
  await expect(block).toHaveAttribute('data-sr-island', 'awake');
  const view = (await block.locator('.sr-gallery__viewport').boundingBox()) as { width: number; height: number };
  expect(view.height).toBeCloseTo(view.width * 0.5, 0);
});
