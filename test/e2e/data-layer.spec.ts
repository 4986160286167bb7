// The data layer in a real browser against the fixture server: the page imports src/core/api.ts,
// bundled on the fly and served from the page's own origin (so the page's CSP allows it).

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { harness } from './harness';

const api = harness('src/core/api.ts');
const HARNESS = api.url;

async function open(page: Page): Promise<void> {
  await api.serve(page);
  await page.goto('/fixtures/empty.html');
}

/** Runs one call in the page; answers the result or the error's message. */
function call(page: Page, method: 'get' | 'post' | 'put' | 'delete', url: string, options: object = {}) {
  return page.evaluate(
    async ({ harness, method, url, options }) => {
      const { api } = (await import(harness)) as typeof import('../../src/core/api');
      try {
        return { ok: true, value: await api[method](url, options) };
      } catch (error) {
        return { ok: false, message: (error as Error).message, status: (error as { status?: number }).status };
      }
    },
    { harness: HARNESS, method, url, options },
  );
}

test('every call carries the crumb cookie as a query parameter, and passes the CSRF check', async ({ page, log }) => {
  await open(page);
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value;
  expect(crumb).toMatch(/^[0-9a-f]{24}$/);
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    const body = method === 'get' ? {} : { json: { method } };
    expect(await call(page, method, '/api/test/echo', body)).toMatchObject({ ok: true });
  }
  const entries = await log('/api/test/');
  expect(entries.map((entry) => [entry.method, entry.path, entry.query['crumb']])).toEqual([
    ['GET', '/api/test/echo', crumb],
    ['POST', '/api/test/echo', crumb],
    ['PUT', '/api/test/echo', crumb],
    ['DELETE', '/api/test/echo', crumb],
  ]);
  expect(entries[1]?.body).toEqual({ method: 'post' });
});

test('a form body reaches the server form-encoded', async ({ page, log }) => {
  await open(page);
  await call(page, 'post', '/api/test/echo', { form: { event: 'view', data: '{"a":1}' } });
  const [entry] = await log('/api/test/');
  expect(entry?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(entry?.body).toEqual({ event: 'view', data: '{"a":1}' });
});

test('a stale crumb is refreshed and the call retried once', async ({ page, log }) => {
  await open(page);
  // Analytics goes first: its beacons would meet the stale crumb and fetch a fresh one before the call.
  await expect.poll(async () => (await log('/api/1/performance/settings')).length).toBe(1);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (document.cookie = 'crumb=stale; path=/'));
  expect(await call(page, 'post', '/api/test/echo', { json: { n: 1 } })).toMatchObject({ ok: true });
  const entries = await log('/api/test/');
  expect(entries.map((entry) => entry.query['crumb'])).toEqual(['stale', expect.stringMatching(/^[0-9a-f]{24}$/)]);
});

test('the retry option retries a connection failure every 200 ms', async ({ page, log }) => {
  await open(page);
  const key = `k${Date.now()}`;
  expect(await call(page, 'get', `/api/test/flaky/${key}?fail=2&status=502`, { retry: 2 })).toEqual({
    ok: true,
    value: { ok: true, attempt: 3 },
  });
  const times = (await log('/api/test/')).map((entry) => Date.parse(entry.at));
  expect(times).toHaveLength(3);
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(190);
});

test("the catalogue's messages, from real answers", async ({ page }) => {
  await open(page);
  const cases: Array<[string, string]> = [
    ['/api/test/status/401', 'Unauthorized request'],
    ['/api/test/status/403', 'Unauthorized request'],
    ['/api/test/status/500', 'Internal server error. Please try again later.'],
    ['/api/test/status/501', 'Internal server error. Please try again later.'],
    ['/api/test/status/503', 'This service is temporarily unavailable. Please try again later.'],
    ['/api/test/status/404', 'Unable to connect…'],
    [`/api/test/status/400?body=${encodeURIComponent('{"error":"Email is required"}')}`, 'Email is required'],
  ];
  for (const [url, message] of cases) expect(await call(page, 'get', url)).toMatchObject({ ok: false, message });
  const invalid = await call(page, 'get', `/api/test/status/200?body=${encodeURIComponent('{oops')}`);
  expect(invalid).toMatchObject({
    ok: false,
    message: expect.stringMatching(
      // The address as asked, less the crumb (not the visitor's to copy into a message).
      /^Internal Error: Unable to parse server response from \(http:[^)]+\/api\/test\/status\/200\?body=%7Boops\) as JSON: .+/,
    ),
  });
});

test('loginRequired fires the login-required event', async ({ page }) => {
  await open(page);
  const fired = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('site-runtime:login-required', (event) => resolve((event as CustomEvent<{ url: string }>).detail.url), {
          once: true,
        }),
      ),
  );
  await call(page, 'get', `/api/test/status/200?body=${encodeURIComponent('{"loginRequired":true}')}`);
  expect(await fired).toContain('/api/test/status/200');
});

test('authorizationFail shows the system error overlay', async ({ page }) => {
  await open(page);
  await call(page, 'get', `/api/test/status/403?body=${encodeURIComponent('{"authorizationFail":true}')}`);
  const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(dialog).toContainText('Unauthorized request');
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
});

test('a failure nobody handles shows the system error overlay', async ({ page }) => {
  await open(page);
  await page.evaluate(async (harness) => {
    const { api } = (await import(harness)) as typeof import('../../src/core/api');
    void api.get('/api/test/status/500');
  }, HARNESS);
  await expect(page.getByRole('alertdialog', { name: 'Something Went Wrong!' })).toContainText(
    'Internal server error. Please try again later.',
  );
});
