// Builder images (spec 001 §1, §5, §9) and image blocks (5) on pages in the builder's published markup:
// the widths the image service is asked for, only near the viewport, no layout shift, the variant
// layouts and the narrow one, links, the lightbox, bad input and accessibility.

import type { Locator } from '@playwright/test';
import { animationsDone } from './animations-done';
import { violations as axe } from './axe';
import { expect, type LogEntry, test, waitForRuntime } from './fixtures';
import { arrived } from './image-arrived';
import { layoutShift, watchLayoutShift } from './layout-shift';

/** The image-service requests of this test, as `slug?format`. */
const asked = (entries: LogEntry[]): string[] =>
  entries.map((entry) => `${entry.path.replace(/^\/images\/|\.jpg$/g, '')}?${entry.query['format']}`).sort();

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

const INVIEW = ['garden-2400x1600', 'harbour-2000x1333', 'terrace-1600x1067'];

for (const [scale, width] of [
  [1, '750w'],
  [2, '1500w'],
  [3, '2500w'],
] as const) {
  test.describe(`at pixel ratio ${scale}`, () => {
    test.use({ deviceScaleFactor: scale });
    test(`the pictures near the viewport load at ${width}, the banner outside any block too`, async ({ page, log, issues }) => {
      await page.goto('/fixtures/images.html');
      await arrived(page.locator('#banner-image'));
      await arrived(page.locator('#block-image-inline img.thumb-image'));
      await arrived(page.locator('#block-image-lightbox img.thumb-image'));
      // 704 px boxes: 704, 1408 and 2112 device pixels.
      const requests = asked(await log('/images/'));
      for (const name of INVIEW) expect(requests).toContain(`${name}?${width}`);
      expect(requests.filter((request) => request.startsWith('far-'))).toEqual([]);
      expect(issues).toEqual([]);
    });
  });
}

test.describe('on a data-saver connection', () => {
  test.use({ deviceScaleFactor: 2 });
  test('pictures are asked for at CSS pixels, not device pixels', async ({ page, log }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
    });
    await page.goto('/fixtures/images.html');
    await arrived(page.locator('#block-image-inline img.thumb-image'));
    expect(asked(await log('/images/'))).toContain('harbour-2000x1333?750w');
    expect(asked(await log('/images/')).some((request) => request.endsWith('1500w'))).toBe(false);
  });
});

test('a picture far down loads only when the visitor scrolls near it, once', async ({ page, log }) => {
  await page.goto('/fixtures/images.html');
  await waitForRuntime(page);
  await arrived(page.locator('#block-image-inline img.thumb-image'));
  const far = page.locator('#block-image-far img.thumb-image');
  await expect(far).not.toHaveAttribute('src', /./);
  await arrived(far);
  expect(asked(await log('/images/far-'))).toEqual(['far-1500x1000?750w']);
});

test('the html block picture is sized by its markup and loaded by the page as a whole', async ({ page, log }) => {
  await page.goto('/fixtures/images.html');
  const img = page.locator('#html-image');
  await arrived(img);
  expect(await box(img)).toMatchObject({ width: 300, height: 300 });
  expect(asked(await log('/images/coffee-'))).toContain('coffee-1000x1000?300w');
});

