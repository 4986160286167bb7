import { expect, islandErrors, recordIslandErrors, test, waitForState } from './fixtures';

test('legacy: blocks without server-rendered islands render on the client', async ({ page, issues }) => {
  await page.goto('/fixtures/legacy.html');
  await waitForState(page, '#block-legacy-accordion', 'live');
  await expect(page.locator('#block-legacy-accordion')).not.toHaveAttribute('data-ssr', /.*/);
  const item = page.getByRole('button', { name: 'Client-rendered item' });
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  // Rendered under the page's h1, its items are h2s: the outline skips no level.
  await expect(page.getByRole('heading', { level: 2, name: 'Client-rendered item' })).toBeVisible();
  await item.click();
  await expect(page.getByRole('region', { name: 'Client-rendered item' })).toHaveText('Rendered in the browser.');
  // The menu is plain text until touched.
  await page.getByText('Drinks: Espresso.').click();
  await waitForState(page, '#block-legacy-menu', 'live');
  await page.getByRole('tab', { name: 'Cakes' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Cheesecake$6.00');
  expect(issues).toEqual([]);
});

test('a chunk whose first request fails is retried and mounts', async ({ page, scripts }) => {
  // Every plain request fails (the prefetch's and the import's alike); only the retry's address gets through.
  let aborted = 0;
  await page.route(/\/chunks\/accordion-[^/?]+\.js$/, async (route) => {
    aborted += 1;
    await route.abort('failed');
  });
  await page.goto('/fixtures/home.html');
  const header = page.getByRole('button', { name: 'Do you take reservations?' });
  await header.click();
  await waitForState(page, '#block-faq', 'live');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  expect(aborted).toBeGreaterThanOrEqual(1);
  const requested = scripts.filter((src) => src.includes('/chunks/accordion-'));
  expect(requested.filter((src) => src.endsWith('?retry=1'))).toHaveLength(1);
  expect(requested.filter((src) => src.includes('?retry=2'))).toEqual([]);
});

test('a chunk that always fails leaves its server HTML, names the block, and the rest works', async ({ page, issues }) => {
  await recordIslandErrors(page);
  await page.route(/\/chunks\/accordion-/, (route) => route.abort('failed'));
  await page.goto('/fixtures/home.html');
  const header = page.getByRole('button', { name: 'Do you take reservations?' });
  await header.click();
  await waitForState(page, '#block-faq', 'failed');
  // Server HTML intact: every header still there, the first panel still open as rendered.
  await expect(page.locator('#block-faq button')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'What are your opening hours?' })).toBeVisible();
  expect(await islandErrors(page)).toEqual([{ block: 'accordion', blockType: 69, id: 'block-faq' }]);
  expect(issues.some((issue) => issue.type === 'error' && issue.text.includes('site-runtime: island:accordion'))).toBe(true);
  // The other islands go on.
  await page.getByRole('tab', { name: 'Dinner' }).click();
  await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');
});

test('broken: every working block works and each bad one logs the spec message', async ({ page, issues }) => {
  await recordIslandErrors(page);
  await page.goto('/fixtures/broken.html');
  await waitForState(page, '#block-ok-first', 'live');
  await waitForState(page, '#block-ok-accordion', 'live');
  await waitForState(page, '#block-ok-last', 'live');
  await waitForState(page, '#block-throws', 'failed');
  await waitForState(page, '#block-bad-props', 'failed');
  await waitForState(page, '#block-bad-json', 'failed');
  await page.getByRole('button', { name: 'Second' }).click();
  await expect(page.getByRole('region', { name: 'Second' })).toContainText('Two.');
  await expect(page.locator('#block-ok-accordion img')).not.toHaveAttribute('onerror', /.*/);
  await expect(page.locator('#block-ok-accordion a', { hasText: 'bad link' })).not.toHaveAttribute('href', /.*/);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();

  await expect(page.locator('#block-bad-json')).toHaveText('Server HTML of a block with malformed JSON.');
  await expect(page.locator('#block-throws')).toHaveText('Server HTML of a menu whose currency does not exist.');
  await expect(page.locator('#block-bad-props')).toHaveText('Server HTML of a button without text.');
  await expect(page.locator('#block-unknown')).toHaveText('An unknown block type: left alone.');
  await expect(page.locator('#block-unknown')).not.toHaveAttribute('data-sr-state', /.*/);

  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.some((text) => text.startsWith('Error decoding accordion block data.'))).toBe(true);
  expect(errors.some((text) => text.startsWith('Error evaluating button block data.'))).toBe(true);
  expect(errors.some((text) => text.startsWith('site-runtime: island:menu') && text.includes('XYZ'))).toBe(true);
  expect(issues.filter((issue) => issue.type === 'pageerror')).toEqual([]);
  // Chromium reports an inline handler even in the sanitizer's inert document; nothing runs.
  expect(errors.filter((text) => text.includes('Content Security Policy')).length).toBeLessThanOrEqual(2);
  expect((await islandErrors(page)).map((error) => error.id).sort()).toEqual(['block-bad-json', 'block-bad-props', 'block-throws']);
});

test('a broken page context logs one error and the page still works', async ({ page, issues }) => {
  await page.goto('/fixtures/bad-context.html');
  await waitForState(page, '#block-accordion', 'live');
  await page.getByRole('button', { name: 'Still works' }).click();
  await expect(page.getByRole('region', { name: 'Still works' })).toHaveText('Yes.');
  expect(issues.map((issue) => issue.text)).toEqual([expect.stringContaining('#site-context is not valid JSON')]);
});

test('empty loads the entry, then analytics after the load event, and nothing for blocks', async ({ page, scripts, issues }) => {
  await page.goto('/fixtures/empty.html');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  expect(scripts).toEqual(['/dist/site-runtime.js', expect.stringMatching(/^\/dist\/chunks\/visitor-analytics-\w+\.js$/)]);
  const [loadEnd, analyticsStart] = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/chunks/visitor-analytics-'));
    return [navigation.loadEventEnd, chunk?.startTime ?? -1];
  });
  expect(analyticsStart).toBeGreaterThanOrEqual(loadEnd);
  expect(issues).toEqual([]);
});

test('many-blocks: 600 blocks arm without mounting what is off screen', async ({ page, issues }) => {
  await page.goto('/fixtures/many-blocks.html');
  await waitForState(page, '#block-0', 'live');
  const live = await page.locator('[data-sr-state="live"]').count();
  expect(live).toBeGreaterThan(0);
  expect(live).toBeLessThan(100);
  await page.locator('#block-599').scrollIntoViewIfNeeded();
  await waitForState(page, '#block-599', 'live');
  expect(issues).toEqual([]);
});
