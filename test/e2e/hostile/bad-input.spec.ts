// Bad input (issue 19): block data that is huge, deeply nested or of the wrong types; a page context
// whose every field has the wrong type; a hostile query string. Each bad part logs its clear console
// error and fails alone; everything beside it works.

import { expect, islandErrors, recordIslandErrors, test, waitForState } from '../fixtures';

/** An issue as `type: message`, without the error's stack. */
const firstLine = (issue: { type: string; text: string }): string => `${issue.type}: ${issue.text.split('\n')[0]}`;

test('bad block data: each bad block keeps its server HTML with its own error, the working ones work', async ({ page, issues }) => {
  await recordIslandErrors(page);
  await page.goto('/fixtures/bad-block-data.html');
  for (const id of ['block-ok-first', 'block-ok-accordion', 'block-ok-last']) await waitForState(page, `#${id}`, 'live');
  const failed = ['block-huge', 'block-deep', 'block-wrong-types', 'block-not-an-object'];
  for (const id of failed) await waitForState(page, `#${id}`, 'failed');

  await page.getByRole('button', { name: 'Working accordion' }).click();
  await expect(page.getByRole('region', { name: 'Working accordion' })).toHaveText('Opened.');
  await expect(page.getByRole('link', { name: 'Working last' })).toHaveAttribute('href', '/fixtures/home.html');
  await expect(page.locator('#block-huge')).toHaveText('Server HTML of an accordion whose data is 5 MB.');
  await expect(page.locator('#block-deep')).toHaveText('Server HTML of an accordion whose data is 1000 levels deep.');
  await expect(page.locator('#block-wrong-types')).toHaveText('Server HTML of a button whose data has the wrong types.');
  await expect(page.locator('#block-not-an-object')).toHaveText('Server HTML of an accordion whose data is a string.');

  expect((await islandErrors(page)).map((error) => error.id).sort()).toEqual([...failed].sort());
  expect(issues.map(firstLine).sort()).toEqual(
    [
      'error: Error decoding accordion block data. RangeError: over 1e6 characters',
      'error: Error evaluating accordion block data. TypeError: accordion: item 0 "content" must be a string',
      'error: Error evaluating button block data. TypeError: button: "text" must be a non-empty string',
      'error: Error evaluating accordion block data. TypeError: accordion: "items" must be an array',
    ].sort(),
  );
});

test('a page context with every field of the wrong type: the features that read one say so, the blocks work', async ({ page, issues }) => {
  await page.goto('/fixtures/bad-context-types.html');
  await waitForState(page, '#block-accordion', 'live');
  await waitForState(page, '#block-button', 'live');
  await page.getByRole('button', { name: 'Still works' }).click();
  await expect(page.getByRole('region', { name: 'Still works' })).toHaveText('Yes.');
  await expect(page.getByRole('link', { name: 'Still a button' })).toBeVisible();
  // The page-level features chosen from those fields: neither an announcement bar nor a cookie banner.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect.poll(() => issues.length).toBeGreaterThanOrEqual(2);
  expect(issues.map(firstLine).sort()).toEqual([
    'error: site-runtime: bars: Error: announcement bar: showAnnouncementBar is "yes", not a boolean',
    'error: site-runtime: fonts: TypeError: googleFonts.includeName is not a text',
  ]);
});

test('a hostile query string (__proto__, depth 50, 10,000 a[]=, 2,000 parameters): nothing polluted, the page works', async ({
  page,
  issues,
  baseURL,
}) => {
  const pairs = (times: number, make: (i: number) => string): string => Array.from({ length: times }, (_, i) => make(i)).join('&');
  const query = [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    `a${'[x]'.repeat(50)}=1`,
    pairs(10_000, () => 'list[]=x'),
    pairs(2000, (i) => `p${i}=${i}`),
  ].join('&');
  // Longer than the fixture server reads in a request line: the page itself comes from the server's
  // answer to its plain address, the visitor's address keeps the query.
  await page.route(/\/fixtures\/home\.html\?/, async (route) =>
    route.fulfill({ response: await route.fetch({ url: `${baseURL}/fixtures/home.html` }) }),
  );
  await page.goto(`/fixtures/home.html?${query}`);
  expect(await page.evaluate(() => location.search.length)).toBeGreaterThan(50_000);
  const header = page.getByRole('button', { name: 'Do you take reservations?' });
  await header.click();
  await waitForState(page, '#block-faq', 'live');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
  expect(await page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).includes('polluted'))).toBe(false);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  expect(issues).toEqual([]);
});
