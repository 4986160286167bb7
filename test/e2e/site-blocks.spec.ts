// Search, social links (54), shape (71) and scaled text blocks in the builder's markup: the search
// field goes to /search with the query; social icons are named and an unsafe one removed; shapes at
// their sizing classes, fluid and stretched; scaled text fitted to its box, never under 11 px, fitted
// again on resize; bad data beside good blocks; keyboard, axe-core and layout stability.

import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const block = (page: Page, id: string): Locator => page.locator(`#${id}`);

/** Brings every block of the page into view until each has started or failed. */
async function settle(page: Page, selector: string): Promise<void> {
  for (const each of await page.locator(selector).all()) {
    await each.scrollIntoViewIfNeeded();
    await expect(each).toHaveAttribute('data-sr-state', /^(live|failed)$/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('search block', () => {
  test('is a named search landmark; Enter goes to /search with the query, an empty query goes nowhere', async ({ page, issues }) => {
    await page.goto('/fixtures/search-block.html');
    await waitForRuntime(page);
    const field = block(page, 'block-search').getByPlaceholder('Search recipes');
    await field.focus();
    await waitForState(page, '#block-search', 'live');
    // Every search block near the viewport is one landmark of its own (the page has two).
    await expect(page.getByRole('search').filter({ has: page.getByPlaceholder('Search recipes') })).toHaveCount(1);
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search recipes' })).toBeFocused();

    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.keyboard.press('Enter');
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await page.keyboard.type('flat white');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=flat+white');
    await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
    expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/search?q=flat+white']);
    expect(issues).toEqual([]);
  });

  test("searches only the block's collection when it names one", async ({ page, issues }) => {
    await page.goto('/fixtures/search-block.html');
    await waitForRuntime(page);
    const field = page.getByPlaceholder('Search the journal');
    await field.focus();
    await waitForState(page, '#block-search-journal', 'live');
    await field.fill('sourdough & rye');
    await field.press('Enter');
    await page.waitForURL('**/search?**');
    const address = new URL(page.url());
    expect(address.pathname).toBe('/search');
    expect(Object.fromEntries(address.searchParams)).toEqual({ q: 'sourdough & rye', f_collectionId: '64a0f1e2d3c4b5a697887766' });
    expect(issues).toEqual([]);
  });

  test('is axe-clean once live, and shifts nothing', async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto('/fixtures/search-block.html');
    await waitForRuntime(page);
    for (const id of ['block-search', 'block-search-journal']) {
      await block(page, id).locator('input').focus();
      await waitForState(page, `#${id}`, 'live');
    }
    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('social links block', () => {
  test('names each icon after its network, removes the unsafe one, and keeps the builder new-window rule', async ({ page, issues }) => {
    await watchLayoutShift(page);
    await page.goto('/fixtures/social-links.html');
    await waitForState(page, '#block-social', 'live');
    const social = block(page, 'block-social');
    await expect(social.getByRole('link')).toHaveCount(3);
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/fixturecafe');
    await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/fixturecafe');
    await expect(social.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:hello@fixture.cafe');
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener');
    await expect(social.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(social.locator('a.youtube-unauth')).toBeHidden();

    // Keyboard: the three links in order, the removed one skipped.
    await page.getByRole('heading', { name: 'Follow the café' }).click();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Instagram' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Facebook' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Email' })).toBeFocused();

    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(issues).toEqual([]);
  });
});

/** The on-screen box of an element, rounded to the pixel. */
const box = async (locator: Locator): Promise<{ width: number; height: number }> => {
  const rect = await locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
};

/** The on-screen size of an SVG's drawing area (its viewBox as drawn): what shows of a shape that fills it. */
const drawn = (svg: Locator): Promise<{ width: number; height: number }> =>
  svg.evaluate((el: SVGSVGElement) => {
    const { x, y, width, height } = el.viewBox.baseVal;
    const matrix = el.getScreenCTM() as DOMMatrix;
    const from = new DOMPoint(x, y).matrixTransform(matrix);
    const to = new DOMPoint(x + width, y + height).matrixTransform(matrix);
    return { width: Math.round(to.x - from.x), height: Math.round(to.y - from.y) };
  });

test.describe('shape block', () => {
  test('fluid shapes keep their aspect ratio (a rectangle square), stretched ones fill, at the sizing classes', async ({
    page,
    issues,
  }) => {
    await watchLayoutShift(page);
    await page.goto('/fixtures/shape.html');
    await waitForRuntime(page);
    await settle(page, '.shape-block');
    const container = await box(block(page, 'block-shape-rectangle').locator('.sqs-shape-block-container'));
    expect(container.height).toBe(200);
    expect(container.width).toBeGreaterThan(400);

    // A fluid rectangle (drawn 160 × 100) is square, as tall as its box.
    expect(await drawn(block(page, 'block-shape-rectangle').locator('svg'))).toEqual({ width: 200, height: 200 });
    // A stretched one fills the whole box.
    expect(await box(block(page, 'block-shape-stretch').locator('path'))).toEqual(container);
    // 150: a circle half as big again as its box's height, still round.
    await expect(block(page, 'block-shape-150')).toHaveClass(/sr-shape--150/);
    expect(await box(block(page, 'block-shape-150').locator('path'))).toEqual({ width: 300, height: 300 });
    // 67: the triangle (100 × 87) at two thirds, its ratio kept.
    const triangle = await box(block(page, 'block-shape-67').locator('path'));
    expect(triangle.height).toBe(Math.round(200 * 0.67));
    expect(Math.abs(triangle.width - (triangle.height * 100) / 87)).toBeLessThanOrEqual(1);

    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(issues).toEqual([]);
  });
});

const fontSize = (locator: Locator): Promise<number> => locator.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
/** True when the text's box holds all of it. */
const fits = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    return box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight;
  });

test.describe('scaled text block', () => {
  test('shrinks text to fit its box, keeps text that fits, and fits again when the box narrows or widens', async ({ page, issues }) => {
    await watchLayoutShift(page);
    await page.goto('/fixtures/scaled-text.html');
    await waitForRuntime(page);
    await settle(page, '.scaled-text-block');
    const short = block(page, 'block-scaled-short').locator('.sqs-scaled-text');
    const long = block(page, 'block-scaled-fit').locator('.sqs-scaled-text');
    expect(await fontSize(short)).toBe(64);
    const wide = await fontSize(long);
    expect(wide).toBeLessThan(64);
    expect(wide).toBeGreaterThanOrEqual(11);
    expect(await fits(long)).toBe(true);
    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize({ width: 420, height: 720 });
    await expect.poll(() => fontSize(long)).toBeLessThan(wide);
    expect(await fits(long)).toBe(true);
    expect(await fits(short)).toBe(true);
    expect(await fontSize(long)).toBeGreaterThanOrEqual(11);

    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => fontSize(long)).toBe(wide);
    expect(issues).toEqual([]);
  });

  test('never goes under 11 px: a very long text stays at 11 px and its box grows to hold it', async ({ page, issues }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/fixtures/scaled-text-long.html');
    await waitForState(page, '#block-scaled-long', 'live');
    const text = block(page, 'block-scaled-long').locator('.sqs-scaled-text');
    expect(await fontSize(text)).toBe(11);
    expect(await fits(text)).toBe(true);
    const [textBox, after] = await Promise.all([
      text.evaluate((el) => el.getBoundingClientRect().bottom),
      page.locator('#after-scaled').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(after).toBeGreaterThanOrEqual(textBox);

    // Narrower still, and wide again: never under 11 px, never cut off.
    const boxWidth = (): Promise<number> => text.evaluate((el) => el.parentElement?.clientWidth ?? 0);
    for (const width of [320, 1280]) {
      const before = await boxWidth();
      await page.setViewportSize({ width, height: 640 });
      await expect.poll(boxWidth).not.toBe(before);
      expect(await fontSize(text)).toBe(11);
      expect(await fits(text)).toBe(true);
    }
    expect(issues).toEqual([]);
  });
});

test('bad data in one block leaves it as the builder published it, with a console error; the others work', async ({ page, issues }) => {
  await page.goto('/fixtures/site-blocks-broken.html');
  await waitForRuntime(page);
  await block(page, 'block-search-bad').locator('input').focus();
  await block(page, 'block-search-ok').locator('input').focus();
  await settle(page, '.sqs-block');
  for (const id of ['block-search-bad', 'block-social-bad', 'block-shape-bad', 'block-scaled-bad']) {
    await expect(block(page, id)).toHaveAttribute('data-sr-state', 'failed');
  }
  for (const id of ['block-search-ok', 'block-social-ok', 'block-shape-ok', 'block-scaled-ok']) {
    await expect(block(page, id)).toHaveAttribute('data-sr-state', 'live');
  }
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
  await expect(block(page, 'block-social-ok').getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(block(page, 'block-shape-ok')).toHaveClass(/sr-shape--67/);
  await expect(block(page, 'block-shape-bad')).not.toHaveClass(/sr-shape/);
  expect(await fontSize(block(page, 'block-scaled-bad').locator('.sqs-scaled-text'))).toBe(64);
  await expect(page.locator('#after-broken')).toBeVisible();
  expect(issues.map((issue) => issue.text).sort()).toEqual(
    [
      expect.stringContaining('Error decoding social-links block data.'),
      expect.stringContaining('Error evaluating scaled-text block data.'),
      expect.stringContaining('Error evaluating search block data.'),
      expect.stringContaining('Error evaluating shape block data.'),
    ].sort(),
  );
});
