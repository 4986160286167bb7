// The site's third parties a visitor meets on an item page (spec 000 §3, §7): the discussion comments
// script, loaded from the provider's address built from the site's shortname (the fixture server's
// stand-in, /comments/<shortname>/embed.js) only as the post's comments area nears the viewport, never at
// start-up; a failing script leaves a line and a button to try again; a site with comments off loads
// nothing; a shortname that is not one is refused with a console error. And the pin button over image
// blocks' pictures (`pinterestOverlayOptions.mode`): its code fetched at the first hover or focus only,
// shown on hover and on focus, a link to the provider's create-pin page in a new window.

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
  // Never answered: the script neither runs nor fails.
  await page.route(`**${SCRIPT}`, () => undefined);
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 5000);
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
  // Each block says its own, in whichever order the two blocks start (a clean-clone run had the comments first).
  expect(issues.map((issue) => issue.text.split('\n')[0]).sort()).toEqual([
    'Error evaluating comments block data. TypeError: comments: websiteSettings.disqusShortname "Fixture Café/../x" is not a shortname ' +
      '(lowercase letters, digits and dashes); no comments are loaded',
    'site-runtime: websiteSettings.pinterestOverlayOptions.mode "sometimes" is not "enabled_for_blogs_and_pages" or "disabled"; ' +
      'no pin buttons are shown',
  ]);
  expect(await log('/comments/')).toEqual([]);
  // The post's own blocks are untouched, and without a mode this runtime knows, no pin button.
  await expect(page.locator('#block-post-cup')).toHaveAttribute('data-sr-state', 'live');
  await page.locator('#block-post-cup img').hover();
  await page.keyboard.press('Tab');
  await expect(page.locator('.sr-pin-it')).toHaveCount(0);
});

const PIN_PART = /\/chunks\/image\.pin-it-/;
/** The gallery's pin buttons, fetched with its island on a site whose pin mode is not off. */
const GALLERY_PIN_PART = /\/chunks\/gallery\.pins-/;
/** The 7.1 gallery sections' pin buttons: their own lazy part. */
const SECTION_PIN_PART = /\/chunks\/gallery-section\.pin-it-/;

/** The create-pin page for a picture of the post. */
function pinPage(postUrl: string, slug: string, size: string, alt: string): string {
  const pin = new URL('https://www.pinterest.com/pin/create/button/');
  pin.searchParams.set('url', postUrl);
  pin.searchParams.set('media', new URL(`/images/${slug}-${size}.jpg`, postUrl).href);
  pin.searchParams.set('description', alt);
  return pin.href;
}

