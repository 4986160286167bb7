// Embed blocks (22) in the builder's published markup: the embed's html runs in a sandboxed frame of
// its own, under the page's strict CSP, sized to its content; its scripts run in the frame and never in
// the page; broken data keeps the server HTML; axe-core finds nothing.

import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { holdRuntime } from './accessibility-load';
import { expect, test, waitForRuntime, waitForState } from './fixtures';

const PROVIDER_SCRIPT = 'https://widgets.embed-provider.example/widgets.js';
const PROVIDER_FILE = fileURLToPath(new URL('../../fixtures/embed-provider/widgets.js', import.meta.url));
const PLAYER = 'https://player.embed-provider.example/v/harbour';
const PLAYER_FILE = fileURLToPath(new URL('../../fixtures/embed-provider/player.html', import.meta.url));

/** The provider's script and player, served from their files at the provider's addresses, for this
 *  test's page only. Returns the address of each frame that fetched the script. */
async function serveProvider(page: Page): Promise<string[]> {
  await page.route(PLAYER, (route) => route.fulfill({ path: PLAYER_FILE, contentType: 'text/html' }));
  const fetched: string[] = [];
  await page.route(PROVIDER_SCRIPT, (route) => {
    fetched.push(route.request().frame().url());
    return route.fulfill({ path: PROVIDER_FILE, contentType: 'text/javascript' });
  });
  return fetched;
}

test("the provider's script runs in the sandboxed frame, not in the page, and the frame takes its content's height", async ({
  page,
  issues,
}) => {
  const fetched = await serveProvider(page);
  await page.goto('/fixtures/embed.html');
  await waitForRuntime(page);
  await waitForState(page, '#block-embed-post', 'live');
  const frameEl = page.locator('#block-embed-post iframe');
  await expect(frameEl).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await frameEl.getAttribute('sandbox')).not.toContain('allow-same-origin');
  const frame = page.frameLocator('#block-embed-post iframe');
  await expect(frame.getByText('Provider card: Opening night at the harbour')).toBeVisible();
  await expect(frame.locator('#provider-where')).toHaveText('Ran in origin null; the page is out of reach.');
  // The script was fetched by the frame, and ran there only.
  expect(fetched.every((url) => url.endsWith('/dist/embed-frame.html'))).toBe(true);
  expect(fetched.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'embedWidgetRan' in window)).toBe(false);
  await expect(page.locator('.provider-card')).toHaveCount(0);
  // The card is 320 px tall: the frame follows it.
  await expect.poll(async () => (await frameEl.boundingBox())?.height).toBe(320);
  expect(issues).toEqual([]);
});

test("an embed's inline script runs in its frame under the page's strict CSP; code read from the wrapper's data-html", async ({
  page,
  issues,
}) => {
  await serveProvider(page);
  const response = await page.goto('/fixtures/embed.html');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await waitForState(page, '#block-embed-inline', 'live');
  const frame = page.frameLocator('#block-embed-inline iframe');
  await expect(frame.locator('#inline-out')).toHaveText('Inline script ran in origin null');
  expect(await page.evaluate(() => 'embedInlineRan' in window)).toBe(false);
  await expect(page.locator('#block-embed-inline iframe')).toHaveAttribute('title', 'Embedded content');
  await expect(page.locator('#block-embed-post iframe')).toHaveAttribute('title', 'Embedded content from Embed Provider');
  expect(issues).toEqual([]);
});

test('the frame page is sandboxed even when opened on its own, and writes nothing it is sent there', async ({ page }) => {
  const response = await page.goto('/dist/embed-frame.html');
  expect(response?.headers()['content-security-policy']).toMatch(/^sandbox allow-scripts /);
  expect(await page.evaluate(() => window.origin)).toBe('null');
  await page.evaluate(() => window.postMessage({ type: 'sr-embed:html', html: '<p id="injected">x</p>' }, '*'));
  await expect(page.locator('#injected')).toHaveCount(0);
});

