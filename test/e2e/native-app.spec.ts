// The native-app bridge (spec 001 §1, §7, §8): in the app, the page posts `info` when it starts and
// `dismiss` from its close control; a bridge it cannot use is a console error. The test plays the app:
// it injects the bridge (Android's SiteRuntimeApp or iOS's webkit message handler) and reads what it got.

import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime } from './fixtures';

type Bridge = 'android' | 'ios' | 'both' | 'ios-without-handler';

/** Injects the app's bridge before the page's scripts run; what it receives is kept in `__appMessages`. */
async function injectBridge(page: Page, bridge: Bridge): Promise<void> {
  await page.addInitScript((kind: Bridge) => {
    const received: unknown[] = [];
    Object.assign(window, { __appMessages: received });
    const record = { postMessage: (message: unknown) => received.push(message) };
    if (kind === 'android' || kind === 'both') Object.assign(window, { SiteRuntimeApp: record });
    if (kind === 'ios' || kind === 'both') Object.assign(window, { webkit: { messageHandlers: { siteApp: record } } });
    if (kind === 'ios-without-handler') Object.assign(window, { webkit: { messageHandlers: { otherApp: record } } });
  }, bridge);
}

const received = (page: Page): Promise<unknown[]> => page.evaluate(() => (window as unknown as { __appMessages: unknown[] }).__appMessages);
/** Console errors, first line each (the stack follows). */
const errors = (issues: Array<{ type: string; text: string }>): string[] =>
  issues.filter((issue) => issue.type === 'error').map((issue) => issue.text.split('\n')[0] ?? '');

const INFO = {
  type: 'info',
  title: 'In the native app',
  websiteId: '5f1e0c2a9b8d7e6f5a4b3c2d',
  collectionId: '64a0f1e2d3c4b5a697887766',
};

test('Android, by the query: info at start as JSON text, dismiss from the Done control', async ({ page, issues }) => {
  await injectBridge(page, 'android');
  await page.goto('/fixtures/native-app.html?platform=mobile-app');
  await waitForRuntime(page);
  await expect.poll(async () => (await received(page)).length).toBe(1);
  const [info] = (await received(page)) as string[];
  expect(JSON.parse(info ?? '')).toEqual({ ...INFO, url: `${new URL(page.url()).origin}/fixtures/native-app.html?platform=mobile-app` });
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeVisible();
  await done.click();
  await expect.poll(async () => (await received(page)).slice(1)).toEqual([JSON.stringify({ type: 'dismiss' })]);
  expect(issues).toEqual([]);
});

test('iOS, by its bridge alone: info as an object, and Done works from the keyboard', async ({ page, issues }) => {
  await injectBridge(page, 'ios');
  await page.goto('/fixtures/native-app.html');
  await waitForRuntime(page);
  await expect.poll(() => received(page)).toEqual([expect.objectContaining(INFO)]);
  await page.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await received(page)).slice(1)).toEqual([{ type: 'dismiss' }]);
  expect(issues).toEqual([]);
});

for (const [bridge, why] of [
  [undefined, 'no bridge at all'],
  ['both', 'both bridges'],
] as const) {
  test(`platform=mobile-app with ${why}: 'mobile platform not correctly identified', nothing posted`, async ({ page }) => {
    const issues: string[] = [];
    page.on('console', (message) => message.type() === 'error' && issues.push(message.text().split('\n')[0] ?? ''));
    if (bridge) await injectBridge(page, bridge);
    await page.goto('/fixtures/native-app.html?platform=mobile-app');
    await waitForRuntime(page);
    await expect.poll(() => issues).toEqual(['site-runtime: native-app: Error: mobile platform not correctly identified']);
    await expect(page.getByRole('button', { name: 'Done', includeHidden: true })).toBeHidden();
    if (bridge) expect(await received(page)).toEqual([]);
  });
}

test("in the app on iOS without the app's handler: a console error naming it", async ({ page, issues }) => {
  await injectBridge(page, 'ios-without-handler');
  await page.goto('/fixtures/native-app.html?platform=mobile-app');
  await waitForRuntime(page);
  await expect.poll(() => errors(issues)).toEqual(["site-runtime: native-app: Error: The app's siteApp message handler is missing"]);
  expect(await received(page)).toEqual([]);
});

test("another app's web view (webkit, none of our handler, no query): left alone, no error", async ({ page, issues }) => {
  await injectBridge(page, 'ios-without-handler');
  await page.goto('/fixtures/native-app.html');
  await waitForRuntime(page);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Done', includeHidden: true })).toBeHidden();
  expect(await received(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('a browser: the bridge code is not even loaded, and Done stays hidden', async ({ page, issues, scripts }) => {
  await page.goto('/fixtures/native-app.html');
  await waitForRuntime(page);
  await page.waitForLoadState('load');
  expect(scripts.filter((src) => src.includes('/chunks/page-chrome-'))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Done', includeHidden: true })).toBeHidden();
  expect(issues).toEqual([]);
});

test('in the app, with its Done control shown, the page has no accessibility violations', async ({ page }) => {
  await injectBridge(page, 'android');
  await page.goto('/fixtures/native-app.html?platform=mobile-app');
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('destroy() hides Done again, and it posts nothing after', async ({ page }) => {
  await injectBridge(page, 'android');
  await page.goto('/fixtures/native-app.html?platform=mobile-app');
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await page.evaluate(() => window.SiteRuntime?.destroy());
  await expect(page.getByRole('button', { name: 'Done', includeHidden: true })).toBeHidden();
  await page.getByRole('button', { name: 'Done', includeHidden: true }).dispatchEvent('click');
  expect(await received(page)).toHaveLength(1);
});
