// Summary (55) and external photo-gallery (27) blocks in the builder's published markup: the host's
// rendering (POST /api/widget/GetWidgetRendering) replaces the server HTML, sanitized, its images loaded
// by the image loader; a failed call (500, network abort, invalid JSON) keeps the server HTML, reports
// the error and leaves the rest of the page working; broken data likewise; axe-core finds nothing.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, islandErrors, recordIslandErrors, test, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const CALL = '/api/widget/GetWidgetRendering';
const BLOCKS = ['block-summary-journal', 'block-summary-events', 'block-gallery-flickr'];

const titles = (page: Page, id: string) => page.locator(`#${id} .summary-title`);

/** Scrolls a block into view, as a visitor would (these blocks start as they near the viewport), and
 *  waits for it to settle. */
async function reach(page: Page, id: string, state: 'live' | 'failed'): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await waitForState(page, `#${id}`, state);
}

test('GetWidgetRendering replaces each summary and the external gallery: the form fields the host got, the images', async ({
  page,
  log,
  issues,
}) => {
  await page.goto('/fixtures/summary.html');
  // Published before the winter menu: the host's rendering has it first.
  await expect(titles(page, 'block-summary-journal').first()).toHaveText('Our winter menu');
  await expect(titles(page, 'block-summary-journal')).toHaveText(['Our winter menu', 'A new roaster', 'The terrace is open']);
  await expect(titles(page, 'block-summary-events')).toHaveText(['Jazz night', 'Coffee tasting']);
  await expect(page.locator('#block-summary-events time').first()).toHaveText('December 18, 2026');
  await page.locator('#block-gallery-flickr').scrollIntoViewIfNeeded();
  await expect(page.locator('#block-gallery-flickr figcaption')).toHaveText(['The quay', 'Drying nets', 'Gulls']);

  const calls = await log(CALL);
  expect(calls).toHaveLength(3);
  expect(
    calls.every((call) => call.method === 'POST' && String(call.headers['content-type']).startsWith('application/x-www-form-urlencoded')),
  ).toBe(true);
  const bodies = calls.map((call) => call.body as Record<string, string>);
  const byId = Object.fromEntries(bodies.map((body) => [JSON.parse(body.widgetJSON ?? '{}').id, body]));
  expect(JSON.parse(byId['summary-journal']?.widgetJSON ?? '')).toEqual({
    type: 55,
    id: 'summary-journal',
    value: { collectionId: '64b1a2c3d4e5f60718293a4b', design: 'grid', pageSize: 3 },
  });
  expect(byId['summary-journal']).not.toHaveProperty('collectionId');
  // The events summary also sends its collection.
  expect(byId['summary-events']?.collectionId).toBe('64b1a2c3d4e5f60718293a5c');
  expect(JSON.parse(byId['gallery-flickr']?.widgetJSON ?? '')).toEqual({
    type: 27,
    id: 'gallery-flickr',
    value: { source: 'flickr', albumId: 'harbour-walk' },
  });

  // The rendering's images, through the image loader: a width of the image service, boxes first.
  const winter = page.locator('#block-summary-journal img[data-src*="winter-menu"]');
  await expect(winter).toHaveAttribute('data-image-resolution', /^\d+w$/);
  await expect(winter).toHaveAttribute('width', '1600');
  const images = (await log('/images/')).map((entry) => entry.path);
  expect(images).toContain('/images/winter-menu-1600x900.jpg');
  expect((await log('/images/winter-menu')).every((entry) => /^\d+w$/.test(String(entry.query['format'])))).toBe(true);
  expect(issues).toEqual([]);
});

test('the rendering takes the place of the server HTML without moving the page (CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto('/fixtures/summary.html');
  await expect(titles(page, 'block-summary-journal').first()).toHaveText('Our winter menu');
  await expect(page.locator('#block-gallery-flickr figcaption')).toHaveCount(3);
  await expect(page.locator('#block-summary-journal img[data-image-resolution]')).toHaveCount(3);
  expect(await layoutShift(page)).toBe(0);
});