test('the block heeds only its own frame, and only a sane height', async ({ page }) => {
  await serveProvider(page);
  await page.goto('/fixtures/embed.html');
  const frameEl = page.locator('#block-embed-post iframe');
  await expect.poll(async () => (await frameEl.boundingBox())?.height).toBe(320);
  // Every height the block gives its frame from now on.
  await frameEl.evaluate((el) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push((el as HTMLElement).style.height)).observe(el, { attributeFilter: ['style'] });
    Object.assign(window, { __heights: seen });
  });
  const frame = page
    .frames()
    .find((candidate) => candidate.url().endsWith('/dist/embed-frame.html') && candidate.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no embed frame');
  // The page itself, then the frame with heights that are not sane; last, the frame with a sane one.
  await page.evaluate(() => window.postMessage({ type: 'sr-embed:height', height: 5 }, '*'));
  for (const height of [1e9, -4, Number.NaN, '40', 300]) {
    await frame.evaluate((value) => window.parent.postMessage({ type: 'sr-embed:height', height: value }, '*'), height);
  }
  // Messages arrive in order: once 300 is applied, every one before it was heard, and refused.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __heights: string[] }).__heights)).toEqual(['300px']);
});

test('embed blocks have no accessibility violations', async ({ page }) => {
  await serveProvider(page);
  await page.goto('/fixtures/embed.html');
  await waitForState(page, '#block-embed-post', 'live');
  await expect(page.frameLocator('#block-embed-post iframe').locator('.provider-card')).toBeVisible();
  await page.locator('#block-embed-player').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('#block-embed-player iframe').locator('#player-origin')).toContainText('Player at');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("an embed that is only a provider's https frame is that frame, at the provider's own origin, with only its safe attributes", async ({
  page,
  issues,
}) => {
  await serveProvider(page);
  await page.goto('/fixtures/embed.html');
  await page.locator('#block-embed-player').scrollIntoViewIfNeeded();
  await waitForState(page, '#block-embed-player', 'live');
  const frameEl = page.locator('#block-embed-player iframe');
  await expect(frameEl).toHaveAttribute('src', PLAYER);
  await expect(frameEl).toHaveAttribute('title', 'Harbour film');
  await expect(frameEl).toHaveAttribute('allow', 'autoplay; fullscreen');
  await expect(frameEl).not.toHaveAttribute('sandbox');
  await expect(frameEl).not.toHaveAttribute('onload');
  await expect(page.frameLocator('#block-embed-player iframe').locator('#player-origin')).toHaveText(
    'Player at https://player.embed-provider.example',
  );
  expect(issues).toEqual([]);
});

test('an embed the builder published in a ratio box keeps that box, and its frame fills it', async ({ page, issues }) => {
  await serveProvider(page);
  const release = await holdRuntime(page);
  await page.goto('/fixtures/embed.html', { waitUntil: 'commit' });
  await page.locator('#after-embeds').waitFor({ state: 'attached' });
  const block = page.locator('#block-embed-player');
  const served = await block.boundingBox();
  release();
  await block.scrollIntoViewIfNeeded();
  await waitForState(page, '#block-embed-player', 'live');
  await expect(page.frameLocator('#block-embed-player iframe').locator('#player-origin')).toContainText('Player at');
  const [box, frame] = await Promise.all([block.boundingBox(), block.locator('iframe').boundingBox()]);
  // 56.25% of the block's width, as served; the frame is that box, not 315 px besides it.
  expect(served?.height).toBeCloseTo((served?.width ?? 0) * 0.5625, 0);
  expect(box?.height).toBeCloseTo(served?.height ?? -1, 0);
  expect(frame?.height).toBeCloseTo(served?.height ?? -1, 0);
  expect(frame?.width).toBeCloseTo(served?.width ?? -1, 0);
  expect(issues).toEqual([]);
});
