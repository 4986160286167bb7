import type { Page } from '@playwright/test';
import { expect, type LogEntry, test, waitForRuntime } from './fixtures';

// Session recording (spec 001 §7, §9): the toggle, the sampling draw, more than 2 cores, consent, the
// host's identifier (a mock one loads nothing) and the recorder stand-in, which reports to /__log.

const GET_ID = '/api/commerce/fullstory/getId';
const RECEIVED = '/api/session-recording/received';
const STOPPED = '/api/session-recording/stopped';
const RECORDER = '/recording/fs.js';
/** Visitor cookies whose id draws 0 (always sampled) and just under 1 (never, below a rate of 1). */
const visitorCookie = (prefix: string): string => `${prefix}-0000-4000-8000-000000000000|1700000000000|1700000000000|1700000000000|1`;

async function withCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), cores);
}

/** The chunk has decided (its mount ran) and every request it made has been answered. */
async function settled(page: Page): Promise<void> {
  await waitForRuntime(page);
  await page.locator('[data-site-runtime="session-recording"][data-sr-state="live"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const paths = (entries: LogEntry[]): string[] => entries.map((entry) => entry.path);

test('toggle on, sampled, 8 cores: the identifier is asked once and the recorder starts with it', async ({
  page,
  log,
  issues,
  scripts,
}) => {
  await withCores(page, 8);
  await page.goto('/fixtures/session-recording.html');
  await expect.poll(async () => (await log(RECEIVED)).map((entry) => entry.query)).toEqual([{ org: 'o-1FX7R2-na1', namespace: 'FS' }]);
  expect(paths(await log(GET_ID))).toEqual([GET_ID]);
  expect(scripts.filter((src) => src.startsWith(RECORDER))).toEqual([RECORDER]);
  await expect(page.locator('#recording-text')).toBeVisible();
  expect(issues).toEqual([]);
});

test('without the toggle the chunk never loads', async ({ page, log, scripts }) => {
  await withCores(page, 8);
  await page.goto('/fixtures/empty.html');
  await waitForRuntime(page);
  // Visitor analytics starts after the load event, as the recording would: past it, nothing came.
  await expect.poll(async () => (await log('/api/census/')).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((src) => src.includes('/chunks/session-recording-'))).toEqual([]);
  expect(await log(GET_ID)).toEqual([]);
});

test('with 2 cores nothing is asked or loaded', async ({ page, log, scripts }) => {
  await withCores(page, 2);
  await page.goto('/fixtures/session-recording.html');
  await settled(page);
  expect(await log(GET_ID)).toEqual([]);
  expect(scripts.filter((src) => src.startsWith(RECORDER))).toEqual([]);
});

test('sampling is the visitor id’s draw: under a rate of 0.5 one visitor is recorded, another never', async ({ page, log, baseURL }) => {
  await withCores(page, 8);
  await page.context().addCookies([{ name: 'ss_cvr', value: visitorCookie('ffffffff'), url: baseURL! }]);
  await page.goto('/fixtures/session-recording-half.html');
  await settled(page);
  expect(await log(GET_ID)).toEqual([]);

  await page.context().addCookies([{ name: 'ss_cvr', value: visitorCookie('00000000'), url: baseURL! }]);
  await page.goto('/fixtures/session-recording-half.html');
  await expect.poll(async () => (await log(RECEIVED)).length).toBe(1);
  expect(paths(await log(GET_ID))).toEqual([GET_ID]);
});

test('under a restrictive policy: nothing before consent, the recorder once the visitor accepts', async ({ page, log }) => {
  await withCores(page, 8);
  await page.goto('/fixtures/session-recording-consent.html');
  await settled(page);
  expect(await log(GET_ID)).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('ss_cvr');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await log(RECEIVED)).map((entry) => entry.query['org'])).toEqual(['o-1FX7R2-na1']);
  expect(paths(await log(GET_ID))).toEqual([GET_ID]);
});

test('a declined policy never starts it', async ({ page, log }) => {
  await withCores(page, 8);
  await page.goto('/fixtures/session-recording-consent.html');
  await settled(page);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await page.reload();
  await settled(page);
  expect(await log(GET_ID)).toEqual([]);
  expect(await log(RECEIVED)).toEqual([]);
});

test('without a restrictive policy it records from the start, and a Decline stops it', async ({ page, log }) => {
  await withCores(page, 8);
  await page.goto('/fixtures/session-recording-opt-out.html');
  await expect.poll(async () => (await log(RECEIVED)).length).toBe(1);
  expect(await log(STOPPED)).toEqual([]);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect.poll(async () => (await log(STOPPED)).map((entry) => entry.query['org'])).toEqual(['o-1FX7R2-na1']);
  expect(await page.evaluate(() => (window as unknown as { FS?: { recording: boolean } }).FS?.recording)).toBe(false);
  // Declined: the next page asks nothing and loads nothing.
  await page.reload();
  await settled(page);
  expect(paths(await log(GET_ID))).toEqual([GET_ID]);
  expect(await log(RECEIVED)).toHaveLength(1);
});

test('the host’s mock identifier loads no recorder', async ({ page, log, scripts, baseURL, issues }) => {
  await withCores(page, 8);
  await page.context().addCookies([{ name: 'sr_fullstory', value: 'mock', url: baseURL! }]);
  await page.goto('/fixtures/session-recording.html');
  await expect.poll(async () => (await log(GET_ID)).length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((src) => src.startsWith(RECORDER))).toEqual([]);
  expect(await log(RECEIVED)).toEqual([]);
  expect(issues).toEqual([]);
});

test('a failing identifier call: a clear console error, no recorder, the page works', async ({ page, log, scripts, issues }) => {
  await withCores(page, 8);
  await page.request.post('/api/test/failures', { data: { path: GET_ID, status: 503 } });
  await page.goto('/fixtures/session-recording.html');
  await expect
    .poll(() => issues.map((issue) => issue.text))
    .toContainEqual(expect.stringContaining('Session recording was not started: the recording identifier could not be loaded'));
  expect(issues.find((issue) => issue.text.includes('Session recording'))?.text).toContain('(HTTP 503)');
  expect(scripts.filter((src) => src.startsWith(RECORDER))).toEqual([]);
  expect(await log(RECEIVED)).toEqual([]);
  await expect(page.locator('#recording-text')).toBeVisible();
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
});

test('under a strict host policy (Trusted Types, nonce) the recorder still loads, through the runtime’s policy', async ({
  page,
  log,
  issues,
}) => {
  await withCores(page, 8);
  await page.goto('/fixtures/session-recording.html?csp=strict');
  await expect.poll(async () => (await log(RECEIVED)).map((entry) => entry.query['org'])).toEqual(['o-1FX7R2-na1']);
  expect(issues).toEqual([]);
});