test('pin button: fetched at the first hover, shown while the picture is hovered, opens the create-pin page', async ({
  page,
  scripts,
  issues,
}) => {
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  const beans = page.locator('#block-post-beans');
  await expect(beans).toHaveAttribute('data-sr-state', 'live');
  // Started, the pictures in: no pin code, no button.
  expect(scripts.filter((script) => PIN_PART.test(script))).toEqual([]);
  await expect(page.locator('.image-block .sr-pin-it')).toHaveCount(0);

  await beans.locator('img').hover();
  const pin = beans.getByRole('link', { name: 'Pin it: Green coffee beans before roasting (opens in a new window)' });
  await expect(pin).toBeVisible();
  expect(scripts.filter((script) => PIN_PART.test(script))).toHaveLength(1);
  const href = pinPage(page.url(), 'beans', '1600x1067', 'Green coffee beans before roasting');
  await expect(pin).toHaveAttribute('href', href);
  await expect(pin).toHaveAttribute('target', '_blank');
  // Over the picture, not below it: nothing moved.
  const [picture, button] = await Promise.all([beans.locator('.image-block-wrapper').boundingBox(), pin.boundingBox()]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
  expect(button!.y).toBeGreaterThanOrEqual(picture!.y);

  // Away from the picture it is out of sight again.
  await page.locator('h1').hover();
  await expect(pin).not.toBeVisible();

  // The provider's page opens in a new window (stood in for: the test has no network).
  await page
    .context()
    .route('https://www.pinterest.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Pin</title>' }));
  await beans.locator('img').hover();
  const [popup] = await Promise.all([page.waitForEvent('popup'), pin.click()]);
  expect(popup.url()).toBe(href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('pin button: a keyboard visitor reaches it by Tab, right after the picture, and sees it while it has focus', async ({ page }) => {
  await page.goto('/fixtures/blog-post.html');
  await waitForRuntime(page);
  await expect(page.locator('#block-post-cup')).toHaveAttribute('data-sr-state', 'live');
  // The first focus anywhere brings the buttons in.
  await page.keyboard.press('Tab');
  await expect(page.locator('.image-block .sr-pin-it')).toHaveCount(2);
  let focused = '';
  for (let presses = 0; presses < 15 && !focused.startsWith('Pin it: A flat white'); presses += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }
  const cup = page.locator('#block-post-cup').getByRole('link', { name: /^Pin it: A flat white in a blue cup/ });
  await expect(cup).toBeFocused();
  await expect(cup).toBeVisible();
  await expect(cup).toHaveAttribute('href', pinPage(page.url(), 'cup', '1200x1200', 'A flat white in a blue cup'));
  // The other one, without focus or hover, is out of sight.
  await expect(page.locator('#block-post-beans .sr-pin-it')).not.toBeVisible();
});

test('pin button: each gallery slide has its own, shown while the slide is hovered', async ({ page, issues }) => {
  await page.goto('/fixtures/blog-post.html');
  const gallery = page.locator('#block-post-gallery');
  await expect(gallery).toHaveAttribute('data-sr-island', 'awake');
  const pin = gallery.getByRole('link', { name: 'Pin it: Sacks of green coffee in the store room (opens in a new window)' });
  await expect(pin).toHaveAttribute('href', pinPage(page.url(), 'sacks', '1600x1200', 'Sacks of green coffee in the store room'));
  await expect(pin).toHaveAttribute('target', '_blank');
  await expect(pin).not.toBeVisible();
  await gallery.locator('.slide').nth(1).locator('img').hover();
  await expect(pin).toBeVisible();
  await expect(gallery.getByRole('link', { name: /^Pin it: The drum roaster/ })).not.toBeVisible();
  // Reached by Tab like any link of the gallery, and shown while it has focus.
  await page.locator('h1').hover();
  await pin.focus();
  await expect(pin).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('pin button: each picture of a 7.1 gallery section has its own, after the lightbox button, shown while its figure is hovered', async ({
  page,
  scripts,
  issues,
}) => {
  await page.goto('/fixtures/gallery-sections-71.html');
  const grid = page.locator('.gallery-grid[data-sr-gallery-section]');
  await expect(grid.locator('.gallery-grid-item')).toHaveCount(5);
  // Live, its pictures in: no pin code, no button until the visitor reaches for one.
  expect(scripts.filter((script) => SECTION_PIN_PART.test(script))).toEqual([]);
  await expect(page.locator('.sr-pin-it')).toHaveCount(0);

  const mill = grid.locator('.gallery-grid-item').nth(1);
  await mill.locator('img').hover();
  const pin = mill.getByRole('link', { name: 'Pin it: The old mill (opens in a new window)' });
  await expect(pin).toBeVisible();
  expect(scripts.filter((script) => SECTION_PIN_PART.test(script))).toHaveLength(1);
  await expect(pin).toHaveAttribute('href', pinPage(page.url(), 'mill', '1200x1600', 'The old mill'));
  await expect(pin).toHaveAttribute('target', '_blank');
  // Over the picture, and only this figure's.
  const [picture, button] = await Promise.all([mill.locator('.gallery-grid-item-wrapper').boundingBox(), pin.boundingBox()]);
  expect(button!.y).toBeGreaterThanOrEqual(picture!.y);
  expect(button!.y + button!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
  await expect(grid.getByRole('link', { name: /^Pin it: Quay in the rain/ })).not.toBeVisible();

  // By keyboard: the picture's lightbox button, then its pin, shown while it has focus.
  await page.locator('h1').hover();
  await mill.getByRole('button', { name: /^The old mill/ }).focus();
  await page.keyboard.press('Tab');
  await expect(pin).toBeFocused();
  await expect(pin).toBeVisible();
  // The lightbox still opens from the picture (the pin is beside its button, not in it).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('pin button: none where the site has it off', async ({ page, scripts }) => {
  await page.goto('/fixtures/blog-post-plain.html');
  await waitForRuntime(page);
  await expect(page.locator('#block-post-beans')).toHaveAttribute('data-sr-state', 'live');
  await page.locator('#block-post-beans img').hover();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('#block-post-gallery')).toHaveAttribute('data-sr-island', 'awake');
  await expect(page.locator('.sr-pin-it')).toHaveCount(0);
  expect(scripts.filter((script) => PIN_PART.test(script) || GALLERY_PIN_PART.test(script))).toEqual([]);
});

test("pin button: the gallery's pin part failing costs its slides nothing but the buttons", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
  await page.route(GALLERY_PIN_PART, (route) => route.abort('failed'));
  await page.goto('/fixtures/blog-post.html');
  const gallery = page.locator('#block-post-gallery');
  await expect(gallery).toHaveAttribute('data-sr-island', 'awake');
  await expect.poll(() => logged.filter((text) => text.includes('gallery.pins'))).not.toEqual([]);
  await expect(gallery).toHaveAttribute('data-sr-state', 'live');
  await expect(gallery.locator('.slide img').first()).toBeVisible();
  await expect(gallery.locator('.sr-pin-it')).toHaveCount(0);
});

test("pin button: a gallery section's pin part failing is reported, and its pictures and lightbox stay as they were", async ({
  page,
  scripts,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
  await page.route(SECTION_PIN_PART, (route) => route.abort('failed'));
  await page.goto('/fixtures/gallery-sections-71.html');
  const grid = page.locator('.gallery-grid[data-sr-gallery-section]');
  await expect(grid.locator('.gallery-grid-item')).toHaveCount(5);
  const mill = grid.locator('.gallery-grid-item').nth(1);
  await mill.locator('img').hover();
  // Asked for once, and again with the loader's retry; then the failure is the section's, in the console.
  await expect.poll(() => logged.filter((text) => text.includes('gallery-section'))).not.toEqual([]);
  expect(scripts.filter((script) => SECTION_PIN_PART.test(script)).length).toBeGreaterThan(0);
  await expect(page.locator('.sr-pin-it')).toHaveCount(0);
  await expect(mill.locator('img')).toBeVisible();
  await mill.getByRole('button', { name: /^The old mill/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
