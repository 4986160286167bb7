// Map blocks (4) in the builder's published markup: drawn by the maps service's stand-in
// (/maps/api/js, fixtures/maps/api.js) once they near the viewport, one script for the page; the
// marker opens the external maps page in a new window; the address and the same link when there is no
// maps service or it fails; bad data fails alone; option changes reach the drawn map; axe-core clean.

import type { BrowserContext, Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, holdRoute, test, waitForRuntime, waitForState } from './fixtures';

const STUDIO_MARKER = 'Fixture Cafe Studio, Open in Google Maps (opens in a new window)';
const STUDIO_URL = 'https://maps.google.com/maps?q=40.720882,-74.000988';

/** The external maps page, stood in for: the test never leaves the machine. */
async function standInExternalMaps(context: BrowserContext): Promise<void> {
  await context.route('https://maps.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External map</title><p>External map</p>' }),
  );
}

/** The map the stand-in drew in a block. */
const drawn = (page: Page, id: string): Locator => page.locator(`#${id} .sr-map[data-state="map"] .fixture-map`);

test('map: the maps script waits until a map nears the viewport, then loads once for every map', async ({ page, log, issues }) => {
  await page.goto('/fixtures/map.html');
  await waitForRuntime(page);
  // Below the fold: the block has not started, and nothing asked the maps service.
  await expect(page.locator('#block-map-studio')).not.toHaveAttribute('data-sr-state', /.*/);
  expect(await log('/maps/')).toEqual([]);
  const height = async (): Promise<number | undefined> => (await page.locator('#block-map-studio').boundingBox())?.height;
  const before = await height();

  await page.locator('#block-map-studio').scrollIntoViewIfNeeded();
  const studio = drawn(page, 'block-map-studio');
  await expect(studio).toBeVisible();
  // The builder's empty box already had the map's shape: drawing it moves nothing below.
  expect(await height()).toBe(before);
  await expect(studio).toHaveAttribute('data-center', '40.7209,-74.001');
  await expect(studio).toHaveAttribute('data-zoom', '14');
  await expect(studio).toHaveAttribute('data-map-type', 'roadmap');
  await expect(studio).toHaveAttribute('data-draggable', 'false');
  await expect(studio).toHaveAttribute('data-gesture-handling', 'none');
  // Minimal light: gray, lighter, no points of interest; no zoom control (controls: false).
  expect(JSON.parse((await studio.getAttribute('data-styles')) ?? '[]')).toContainEqual({
    featureType: 'poi',
    stylers: [{ visibility: 'off' }],
  });
  await expect(studio.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Map: Fixture Cafe Studio' }).getByRole('button', { name: STUDIO_MARKER })).toBeVisible();

  await page.locator('#block-map-harbour').scrollIntoViewIfNeeded();
  const harbour = drawn(page, 'block-map-harbour');
  // Only the marker was placed: the map centres on it. Satellite with labels; the zoom control works.
  await expect(harbour).toHaveAttribute('data-center', '51.5055,-0.0754');
  await expect(harbour).toHaveAttribute('data-map-type', 'hybrid');
  await harbour.getByRole('button', { name: 'Zoom in' }).click();
  await expect(harbour).toHaveAttribute('data-zoom', '13');

  const requests = await log('/maps/');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.path).toBe('/maps/api/js');
  expect(requests[0]?.query).toEqual({ key: 'fixture-maps-key', language: 'en', region: 'US', callback: '__siteRuntimeMapsReady' });
  expect(issues).toEqual([]);
});

test('map: the marker opens the external maps page in a new window, by pointer and by keyboard', async ({ page, context }) => {
  await standInExternalMaps(context);
  await page.goto('/fixtures/map.html');
  await page.locator('#block-map-studio').scrollIntoViewIfNeeded();
  const marker = page.getByRole('button', { name: STUDIO_MARKER });
  const [byClick] = await Promise.all([context.waitForEvent('page'), marker.click()]);
  await expect(byClick).toHaveURL(STUDIO_URL);
  await expect(byClick.getByText('External map')).toBeVisible();
  // noopener: the maps page cannot reach back into the site.
  expect(await byClick.evaluate(() => window.opener)).toBeNull();
  await byClick.close();

  await marker.focus();
  const [byKey] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(byKey).toHaveURL(STUDIO_URL);
});

test('map: a visitor on the address link while the map arrives stays in the block; the next Tab is the marker', async ({ page }) => {
  const release = await holdRoute(page, /\/maps\/api\/js/);
  await page.goto('/fixtures/map.html');
  const block = page.locator('#block-map-studio');
  await block.scrollIntoViewIfNeeded();
  await waitForState(page, '#block-map-studio', 'live');
  const link = block.getByRole('link', { name: /^Open in Google Maps/ });
  await link.focus();
  release();
  await expect(drawn(page, 'block-map-studio')).toBeVisible();
  await expect(block.getByRole('region', { name: /Fixture Cafe Studio/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: STUDIO_MARKER })).toBeFocused();
});

