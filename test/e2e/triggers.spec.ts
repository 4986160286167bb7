import type { Page } from '@playwright/test';
import { expect, test, waitForState } from './fixtures';

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
  await page.evaluate(() => {
    const section = document.createElement('section');
    section.id = 'inserted';
    section.innerHTML = '<div id="block-new" data-block-type="53" data-load="load" data-block-json=\'{"text":"Inserted","url":"/fixtures/home.html"}\'></div>';
    document.querySelector('main')!.append(section);
    window.SiteRuntime!.refresh(section);
  });
  await waitForState(page, '#block-new', 'live');
  await expect(page.getByRole('link', { name: 'Inserted' })).toHaveAttribute('href', '/fixtures/home.html');
  expect(issues).toEqual([]);
});

/** Holds the block-triggers chunk back, as a slow network would, until `release()`. */
async function holdBlockTriggers(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/chunks\/block-triggers-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a click before the block-triggers chunk arrives wakes the block and is replayed once it is live', async ({ page, issues }) => {
  const release = await holdBlockTriggers(page);
  await page.goto('/fixtures/home.html', { waitUntil: 'domcontentloaded' });
  const question = page.getByRole('button', { name: 'Do you take reservations?' });
  await question.click();
  release();
  await waitForState(page, '#block-faq', 'live');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(issues).toEqual([]);
});

test('focus before the block-triggers chunk arrives wakes an interaction block', async ({ page, issues }) => {
  const release = await holdBlockTriggers(page);
  await page.goto('/fixtures/home.html', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Breakfast' }).focus();
  release();
  await waitForState(page, '#block-menu', 'live');
  expect(issues).toEqual([]);
});