for (const [name, fail] of [
  ['a 500', (page: Page) => page.request.post('/api/test/failures', { data: { path: CALL, status: 500 } })],
  ['a network failure', (page: Page) => page.route(`**${CALL}*`, (route) => route.abort('failed'))],
  ['an answer that is not JSON', (page: Page) => page.route(`**${CALL}*`, (route) => route.fulfill({ status: 200, body: '<html>oops' }))],
] as const) {
  test(`${name}: every block keeps its server HTML, the error is reported, the rest of the page works`, async ({ page, issues }) => {
    await recordIslandErrors(page);
    await fail(page);
    await page.goto('/fixtures/summary.html');
    for (const id of BLOCKS) await reach(page, id, 'failed');
    await expect(titles(page, 'block-summary-journal')).toHaveText(['A new roaster', 'The terrace is open', 'Meet the bakers']);
    await expect(page.locator('#block-gallery-flickr figcaption')).toHaveText(['The quay', 'Drying nets']);
    // The server HTML's images still load (the runtime's fallback for a block that failed), as they
    // come near the viewport: reaching the later blocks may have scrolled this one away.
    const roaster = page.locator('#block-summary-journal img[data-src*="new-roaster"]');
    await roaster.scrollIntoViewIfNeeded();
    await expect(roaster).toHaveAttribute('data-image-resolution', /w$/);
    expect((await islandErrors(page)).map((error) => error.id).sort()).toEqual([...BLOCKS].sort());
    const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
    expect(errors.filter((text) => text.startsWith('site-runtime: island:summary:'))).toHaveLength(2);
    expect(errors.filter((text) => text.startsWith('site-runtime: island:external-gallery:'))).toHaveLength(1);
    // The rest works: the embed beside them ran.
    await reach(page, 'block-summary-page-embed', 'live');
    await expect(page.frameLocator('#block-summary-page-embed iframe').locator('#inline-out')).toHaveText('Inline embed ran');
  });
}

test('broken data: the spec messages, the server HTML kept, the blocks beside them working', async ({ page, issues, log }) => {
  await page.goto('/fixtures/widgets-broken.html');
  for (const id of ['bad-json', 'bad-data', 'unknown', 'events-no-id']) await reach(page, `block-summary-${id}`, 'failed');
  for (const id of ['no-html', 'bad-html']) await reach(page, `block-embed-${id}`, 'failed');
  await reach(page, 'block-summary-ok', 'live');
  await reach(page, 'block-embed-ok', 'live');
  await expect(titles(page, 'block-summary-ok').first()).toHaveText('Our winter menu');
  await expect(page.frameLocator('#block-embed-ok iframe').locator('#inline-out')).toHaveText('Inline embed ran');
  for (const id of ['bad-json', 'bad-data', 'unknown', 'events-no-id']) {
    await expect(titles(page, `block-summary-${id}`).first()).not.toHaveText('Our winter menu');
  }
  await expect(page.locator('#block-embed-no-html')).toHaveText('Embed fallback');
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding summary block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating summary block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating embed block data.'))).toHaveLength(1);
  // The host's 404 for the unknown collection, in the data layer's words (spec 000 §8).
  expect(errors.some((text) => text.startsWith('site-runtime: island:summary: ApiError: Unable to connect…'))).toBe(true);
  expect(errors.some((text) => text.includes('an events summary needs a "collectionId"'))).toBe(true);
  expect(errors.some((text) => text.includes('block #block-embed-no-html has no html'))).toBe(true);
  // Only the good summary and the unknown collection reached the host.
  expect((await log(CALL)).map((call) => JSON.parse(String((call.body as Record<string, string>).widgetJSON)).id).sort()).toEqual([
    'summary-ok',
    'summary-unknown',
  ]);
});

test('summary blocks have no accessibility violations, before and after the rendering', async ({ page }) => {
  const axe = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
      (v) => v.id,
    );
  await page.route(`**${CALL}*`, (route) => route.abort('failed'));
  await page.goto('/fixtures/summary.html');
  await waitForState(page, '#block-summary-journal', 'failed');
  expect(await axe()).toEqual([]);
  await page.unroute(`**${CALL}*`);
  await page.reload();
  await expect(titles(page, 'block-summary-journal').first()).toHaveText('Our winter menu');
  expect(await axe()).toEqual([]);
});