test("map: a change to the block's options reaches the drawn map", async ({ page }) => {
  await page.goto('/fixtures/map.html');
  await page.locator('#block-map-studio').scrollIntoViewIfNeeded();
  const studio = drawn(page, 'block-map-studio');
  await expect(studio).toHaveAttribute('data-zoom', '14');
  await page.locator('#block-map-studio').evaluate((el) => {
    const data = JSON.parse(el.getAttribute('data-block-json') ?? '{}') as { location: Record<string, unknown> };
    el.setAttribute('data-block-json', JSON.stringify({ ...data, location: { ...data.location, mapZoom: 16 }, style: 1, controls: true }));
  });
  await expect(studio).toHaveAttribute('data-zoom', '16');
  await expect(studio).toHaveAttribute('data-styles', '[]');
  await expect(studio.getByRole('button', { name: 'Zoom out' })).toBeVisible();
});

test('map-fallback: without a maps service each map shows its address and the link', async ({ page, context, log, issues }) => {
  await standInExternalMaps(context);
  await page.goto('/fixtures/map-fallback.html');
  await waitForState(page, '#block-map-harbour', 'live');
  const harbour = page.locator('#block-map-harbour address');
  await expect(harbour).toContainText('Harbour Kitchen');
  await expect(harbour).toContainText('St Katharine Docks');
  await expect(harbour).toContainText('London E1W 1LA');
  await expect(harbour).toContainText('United Kingdom');
  const link = harbour.getByRole('link', { name: 'Open in Google Maps (opens in a new window)' });
  await expect(link).toHaveAttribute('href', 'https://maps.google.com/maps?q=51.5055,-0.0754');
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(popup).toHaveURL('https://maps.google.com/maps?q=51.5055,-0.0754');

  await waitForState(page, '#block-map-studio', 'live');
  await expect(page.locator('#block-map-studio address')).toContainText('8 Clarkson Street');
  await expect(page.locator('#block-map-studio a')).toHaveAttribute('href', STUDIO_URL);
  expect(await log('/maps/')).toEqual([]);
  expect(issues).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('map-failing: a maps script that fails leaves the address and the link', async ({ page, log, issues }) => {
  await page.goto('/fixtures/map-failing.html');
  const box = page.locator('#block-map-studio .sr-map');
  await expect(box).toHaveAttribute('data-state', 'fallback');
  await expect(box.locator('address')).toContainText('Fixture Cafe Studio');
  await expect(box.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', STUDIO_URL);
  await expect(page.locator('#after-maps')).toBeVisible();
  const requests = await log('/maps/');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.query).toMatchObject({ fail: '503', key: 'fixture-maps-key' });
  // The browser's own line for the 503, and the runtime's report of the failed load, once.
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('site-runtime: map:script'))).toHaveLength(1);
  expect(errors.every((text) => text.startsWith('site-runtime: map:script') || text.includes('503'))).toBe(true);
});

test('map-broken: bad data fails alone, with the console error, and the other maps work', async ({ page, issues }) => {
  await page.goto('/fixtures/map-broken.html');
  await waitForState(page, '#block-map-bad-json', 'failed');
  await waitForState(page, '#block-map-bad-location', 'failed');
  // Kept as the builder published them.
  await expect(page.locator('#block-map-bad-json .sqs-block-content')).toHaveText('\u00a0');
  await expect(page.locator('#block-map-bad-location .sr-map')).toHaveCount(0);
  // No location: the default centre and zoom of spec 001 §3, §9.
  const noLocation = drawn(page, 'block-map-no-location');
  await expect(noLocation).toHaveAttribute('data-center', '40.720882,-74.000988');
  await expect(noLocation).toHaveAttribute('data-zoom', '12');
  await page.locator('#block-map-ok').scrollIntoViewIfNeeded();
  await expect(drawn(page, 'block-map-ok')).toHaveAttribute('data-zoom', '14');
  await expect(page.locator('#after-maps')).toBeVisible();
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding map block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating map block data.'))).toHaveLength(1);
  expect(errors.some((text) => text.includes('"location" must be an object'))).toBe(true);
});

test('map: axe-core finds nothing on the drawn maps', async ({ page }) => {
  await page.goto('/fixtures/map.html');
  await page.locator('#block-map-harbour').scrollIntoViewIfNeeded();
  await expect(drawn(page, 'block-map-studio')).toBeVisible();
  await expect(drawn(page, 'block-map-harbour')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
