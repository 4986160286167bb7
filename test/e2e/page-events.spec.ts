// The page's own analytics events (spec 001 §3, §6, §7) as the fixture server received them (/__log):
// page view (1), site search (2) and heartbeat (10) from the tracking chunk, fetched at the first
// heartbeat; the events host by the page's app domain; a signed-in account's mouse position, a visitor's
// never listened to.

import type { Page } from '@playwright/test';
import { expect, type LogEntry, test } from './fixtures';

const HEARTBEAT_MS = 30_000;

type Log = (path?: string) => Promise<LogEntry[]>;

interface SentEvent {
  common: Record<string, unknown>;
  custom: Record<string, unknown>;
}

const parse = (body: unknown): SentEvent => {
  const fields = body as Record<string, string>;
  return { common: JSON.parse(fields['commonData'] ?? '{}'), custom: JSON.parse(fields['customData'] ?? '{}') };
};

async function events(log: Log): Promise<SentEvent[]> {
  return (await log('/api/v1/events')).map((entry) => parse(entry.body));
}

const ofType = async (log: Log, type: number): Promise<SentEvent[]> =>
  (await events(log)).filter((event) => event.custom['event_type'] === type);

/** Fakes the page's clock from its first script, and marks (`__settingsRead`) when the page has read the
 *  performance settings' answer. The runtime goes on with it in the same task, so the clock moved 30 s
 *  after the mark finds the call done. (The server's log sees only the question: a run moved the clock
 *  30 s while the answer was on its way, passing the call's 30 s time-out, and the page reported
 *  "performance: TimeoutError".) */
async function installClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response): Promise<unknown> {
      const read = json.call(this) as Promise<unknown>;
      if (!this.url.includes('/api/1/performance/settings')) return read;
      return read.then((value) => {
        (window as unknown as { __settingsRead: boolean }).__settingsRead = true;
        return value;
      });
    };
  });
  await page.clock.install();
}

/** Past the load event and idle time: analytics started, and the page has its performance settings. */
async function untilSettingsRead(page: Page): Promise<void> {
  await page.clock.runFor(3000);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __settingsRead?: boolean }).__settingsRead === true)).toBe(true);
}

/** Past the load event and idle time, then the first heartbeat's time. */
async function untilFirstHeartbeat(page: Page): Promise<void> {
  await untilSettingsRead(page);
  await page.clock.runFor(HEARTBEAT_MS);
}

/** Records which event types the page's scripts listen for on the document and the window. */
async function recordListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __listened: string[] }).__listened = seen;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: [never, never]) {
      seen.push(type);
      return add.call(this, type, ...rest);
    } as typeof add;
  });
}

test('a visitor: one page view, then a heartbeat every 30 s while visible; no mousemove listener, no mouse in them', async ({
  page,
  log,
  scripts,
  issues,
}) => {
  await recordListeners(page);
  await installClock(page);
  await page.goto('/fixtures/empty.html');
  await untilSettingsRead(page);
  // Before the first heartbeat the events code is not on the page.
  expect(scripts.filter((src) => src.includes('/chunks/tracking-'))).toEqual([]);
  await page.clock.runFor(HEARTBEAT_MS);
  await expect.poll(async () => (await ofType(log, 1)).length).toBe(1);
  const [view] = await ofType(log, 1);
  expect(view?.common).toMatchObject({ actor: 'visitor', action: 'view', object_type: 'page', page_path: '/fixtures/empty.html' });
  expect(view?.custom).toMatchObject({ event_type: 1, event_name: 'page_view' });

  await page.clock.runFor(HEARTBEAT_MS);
  await expect.poll(async () => (await ofType(log, 10)).length).toBe(1);
  await page.clock.runFor(HEARTBEAT_MS);
  await expect.poll(async () => (await ofType(log, 10)).length).toBe(2);
  const [beat] = await ofType(log, 10);
  expect(beat?.custom).toEqual({ event_type: 10, event_name: 'heartbeat' });
  expect(beat?.common).toMatchObject({ action: 'heartbeat', object_type: 'page' });

  // A visitor's pointer is nobody's business: no listener for it, nothing of it sent.
  await page.mouse.move(120, 80);
  await page.mouse.move(200, 150);
  expect(await page.evaluate(() => (window as unknown as { __listened: string[] }).__listened)).not.toContain('mousemove');
  expect(JSON.stringify(await log('/api/'))).not.toContain('mouse_');
  // One page view for the page, whatever the heartbeats.
  expect(await ofType(log, 1)).toHaveLength(1);
  expect(issues).toEqual([]);
});