test('destroy() puts back the server HTML of a rendered summary and takes the embed frame away', async ({ page }) => {
  await page.goto('/fixtures/summary.html');
  await expect(titles(page, 'block-summary-journal').first()).toHaveText('Our winter menu');
  await reach(page, 'block-summary-page-embed', 'live');
  await page.evaluate(() => window.SiteRuntime?.destroy());
  await expect(titles(page, 'block-summary-journal')).toHaveText(['A new roaster', 'The terrace is open', 'Meet the bakers']);
  await expect(page.locator('#block-summary-page-embed iframe')).toHaveCount(0);
  // Started again, it asks again.
  await page.evaluate(() => window.SiteRuntime?.init());
  await expect(titles(page, 'block-summary-journal').first()).toHaveText('Our winter menu');
});

test.describe("a summary in the builder's carousel design", () => {
  const ID = 'block-summary-carousel';
  /** The slides a visitor can reach: the titles of those the carousel has not set aside (inert: out of
   *  the tab order and the accessibility tree). */
  const reachable = (page: Page) => page.locator(`#${ID} .summary-item:not([inert]) .summary-title`);

  test("the host's rendering in place, its pager moves it two slides at a time, disabled at the ends, by mouse and keyboard", async ({
    page,
    log,
    issues,
  }) => {
    await page.goto('/fixtures/summary-carousel.html');
    await reach(page, ID, 'live');
    await expect(titles(page, ID).first()).toHaveText('Our winter menu');
    const carousel = page.getByRole('region', { name: 'Journal' });
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    await expect(reachable(page)).toHaveText(['Our winter menu', 'A new roaster']);
    await expect(carousel.getByText('Our winter menu')).toBeInViewport();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(reachable(page)).toHaveText(['The terrace is open', 'Meet the bakers']);
    await expect(carousel.getByText('Meet the bakers')).toBeInViewport();
    await expect(carousel.getByText('Our winter menu')).not.toBeInViewport();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end, Next (disabled, still focusable) does nothing; Previous by keyboard goes back.
    await next.press('Enter');
    await expect(reachable(page)).toHaveText(['The terrace is open', 'Meet the bakers']);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(reachable(page)).toHaveText(['Our winter menu', 'A new roaster']);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeInViewport();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const [call] = await log(CALL);
    expect(JSON.parse((call?.body as Record<string, string> | undefined)?.widgetJSON ?? '{}')).toMatchObject({
      value: { design: 'carousel' },
    });
    expect(issues).toEqual([]);
  });

  test('when the rendering fails, the server HTML it keeps is the carousel, and it moves', async ({ page }) => {
    await page.request.post('/api/test/failures', { data: { path: CALL, status: 500 } });
    await page.goto('/fixtures/summary-carousel.html');
    await reach(page, ID, 'failed');
    const carousel = page.getByRole('region', { name: 'Journal' });
    await expect(reachable(page)).toHaveText(['A new roaster', 'The terrace is open']);
    await carousel.getByRole('button', { name: 'Next' }).press(' ');
    // Three slides: the last group ends with the last one.
    await expect(reachable(page)).toHaveText(['The terrace is open', 'Meet the bakers']);
    await expect(carousel.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px its row and pager are there before it wakes: nothing on the page moves as it does`, async ({ page }) => {
      // The server HTML kept (the rendering refused), so what moves could only be the carousel's layout.
      await page.request.post('/api/test/failures', { data: { path: CALL, status: 500 } });
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      await page.goto('/fixtures/summary-carousel.html');
      await reach(page, ID, 'failed');
      await expect(page.getByRole('region', { name: 'Journal' })).toBeVisible();
      await expect(reachable(page)).toHaveText(['A new roaster', 'The terrace is open']);
      await expect(page.locator(`#${ID} .summary-item img[src]`).first()).toBeVisible();
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test('on a narrow screen, one row of two', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/fixtures/summary-carousel.html');
    await reach(page, ID, 'live');
    await expect(titles(page, ID).first()).toHaveText('Our winter menu');
    await expect(reachable(page)).toHaveText(['Our winter menu', 'A new roaster']);
    const boxes = await page.locator(`#${ID} .summary-item`).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(boxes).size).toBe(1);
  });
});
