// The start-up of spec 000 §1, on a page that asks for every initializer (fixtures/pages/start-up.ts): the
// page's markers first (the blocks chunk, which starts the content blocks, the cart page and the reviews
// page in the page's order), then the fonts, the cookie banner, the popup overlay, the announcement bar
// with the badge and the mobile info bar, and visitor analytics last. Each starts in that order; when
// each runs is its trigger's (the registry's table): the banner at once, the overlay and analytics after the load.

import { expect, test } from './fixtures';

const chunkOf = (script: string): string | undefined => /\/chunks\/([a-z-]+(?:\.[a-z]+)?)-[A-Z0-9]{5}\.js/.exec(script)?.[1];

test('the initializers start in the spec’s order, the markers’ first; each then runs when its trigger says', async ({ page, scripts }) => {
  // Each page-level initializer gets its host on the page as it starts: their order of arrival is the
  // order of start-up (a feature may move its host later, as the bars do to the top of the page).
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { started });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            node.hasAttribute('data-site-runtime') &&
            !started.includes(node.getAttribute('data-site-runtime') ?? '')
          )
            started.push(node.getAttribute('data-site-runtime') ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/fixtures/start-up.html');
  // Everything ran: the blocks, the fonts' stylesheet, the banner, the overlay, the bar, the badge, analytics.
  await expect(page.locator('#cart-root')).toHaveAttribute('data-sr-state', 'live');
  await expect(page.locator('#reviews-root')).toHaveAttribute('data-sr-state', 'live');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Friday specials' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await expect(page.locator('[data-site-runtime="visitor-analytics"]')).toHaveAttribute('data-sr-state', 'live');

  const started = await page.evaluate(() => (window as unknown as { started: string[] }).started);
  expect(started).toEqual(['page-chrome', 'cookie-banner', 'popup-overlay', 'bars', 'error-reporter', 'visitor-analytics']);

  // The markers' table is asked for before any page-level feature; the page's blocks in its own order.
  const chunks = scripts.map(chunkOf).filter((name): name is string => name !== undefined);
  const first = (name: string): number => chunks.indexOf(name);
  expect(first('blocks')).toBeGreaterThanOrEqual(0);
  for (const name of ['page-chrome', 'cookie-banner', 'popup-overlay', 'bars', 'visitor-analytics']) {
    expect(first(name), name).toBeGreaterThan(first('blocks'));
  }
  expect(first('cart-page')).toBeLessThan(first('reviews'));
  // Of those that run at once, the fonts, then the banner, then the bars; of those after the load, the
  // overlay before analytics.
  expect(first('page-chrome')).toBeLessThan(first('cookie-banner'));
  expect(first('cookie-banner')).toBeLessThan(first('bars'));
  expect(first('popup-overlay')).toBeLessThan(first('visitor-analytics'));
});
