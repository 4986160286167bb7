// The runtime wherever and however a host serves it (docs/serving.md): with a query on the entry's
// address, from a release's folder, from another origin (a CDN, with CORS), and with the integrity
// values of dist/manifest.json. Each way the page starts, an island wakes when touched, every chunk comes
// from beside the entry, and the page holds one copy of the shared state: an error a chunk reports
// reaches the error reporter the entry woke (fixtures/server/hosting.mjs serves the pages).

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, type LogEntry, test, waitForState, wake } from './fixtures';

interface Manifest {
  files: Record<string, { integrity: string }>;
}

const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as Manifest;
const FORM = '#block-form-every-field';
/** What the injected failure of the performance settings prints: the browser's line and the runtime's. */
const SETTINGS_FAILED = [/Failed to load resource: .*500/, /^site-runtime: performance:/];

/** Every script the page requested, as full addresses. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url());
  });
  return seen;
}

const ways = [
  { way: 'query', entry: (origin: string) => `${origin}/dist/site-runtime.js?v=`, folder: (origin: string) => `${origin}/dist/` },
  { way: 'folder', entry: (origin: string) => `${origin}/assets/v7/site-runtime.js`, folder: (origin: string) => `${origin}/assets/v7/` },
  {
    way: 'origin',
    entry: (origin: string) => `${otherOrigin(origin)}/dist/site-runtime.js`,
    folder: (origin: string) => `${otherOrigin(origin)}/dist/`,
  },
] as const;

/** The fixture server under its other name (hosting.mjs): another origin, as a CDN is. */
function otherOrigin(origin: string): string {
  return origin.replace('//127.0.0.1:', '//localhost:');
}

for (const { way, entry, folder } of ways) {
  test(`${way}: the page starts, an island wakes, chunks come from beside the entry, one shared state`, async ({
    page,
    baseURL,
    issues,
    log,
  }) => {
    const origin = baseURL ?? '';
    const scripts = scriptRequests(page);
    // A chunk (visitor analytics) reports this failure; the error reporter, woken by the entry's sink,
    // sends it only if the chunk reached that very sink.
    await page.request.post('/api/test/failures', { data: { path: '/api/1/performance/settings', status: 500 } });
    await page.goto(`/hosting/${way}/form.html`);
    await wake(page, FORM);
    const message = page.locator(FORM).getByRole('textbox', { name: 'Message' });
    await message.fill('Hello');
    await expect(page.locator(FORM).getByText('5 / 200')).toBeVisible();
    await expect.poll(async () => sources(await log('/api/events/RecordJavascriptErrors'))).toEqual(['performance']);
    // The entry once, at the address the page gave; everything else beside it.
    expect(scripts.filter((url) => /\/site-runtime\.js(\?|$)/.test(url))).toEqual([expect.stringMatching(startsWith(entry(origin)))]);
    const chunks = scripts.filter((url) => url.includes('/chunks/'));
    expect(chunks).toContainEqual(expect.stringMatching(/\/chunks\/form\.island-\w+\.js$/));
    expect(chunks.filter((url) => !url.startsWith(`${folder(origin)}chunks/`))).toEqual([]);
    expect(issues.filter((issue) => !SETTINGS_FAILED.some((expected) => expected.test(issue.text)))).toEqual([]);
  });
}

test("origin: an embed's frame comes from beside the entry, the CDN, which names the site as its ancestor", async ({
  page,
  baseURL,
  issues,
}) => {
  // The page's other embeds' provider, answered empty: this test is about the frame's address.
  await page.route('https://*.embed-provider.example/**', (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/html', body: '' }),
  );
  await page.goto('/hosting/origin/embed.html');
  await waitForState(page, '#block-embed-inline', 'live');
  await expect(page.locator('#block-embed-inline iframe')).toHaveAttribute('src', `${otherOrigin(baseURL ?? '')}/dist/embed-frame.html`);
  await expect(page.frameLocator('#block-embed-inline iframe').locator('#inline-out')).toHaveText('Inline script ran in origin null');
  expect(issues).toEqual([]);
});

test('integrity: with the manifest’s values on its tags the runtime runs as ever', async ({ page, issues }) => {
  await page.goto('/hosting/integrity/form.html');
  await expect(page.locator('script[type="module"]')).toHaveAttribute('integrity', manifest.files['site-runtime.js']?.integrity ?? '');
  await expect(page.locator('link[rel="stylesheet"][href$="site-runtime.css"]')).toHaveAttribute(
    'integrity',
    manifest.files['site-runtime.css']?.integrity ?? '',
  );
  await wake(page, FORM);
  await page.locator(FORM).getByRole('textbox', { name: 'Message' }).fill('Hello');
  await expect(page.locator(FORM).getByText('5 / 200')).toBeVisible();
  expect(issues).toEqual([]);
});

test('wrong integrity: the browser refuses the entry and the page stays its server HTML, working', async ({ page, issues }) => {
  const scripts = scriptRequests(page);
  await page.goto('/hosting/wrong-integrity/form.html');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.SiteRuntime)).toBeUndefined();
  expect(scripts.filter((url) => url.includes('/chunks/'))).toEqual([]);
  expect(issues).toEqual([{ type: 'error', text: expect.stringContaining("Failed to find a valid digest in the 'integrity' attribute") }]);
  // The builder's form as served: not taken over by anything, and a visitor can fill it in.
  await expect(page.locator('[data-sr-state], [data-sr-island]')).toHaveCount(0);
  const message = page.locator(FORM).getByRole('textbox', { name: 'Message' });
  await message.fill('Hello');
  await expect(message).toHaveValue('Hello');
});

function sources(reports: LogEntry[]): unknown[] {
  return reports.flatMap((report) => (report.body as Array<{ data: { source?: unknown } }>).map((error) => error.data.source));
}

function startsWith(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