test('no heartbeat while the page is hidden; they come again once it is shown', async ({ page, log }) => {
  await installClock(page);
  await page.goto('/fixtures/empty.html');
  await untilFirstHeartbeat(page);
  await expect.poll(async () => (await ofType(log, 1)).length).toBe(1);
  const setHidden = (hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.clock.runFor(3 * HEARTBEAT_MS);
  await page.waitForLoadState('networkidle');
  expect(await ofType(log, 10)).toHaveLength(0);
  await setHidden(false);
  await page.clock.runFor(HEARTBEAT_MS);
  await expect.poll(async () => (await ofType(log, 10)).length).toBe(1);
});

test("a signed-in account's mouse position goes with its heartbeats", async ({ page, log }) => {
  await installClock(page);
  // A viewer-only account: signed in, and counted like a visitor, so its events reach the server.
  await page.goto('/fixtures/viewer.html');
  await untilFirstHeartbeat(page);
  await expect.poll(async () => (await ofType(log, 1)).length).toBe(1);
  await page.mouse.move(120, 80);
  await page.mouse.move(240, 160);
  await page.clock.runFor(HEARTBEAT_MS);
  await expect.poll(async () => (await ofType(log, 10)).length).toBe(1);
  const [beat] = await ofType(log, 10);
  expect(beat?.custom).toEqual({ event_type: 10, event_name: 'heartbeat', mouse_x: 240, mouse_y: 160 });
  expect(beat?.common).toMatchObject({ authenticated_account_id: '6a1b2c3d4e5f60718293a4c6' });
});

test('the search page: a site search with the query, in the body only; no page view counted there', async ({ page, log }) => {
  const query = 'blue glazed vase';
  await installClock(page);
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await untilFirstHeartbeat(page);
  await expect.poll(async () => (await ofType(log, 2)).length).toBe(1);
  const [search] = await ofType(log, 2);
  expect(search?.common).toMatchObject({ action: 'search', object_type: 'search', object_identifier: query });
  expect(search?.custom).toMatchObject({ event_type: 2, event_name: 'site_search' });
  // What was typed is in no request's address (the page's own address is the visitor's, not ours).
  for (const entry of await log('/api/')) expect(JSON.stringify(entry.query)).not.toMatch(/blue|glazed|vase/);
  // The search page is never counted: no page view, no heartbeat, no census pageview.
  await page.clock.runFor(HEARTBEAT_MS);
  await page.waitForLoadState('networkidle');
  expect(await ofType(log, 1)).toEqual([]);
  expect(await ofType(log, 10)).toEqual([]);
  expect(await log('/api/census/RecordHit')).toEqual([]);
});

test("the provider's domain: events go to the site's own host (production)", async ({ page, log }) => {
  // A page of the builder, whose context names the provider's domain as its app domain.
  await installClock(page);
  await page.goto('/real-pages/patrickchristian-store.html');
  await untilFirstHeartbeat(page);
  await expect.poll(async () => (await ofType(log, 1)).length).toBe(1);
  const [own] = await log('/api/v1/events');
  expect(own?.headers.host).toBe(new URL(page.url()).host);
});

test("another app domain: events go to that staging platform's host, none to the site, without the site's crumb", async ({ page, log }) => {
  const staging: Array<{ url: string; body: string | null }> = [];
  await page.route('https://builder.example/**', async (route) => {
    staging.push({ url: route.request().url(), body: route.request().postData() });
    await route.fulfill({ status: 202, headers: { 'access-control-allow-origin': new URL(page.url()).origin } });
  });
  await installClock(page);
  // Its context names builder.example as its app domain.
  await page.goto('/fixtures/builder-context.html');
  await untilFirstHeartbeat(page);
  await expect.poll(() => staging.length).toBeGreaterThan(0);
  expect(staging[0]?.url).toBe('https://builder.example/api/v1/events');
  expect(JSON.parse(staging[0]?.body ?? '{}')).toMatchObject({ customSchemaName: 'site_runtime_visitor_event' });
  await page.waitForLoadState('networkidle');
  expect(await log('/api/v1/events')).toEqual([]);
});
