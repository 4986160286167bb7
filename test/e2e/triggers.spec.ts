import type { Page } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState } from './fixtures';

test('each trigger starts its block at its moment', async ({ page, issues }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/fixtures/triggers.html');
  await waitForState(page, '#block-load', 'live');
  await waitForState(page, '#block-idle', 'live');
  await page.waitForLoadState('networkidle');
  for (const id of ['#block-interaction', '#block-media', '#block-visible']) {
    await expect(page.locator(id)).not.toHaveAttribute('data-sr-state', /.*/);
  }
  await page.getByRole('link', { name: 'On interaction' }).focus();
  await waitForState(page, '#block-interaction', 'live');
  await page.setViewportSize({ width: 1200, height: 600 });
  await waitForState(page, '#block-media', 'live');
  await expect(page.locator('#block-visible')).not.toHaveAttribute('data-sr-state', /.*/);
  await page.getByRole('link', { name: 'When visible' }).scrollIntoViewIfNeeded();
  await waitForState(page, '#block-visible', 'live');
  expect(issues).toEqual([]);
});

test('refresh(root) starts blocks the editing frame inserted, and drops removed ones', async ({ page, issues }) => {
  await page.goto('/fixtures/empty.html');
  // Started first, so what starts the inserted block is refresh(), not the initial scan.
  await waitForRuntime(page);
  await page.evaluate(() => {
    const section = document.createElement('section');
    section.id = 'inserted';
    const props = JSON.stringify({ text: 'Inserted', url: '/fixtures/home.html' });
    section.innerHTML = `<div id="block-new" data-block-type="53" data-load="load" data-block-json='${props}'></div>`;
    document.querySelector('main')!.append(section);
    window.SiteRuntime!.refresh(section);
  });
  await waitForState(page, '#block-new', 'live');
  await expect(page.getByRole('link', { name: 'Inserted' })).toHaveAttribute('href', '/fixtures/home.html');
  expect(issues).toEqual([]);
});

/**
 * Holds the blocks chunk back, as a slow network would, until `release()`; resolves once the runtime
 * has started, so what the test does next happens between the scan and the chunk's arrival.
 */
async function holdBlocksChunk(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  let requested: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/chunks\/blocks-[^/]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForRuntime(page);
  // The page asked for the chunk (it may reach the route a moment after the runtime reports ready).
  await asked;
  return release;
}

test('a click before the blocks chunk arrives wakes the block and is replayed once it is live', async ({ page, issues }) => {
  const release = await holdBlocksChunk(page, '/fixtures/home.html');
  const question = page.getByRole('button', { name: 'Do you take reservations?' });
  await question.click();
  await expect(page.locator('#block-faq')).not.toHaveAttribute('data-sr-state', /.*/);
  release();
  await waitForState(page, '#block-faq', 'live');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(issues).toEqual([]);
});

test('focus before the blocks chunk arrives wakes an interaction block', async ({ page, issues }) => {
  const release = await holdBlocksChunk(page, '/fixtures/home.html');
  await page.getByRole('tab', { name: 'Breakfast' }).focus();
  release();
  await waitForState(page, '#block-menu', 'live');
  expect(issues).toEqual([]);
});

test('a click in a block that is not ours, before the blocks chunk arrives, still follows its link', async ({ page, issues }) => {
  const release = await holdBlocksChunk(page, '/fixtures/home.html');
  await page.getByRole('link', { name: 'See the menu' }).click();
  // Held while the runtime cannot yet tell whose block it is…
  expect(new URL(page.url()).hash).toBe('');
  release();
  // …then given back to the page as it was.
  await expect.poll(() => new URL(page.url()).hash).toBe('#menu');
  await expect(page.locator('#block-welcome')).not.toHaveAttribute('data-sr-state', /.*/);
  expect(issues).toEqual([]);
});
