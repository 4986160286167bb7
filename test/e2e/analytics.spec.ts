// Visitor analytics in the browser: what the fixture server received (/__log) and what the browser's
// cookie jar holds, for visitors, owners, consent choices, performance records and the error reporter.

import type { BrowserContext, Page } from '@playwright/test';
import { expect, type LogEntry, test, waitForState } from './fixtures';

const DAY = 86_400;
const VISITOR_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\|\d{13}\|\d{13}\|\d{13}\|[1-9]\d*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID'];

type Log = (path?: string) => Promise<LogEntry[]>;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

async function trackingCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => TRACKING_COOKIES.includes(name));
}

/** Analytics starts after the load event, when the page is idle: it has run once it asked for the
 *  performance settings (every page does) and the network is quiet again. */
async function analyticsRan(page: Page, log: Log): Promise<void> {
  await expect.poll(async () => (await log('/api/1/performance/settings')).length).toBe(1);
  await page.waitForLoadState('networkidle');
}

const form = (entry: LogEntry | undefined) => entry?.body as Record<string, string>;

test("home: a visitor's pageview carries the page, client, viewport, screen, site and ss_cvr", async ({ page, log, issues }) => {
  await page.goto('/fixtures/home.html');
  await analyticsRan(page, log);
  const hits = await log('/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  expect(hits[0]?.method).toBe('POST');
  expect(hits[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  const { event, data, ss_cvr: visitor } = form(hits[0]);
  expect(event).toBe('view');
  const viewport = page.viewportSize()!;
  expect(JSON.parse(data!)).toEqual({
    page: '/fixtures/home.html',
    url: page.url(),
    title: await page.title(),
    referrer: '',
    client: { userAgent: expect.any(String), language: 'en-US', timezoneOffset: expect.any(Number) },
    viewport: { width: viewport.width, height: viewport.height },
    screen: { width: expect.any(Number), height: expect.any(Number) },
    userAgent: await page.evaluate(() => navigator.userAgent),
    websiteId: '5f1e0c2a9b8d7e6f5a4b3c2d',
    templateId: '5c5a519771c10ba3470d8101',
    locale: 'en-US',
    collectionId: '64a0f1e2d3c4b5a697887766',
    collectionTitle: 'Home',
    collectionType: 10,
  });
  expect(visitor).toMatch(VISITOR_FORMAT);
  expect((await cookie(page.context(), 'ss_cvr'))?.value).toBe(visitor);
  expect(issues).toEqual([]);
});

test('a visitor gets ss_cvr (2 years, capped by the browser at 400 days), ss_cvt (30 minutes) and SS_ANALYTICS_ID (390 days)', async ({
  page,
  log,
}) => {
  const before = Date.now() / 1000;
  await page.goto('/fixtures/empty.html');
  await analyticsRan(page, log);
  const lifetime = async (name: string) => (await cookie(page.context(), name))!.expires - before;
  // Chromium caps every cookie at 400 days, so the 730 days asked for read back as 400.
  expect(await lifetime('ss_cvr')).toBeGreaterThan(399 * DAY);
  expect(await lifetime('ss_cvt')).toBeGreaterThan(29 * 60);
  expect(await lifetime('ss_cvt')).toBeLessThan(31 * 60);
  expect(await lifetime('SS_ANALYTICS_ID')).toBeGreaterThan(389 * DAY);
  expect(await lifetime('SS_ANALYTICS_ID')).toBeLessThan(391 * DAY);
  expect((await cookie(page.context(), 'SS_ANALYTICS_ID'))?.value).toMatch(UUID);
  // The analytics id is kept in local storage too, with its expiry.
  const stored = await page.evaluate(
    () => [localStorage.getItem('SS_ANALYTICS_ID'), Number(localStorage.getItem('SS_ANALYTICS_EXPIRATION'))] as const,
  );
  expect(stored[0]).toBe((await cookie(page.context(), 'SS_ANALYTICS_ID'))?.value);
  expect(stored[1] / 1000 - before).toBeGreaterThan(389 * DAY);
});

test('cookie values that do not match their format are recreated', async ({ page, log, baseURL }) => {
  await page.context().addCookies([
    { name: 'ss_cvr', value: 'not-a-visitor', url: baseURL! },
    { name: 'ss_cvt', value: 'yesterday', url: baseURL! },
    { name: 'SS_ANALYTICS_ID', value: '<script>', url: baseURL! },
  ]);
  await page.goto('/fixtures/empty.html');
  await analyticsRan(page, log);
  expect((await cookie(page.context(), 'ss_cvr'))?.value).toMatch(VISITOR_FORMAT);
  expect((await cookie(page.context(), 'ss_cvt'))?.value).toMatch(/^\d{13}$/);
  expect((await cookie(page.context(), 'SS_ANALYTICS_ID'))?.value).toMatch(UUID);
});

test('the landing tracker passes on the marketing terms of the page query, once a session', async ({ page, log }) => {
  const terms = {
    source: 'newsletter',
    campaign: 'spring',
    subcampaign: 'week-2',
    channel: 'email',
    subchannel: 'footer',
    variation: 'b',
    mkwid: 'k42',
  };
  await page.goto(`/fixtures/empty.html?${new URLSearchParams({ ...terms, utm_other: 'ignored' })}`);
  await analyticsRan(page, log);
  const tracks = await log('/api/track/Track');
  expect(tracks).toHaveLength(1);
  const { landing, refer, rk, lang, screen, crumb: _crumb, ...rest } = tracks[0]!.query;
  expect(landing).toBe(page.url());
  expect(refer).toBe('');
  expect(rk).toMatch(/^\d+$/);
  expect(lang).toBe('en-US');
  expect(screen).toMatch(/^\d+x\d+$/);
  expect(rest).toEqual(terms);
  // The next page of the same session is no landing.
  await page.goto('/fixtures/home.html');
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(await log('/api/track/Track')).toHaveLength(1);
});

test('a signed-in owner is not counted; an account whose only role is viewer is', async ({ page, log }) => {
  await page.goto('/fixtures/owner.html');
  await analyticsRan(page, log);
  expect(await log('/api/census/RecordHit')).toEqual([]);
  expect(await log('/api/track/Track')).toEqual([]);
  expect(await trackingCookies(page.context())).toEqual([]);

  await page.goto('/fixtures/viewer.html');
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(1);
  const data = JSON.parse(form((await log('/api/census/RecordHit'))[0])['data']!) as { page: string };
  expect(data.page).toBe('/fixtures/viewer.html');
  expect(await trackingCookies(page.context())).toEqual(expect.arrayContaining(TRACKING_COOKIES));
});

test('/search is never counted', async ({ page, log }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
  await analyticsRan(page, log);
  expect(await log('/api/census/RecordHit')).toEqual([]);
});

test('restrictive policy: no ss_cvr, ss_cvt or SS_ANALYTICS_ID before consent; after Accept, the right ones', async ({ page, log }) => {
  await page.goto('/fixtures/consent-restrictive.html');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await analyticsRan(page, log);
  // The pageview is counted without a visitor cookie.
  const hits = await log('/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  expect(form(hits[0])['ss_cvr']).toBeUndefined();
  expect(await trackingCookies(page.context())).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  // Analytics reads the consent store: the cookies come in this page view, without a reload.
  await expect.poll(() => trackingCookies(page.context())).toEqual(expect.arrayContaining(TRACKING_COOKIES));
  expect((await cookie(page.context(), 'ss_cvr'))?.value).toMatch(VISITOR_FORMAT);
  expect((await cookie(page.context(), 'SS_ANALYTICS_ID'))?.value).toMatch(UUID);
  expect((await cookie(page.context(), 'ss_cookieAllowed'))?.value).toBe('true');
});

test('Decline clears the tracking cookies and keeps them away for 30 days', async ({ page, log, baseURL }) => {
  // Not a restrictive policy: before a choice the visitor is counted with cookies.
  await page.goto('/fixtures/consent-popup.html');
  await analyticsRan(page, log);
  expect(await trackingCookies(page.context())).toEqual(expect.arrayContaining(TRACKING_COOKIES));
  const before = Date.now() / 1000;
  await page.getByRole('button', { name: 'No, thanks' }).click();
  expect(await trackingCookies(page.context())).toEqual([]);
  const consent = await cookie(page.context(), 'ss_cookieAllowed');
  expect(consent?.value).toBe('false');
  expect(consent!.expires - before).toBeGreaterThan(30 * DAY - 60);
  expect(consent!.expires - before).toBeLessThan(30 * DAY + 60);

  // Later pages within the 30 days: no banner, no cookie, still a pageview (without ss_cvr).
  await page.goto('/fixtures/home.html');
  const homeHits = async () =>
    (await log('/api/census/RecordHit')).filter(
      (hit) => (JSON.parse(form(hit)['data']!) as { page: string }).page === '/fixtures/home.html',
    );
  await expect.poll(async () => (await homeHits()).length).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(await trackingCookies(page.context())).toEqual([]);
  expect(form((await homeHits())[0])['ss_cvr']).toBeUndefined();

  // Once the choice has expired, the banner asks again.
  await page.context().clearCookies({ name: 'ss_cookieAllowed' });
  await page.goto(`${baseURL}/fixtures/consent-popup.html`);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('forced mode (?forceCookieBanner=true) shows the banner after a choice and ignores its clicks', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: baseURL! }]);
  await page.goto('/fixtures/consent-popup.html?forceCookieBanner=true');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const decline = banner.getByRole('button', { name: 'No, thanks' });
  await expect(decline).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click what says it is disabled; a visitor can.
  await decline.click({ force: true });
  await banner.getByRole('button', { name: 'Allow cookies' }).click({ force: true });
  await expect(banner).toBeVisible();
  expect((await cookie(page.context(), 'ss_cookieAllowed'))?.value).toBe('true');
});

test('performance records arrive with the pageLoadId when the page is left', async ({ page, log }) => {
  const settings = page.waitForResponse((response) => response.url().includes('/api/1/performance/settings'));
  await page.goto('/fixtures/home.html');
  const { pageLoadId } = (await (await settings).json()) as { pageLoadId: string };
  await page.waitForLoadState('networkidle');
  expect(await log('/api/1/performance/records')).toEqual([]);
  // Leaving: visibilitychange to hidden, then pagehide; the beacon goes as the page does.
  await page.goto('/fixtures/empty.html');
  await expect.poll(async () => (await log('/api/1/performance/records')).length).toBeGreaterThanOrEqual(1);
  const records = (await log('/api/1/performance/records')).flatMap((entry) => entry.body as Array<Record<string, unknown>>);
  for (const record of records) {
    expect(Object.keys(record).sort()).toEqual(['app', 'data', 'event', 'pageLoadId', 'ts']);
  }
  const first = records.filter((record) => record['pageLoadId'] === pageLoadId);
  const events = first.map((record) => record['event']);
  expect(events).toEqual(expect.arrayContaining(['rum-start', 'LCP', 'CLS']));
  expect(events).toContainEqual(expect.stringMatching(/^rum-mount:/));
});

test('performance settings that fail are reported, and no records are sent', async ({ page, log }) => {
  // The request carries this test's tag cookie, so only this test's pages see the failure.
  await page.request.post('/api/test/failures', { data: { path: '/api/1/performance/settings', status: 500 } });
  await page.goto('/fixtures/empty.html');
  await analyticsRan(page, log);
  await expect.poll(async () => (await log('/api/events/RecordJavascriptErrors')).length).toBe(1);
  const [report] = await log('/api/events/RecordJavascriptErrors');
  expect(report?.body).toEqual([
    expect.objectContaining({ event: 'javascript_error', data: expect.objectContaining({ source: 'performance' }) }),
  ]);
  await page.goto('/fixtures/home.html');
  await page.waitForLoadState('networkidle');
  expect(await log('/api/1/performance/records')).toEqual([]);
});

test('30 thrown errors give at most 20 error reports, each with the CSRF header', async ({ page, log }) => {
  await page.clock.install();
  await page.goto('/fixtures/empty.html');
  // Past the load event and the idle timeout: analytics is running; the reporter is not loaded yet.
  await page.clock.runFor(3000);
  await analyticsRan(page, log);
  // Thrown in an event listener: the browser reports it as an uncaught error, as it would a page's own.
  const boom = (n: number) =>
    page.evaluate((n) => {
      const target = new EventTarget();
      target.addEventListener('boom', () => {
        throw new Error(`boom ${n}`);
      });
      target.dispatchEvent(new Event('boom'));
    }, n);
  // The first error brings the reporter, which takes it over from the sink.
  await boom(0);
  await waitForState(page, '[data-site-runtime="error-reporter"]', 'live');
  // Each report reaches the server before the clock moves on: the page clock runs 1.1 s in a moment,
  // and would otherwise pass a send's 2.5 s timeout, aborting it, before a loaded machine sent it
  // (a run on 4 workers logged 16).
  const sent = async (): Promise<number> => (await log('/api/events/RecordJavascriptErrors')).length;
  for (let i = 0; i < 30; i += 1) {
    if (i > 0) await boom(i);
    await page.clock.runFor(1100);
    if (i < 20) await expect.poll(sent).toBe(i + 1);
  }
  await page.waitForLoadState('networkidle');
  const reports = await log('/api/events/RecordJavascriptErrors');
  expect(reports).toHaveLength(20);
  const crumb = (await cookie(page.context(), 'crumb'))?.value;
  for (const report of reports) {
    expect(report.headers['x-csrf-token']).toBe(crumb);
    expect(report.body).toEqual([
      {
        event: 'javascript_error',
        data: expect.objectContaining({ message: expect.stringMatching(/^boom \d+$/), source: 'window' }),
        timestamp: expect.any(Number),
      },
    ]);
  }
});

/** The analytics events (`POST /api/v1/events`) this test's pages sent, their JSON strings parsed. */
async function analyticsEvents(
  log: Log,
): Promise<Array<{ schema: unknown; common: Record<string, unknown>; custom: Record<string, unknown> }>> {
  return (await log('/api/v1/events')).map((entry) => {
    const body = entry.body as Record<string, string>;
    return {
      schema: body['customSchemaName'],
      common: JSON.parse(body['commonData'] ?? '{}'),
      custom: JSON.parse(body['customData'] ?? '{}'),
    };
  });
}

test('a video play is an analytics event of type video and a usage event, from the tracking chunk fetched then', async ({
  page,
  log,
  scripts,
}) => {
  await page.goto('/fixtures/media.html');
  await analyticsRan(page, log);
  expect(scripts.filter((script) => script.includes('/chunks/tracking-'))).toEqual([]);
  await page.locator('#block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect.poll(async () => (await analyticsEvents(log)).length).toBe(1);
  const [play] = await analyticsEvents(log);
  expect(play?.schema).toBe('site_runtime_visitor_event');
  expect(play?.common).toMatchObject({
    actor: 'visitor',
    action: 'play',
    event_owner_team: 'site-runtime',
    event_source: 'WEB',
    object_type: 'video',
    object_identifier: 'block-video-youtube',
    page_path: '/fixtures/media.html',
    website_id: '5f1e0c2a9b8d7e6f5a4b3c2d',
    session_id: expect.stringMatching(UUID),
  });
  expect(play?.common['destination_url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/embed\/youtube\//);
  expect(play?.custom).toEqual({ event_type: 21, event_name: 'video' });
  await expect.poll(async () => (await log('/api/events/RecordEvent')).length).toBe(1);
  const usage = form((await log('/api/events/RecordEvent'))[0]);
  expect(usage.event).toBe('video');
  expect(JSON.parse(usage.data ?? '{}')).toMatchObject({
    websiteId: '5f1e0c2a9b8d7e6f5a4b3c2d',
    pagePath: '/fixtures/media.html',
    eventType: 21,
  });
  expect(scripts.filter((script) => script.includes('/chunks/tracking-'))).toHaveLength(1);
});

test('a visitor who declined cookies is not tracked: a play sends no visitor event', async ({ page, log, baseURL, scripts }) => {
  await page.context().addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
  await page.goto('/fixtures/media.html');
  await analyticsRan(page, log);
  await page.locator('#block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  // The tracking chunk came and decided; the player got its play (a request logged after the click).
  await expect.poll(() => scripts.filter((script) => script.includes('/chunks/tracking-')).length).toBe(1);
  await expect.poll(async () => (await log('/api/embeds/received')).length).toBeGreaterThan(0);
  expect(await log('/api/v1/events')).toEqual([]);
  expect(await log('/api/events/RecordEvent')).toEqual([]);
});

test('a data-layer call that cannot reach the host sends system_network_error with the address', async ({ page, log }) => {
  await page.goto('/fixtures/product-sale.html');
  await analyticsRan(page, log);
  await page.route('**/api/commerce/cart/items?**', (route) => route.abort('connectionfailed'));
  await page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#block-product').getByRole('alert')).not.toBeEmpty();
  const sent = async () => (await log('/api/events/RecordEvent')).filter((entry) => form(entry).event === 'system_network_error');
  await expect.poll(async () => (await sent()).length).toBe(1);
  expect(JSON.parse(form((await sent())[0]).data ?? '{}').urlRequested).toMatch(/\/api\/commerce\/cart\/items\?crumb=/);
  // Not a script error as well.
  expect(await log('/api/events/RecordJavascriptErrors')).toEqual([]);
});
