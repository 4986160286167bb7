// The site's third parties a visitor meets on an item page (spec 000 §3, §7): the discussion comments
// script, loaded from the provider's address built from the site's shortname (the fixture server's
// stand-in, /comments/<shortname>/embed.js) only as the post's comments area nears the viewport, never at
// start-up; a failing script leaves a line and a button to try again; a site with comments off loads
// nothing; a shortname that is not one is refused with a console error.

import { violations } from './axe';
import { expect, holdRoute, test, waitForRuntime, waitForState } from './fixtures';

const POST_ID = '64a0f1e2d3c4b5a6978877c3';
const AREA = `#comments-${POST_ID}`;
const SCRIPT = '/comments/fixture-cafe/embed.js';

test('comments: the script loads only as the area nears, and the visitor reads the thread of this post', async ({ page, log, issues }) => {
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  // Started, the post read, the area far below: no script asked for, nothing drawn.
  await expect(page.locator('#block-post-beans')).toHaveAttribute('data-sr-state', 'live');
  expect(await log('/comments/')).toEqual([]);
  await expect(page.locator('#disqus_thread')).toHaveCount(0);

  // Held until the test has seen the loading line.
  const release = await holdRoute(page, `**${SCRIPT}`);
  await page.locator(AREA).scrollIntoViewIfNeeded();
  const area = page.locator(AREA);
  await expect(area.getByRole('status')).toHaveText('Loading comments…');
  release();
  const thread = area.getByRole('region', { name: 'Comments' });
  await expect(thread.getByRole('heading', { name: '2 comments' })).toBeVisible();
  await expect(thread.getByText('On “A new roast for spring”, in the fixture-cafe forum')).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveText([
    'Mara: The new roast is lovely with oat milk.',
    'Tomás: Will it be sold in beans too?',
  ]);
  await expect(area.getByRole('status')).toHaveText('');

  // One script, from the shortname's address; the thread asked for by this post's id and address.
  expect((await log('/comments/')).map((entry) => entry.path)).toEqual([SCRIPT]);
  const asked = await log('/api/comments/thread');
  expect(asked.map((entry) => entry.query)).toEqual([
    { forum: 'fixture-cafe', identifier: POST_ID, url: new URL('/fixtures/blog-post.html', page.url()).href },
  ]);
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('comments: a link to the area loads them at once', async ({ page, log }) => {
  await page.goto(`/fixtures/blog-post.html#comments-${POST_ID}`);
  await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible();
  expect((await log('/comments/')).map((entry) => entry.path)).toEqual([SCRIPT]);
});

test('comments: a script that fails says so; Try again loads it', async ({ page, log, issues }) => {
  let refuse = true;
  await page.route(`**${SCRIPT}`, (route) => (refuse ? route.abort('failed') : route.continue()));
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  await page.locator(AREA).scrollIntoViewIfNeeded();
  const status = page.locator(AREA).getByRole('status');
  await expect(status).toHaveText('Comments could not be loaded. Try again');
  // The block is live: only its third party failed, and the rest of the page is untouched.
  await waitForState(page, AREA, 'live');
  const firstLines = issues.map((issue) => issue.text.split('\n')[0]);
  expect(firstLines).toEqual([
    'Failed to load resource: net::ERR_FAILED',
    `site-runtime: island:comments: Error: The comments script at ${new URL(SCRIPT, page.url()).href} did not load.`,
  ]);

  refuse = false;
  await status.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible();
  await expect(status).toBeFocused();
  await expect(status).toHaveText('');
  expect((await log('/comments/')).length).toBe(1);
});

test('comments: a script that hangs is given up after 15 s (the page clock)', async ({ page }) => {
  await page.clock.install();
  await page.route(`**${SCRIPT}`, () => undefined);
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  await page.locator(AREA).scrollIntoViewIfNeeded();
  const status = page.locator(AREA).getByRole('status');
  await expect(status).toHaveText('Loading comments…');
  await page.clock.runFor(14_900);
  await expect(status).toHaveText('Loading comments…');
  await page.clock.runFor(200);
  await expect(status).toHaveText('Comments could not be loaded. Try again');
});

test('comments: a site with comments off loads no script', async ({ page, log, issues }) => {
  await page.goto('/fixtures/blog-post-plain.html');
  await waitForRuntime(page);
  await page.locator(AREA).scrollIntoViewIfNeeded();
  await waitForState(page, AREA, 'live');
  await expect(page.locator(AREA)).toBeEmpty();
  expect(await log('/comments/')).toEqual([]);
  expect(issues).toEqual([]);
});

test('comments: a shortname that is not one is refused with a console error, nothing loaded', async ({ page, log, issues }) => {
  await page.goto('/fixtures/blog-post-broken.html');
  await waitForRuntime(page);
  await page.locator('#comments-bad-shortname').scrollIntoViewIfNeeded();
  await waitForState(page, '#comments-bad-shortname', 'failed');
  await expect(page.locator('#comments-bad-shortname')).toBeEmpty();
  expect(issues.map((issue) => issue.text.split('\n')[0])).toEqual([
    'Error evaluating comments block data. TypeError: comments: websiteSettings.disqusShortname "Fixture Café/../x" is not a shortname ' +
      '(lowercase letters, digits and dashes); no comments are loaded',
  ]);
  expect(await log('/comments/')).toEqual([]);
  // The post's own blocks are untouched.
  await expect(page.locator('#block-post-cup')).toHaveAttribute('data-sr-state', 'live');
});