test.describe('on a screen tall enough for every block but the last', () => {
  test.use({ viewport: { width: 900, height: 4800 } });
  test('nothing moves while the pictures arrive (CLS 0)', async ({ page }) => {
    await watchLayoutShift(page);
    const held: Array<() => void> = [];
    let released = false;
    await page.route('**/images/**', async (route) => {
      if (!released) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.goto('/fixtures/images.html');
    await waitForRuntime(page);
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(9);
    const top = (): Promise<number> => page.locator('#after-images').evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    released = true;
    for (const go of held.splice(0)) go();
    for (const id of ['block-image-inline', 'block-image-poster', 'block-image-overlap', 'block-image-stack']) {
      await arrived(page.locator(`#${id} img.thumb-image`));
    }
    await arrived(page.locator('#html-image'));
    expect(await top()).toBe(before);
    expect(await layoutShift(page)).toBe(0);
  });
});

test('the variant types lay picture and card out as their names say', async ({ page }) => {
  await page.goto('/fixtures/images.html');
  const parts = async (id: string) => ({
    image: await box(page.locator(`#${id} .image-block-wrapper`)),
    card: await box(page.locator(`#${id} .image-card-wrapper`)),
  });
  const poster = await parts('block-image-poster');
  // Poster: the card over the picture.
  expect(poster.card.y).toBeGreaterThanOrEqual(poster.image.y);
  expect(poster.card.y + poster.card.height).toBeLessThanOrEqual(poster.image.y + poster.image.height + 1);
  // Card and collage: side by side.
  for (const id of ['block-image-card', 'block-image-collage']) {
    const { image, card } = await parts(id);
    expect(card.x).toBeGreaterThanOrEqual(image.x + image.width);
  }
  // Overlap: the card starts over the picture and ends beyond it.
  const overlap = await parts('block-image-overlap');
  expect(overlap.card.x).toBeLessThan(overlap.image.x + overlap.image.width);
  expect(overlap.card.x + overlap.card.width).toBeGreaterThan(overlap.image.x + overlap.image.width);
  // Stack: the card under the picture.
  const stack = await parts('block-image-stack');
  expect(stack.card.y).toBeGreaterThanOrEqual(stack.image.y + stack.image.height);
  // An unknown variant shows as inline: the picture the full width, its caption under it.
  const unknown = page.locator('#block-image-unknown');
  await expect(unknown.locator('.image-caption')).toHaveText('A layout this runtime does not know.');
  expect((await box(unknown.locator('.image-block-wrapper'))).width).toBeCloseTo((await box(unknown)).width, 0);
});

test.describe('on a 400 px wide screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });
  test('card, collage and overlap take the narrow layout: the card under the picture', async ({ page }) => {
    await page.goto('/fixtures/images.html');
    for (const id of ['block-image-card', 'block-image-collage', 'block-image-overlap']) {
      const image = await box(page.locator(`#${id} .image-block-wrapper`));
      const card = await box(page.locator(`#${id} .image-card-wrapper`));
      expect(card.y, id).toBeGreaterThanOrEqual(image.y + image.height);
    }
  });
});

test('a click-through link follows its address', async ({ page }) => {
  await page.goto('/fixtures/images.html');
  await waitForRuntime(page);
  await page.locator('#block-image-inline img.thumb-image').click();
  await expect(page).toHaveURL(/\/fixtures\/home\.html$/);
});

test('the lightbox opens the picture by click or keyboard, closes with Escape and gives focus back', async ({ page, issues }) => {
  await page.goto('/fixtures/images.html');
  const opener = page.locator('#block-image-lightbox .image-block-wrapper');
  await expect(opener).toHaveAttribute('role', 'button');
  await expect(opener).toHaveAccessibleName('Open The café terrace in the sun in the image viewer');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass(/sr-lightbox--light/);
  await expect(dialog.locator('figcaption')).toContainText('Our terrace, open from May.');
  await arrived(dialog.locator('img'));
  // One picture: nothing to move to.
  await expect(dialog.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  // Read once the 0.6 s fade-in is over: half faded, its words fail the contrast check.
  await animationsDone(dialog);
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(issues).toEqual([]);
});

test('the page passes axe-core (WCAG 2.1 A and AA)', async ({ page }) => {
  await page.goto('/fixtures/images.html');
  await waitForRuntime(page);
  await arrived(page.locator('#block-image-inline img.thumb-image'));
  expect(await axe(page)).toEqual([]);
});

test('bad input stays in its block: an unsafe link goes, broken data and a missing source are reported', async ({ page, issues }) => {
  await page.goto('/fixtures/images-broken.html');
  await arrived(page.locator('#block-image-good img.thumb-image'));
  // The unsafe link is no link any more; its picture still loads.
  await expect(page.locator('#block-image-unsafe a')).not.toHaveAttribute('href', /./);
  await arrived(page.locator('#block-image-unsafe img.thumb-image'));
  // The block that could not start keeps its markup, and its picture loads all the same.
  await arrived(page.locator('#block-image-broken img.thumb-image'));
  await expect(page.locator('#block-image-broken .image-caption')).toHaveText('Broken block data.');
  await expect.poll(() => issues.map((issue) => issue.text).join('\n')).toContain('Invalid or missing image source');
  const texts = issues.map((issue) => issue.text);
  expect(texts.some((text) => text.includes('Error decoding image block data.'))).toBe(true);
  expect(texts.some((text) => text.includes('an unsafe link was removed (javascript:alert(1))'))).toBe(true);
  expect(issues.filter((issue) => issue.type === 'pageerror')).toEqual([]);
});

test.describe('on a screen that starts narrow', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('a box that grows gets a larger width; one that shrinks downloads nothing again', async ({ page, log }) => {
    await page.goto('/fixtures/images.html');
    const img = page.locator('#block-image-inline img.thumb-image');
    await arrived(img);
    await expect(img).toHaveAttribute('data-image-resolution', '500w');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(img).toHaveAttribute('data-image-resolution', '750w');
    await page.setViewportSize({ width: 360, height: 800 });
    // The resize check runs 150 ms after the last resize: give it that, then a frame more.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(img).toHaveAttribute('data-image-resolution', '750w');
    expect(asked(await log('/images/harbour-'))).toEqual(['harbour-2000x1333?500w', 'harbour-2000x1333?750w']);
  });
});
