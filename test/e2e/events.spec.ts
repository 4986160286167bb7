// Event tracking against the fixture server: RecordEvent, analytics events on /api/v1/events, and the
// broadcast of an admin's events to the site's other tabs. src/analytics/events.ts runs in the page.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { harness } from './harness';

const events = harness('src/analytics/events.ts');
const REQUIRED = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'WEB', object_type: 'button' };
type EventsModule = typeof import('../../src/analytics/events');

async function open(page: Page): Promise<void> {
  await events.serve(page);
  await page.goto('/fixtures/empty.html');
}

function recordEvent(page: Page, event: string, data: unknown, form = false) {
  return page.evaluate(
    async ({ url, event, data, form }) => {
      const { recordEvent } = (await import(url)) as EventsModule;
      try {
        await recordEvent(event, data, { form });
        return 'ok';
      } catch (error) {
        return (error as Error).message;
      }
    },
    { url: events.url, event, data, form },
  );
}

function trackEvent(page: Page, fields: Record<string, unknown>, accessPermissions: string[] = []) {
  return page.evaluate(
    async ({ url, fields, accessPermissions }) => {
      const { trackAnalyticsEvent } = (await import(url)) as EventsModule;
      const context = { website: { id: 'w1' }, templateId: 't1', locale: 'en-US', accessPermissions };
      try {
        await trackAnalyticsEvent('button_click', fields, context, { analyticsId: 'a1', sessionId: 's1' });
        return 'ok';
      } catch (error) {
        return (error as Error).message;
      }
    },
    { url: events.url, fields, accessPermissions },
  );
}

test("RecordEvent: JSON or form body; any status but 200 and 202 fails with the spec's message", async ({ page, log }) => {
  await open(page);
  expect(await recordEvent(page, 'newsletter_signup', { list: 'news' })).toBe('ok');
  expect(await recordEvent(page, 'newsletter_signup', { list: 'news' }, true)).toBe('ok');
  const [json, form] = await log('/api/events/RecordEvent');
  expect(json?.body).toEqual({ event: 'newsletter_signup', data: { list: 'news' } });
  expect(form?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  expect(form?.body).toEqual({ crumb: expect.stringMatching(/^[0-9a-f]{24}$/), event: 'newsletter_signup', data: '{"list":"news"}' });

  await page.request.post('/api/test/failures', { data: { path: '/api/events/RecordEvent', status: 202, times: 1 } });
  expect(await recordEvent(page, 'accepted_later', {})).toBe('ok');
  await page.request.post('/api/test/failures', { data: { path: '/api/events/RecordEvent', status: 500, times: 1 } });
  expect(await recordEvent(page, 'lost', {})).toBe('Error tracking event: HTTP Status 500');
});

test('analytics events: required strings, common fields of their type, the rest as custom data, the page fields', async ({
  page,
  log,
  issues,
}) => {
  await open(page);
  expect(await trackEvent(page, { ...REQUIRED, destination_url: '/menu', object_value: 3, plan: 'pro' })).toBe('ok');
  const [entry] = await log('/api/v1/events');
  const body = entry?.body as Record<string, string>;
  expect(body['analyticsId']).toBe('a1');
  expect(body['customSchemaName']).toBe('button_click');
  expect(JSON.parse(body['customData']!)).toEqual({ plan: 'pro' });
  expect(JSON.parse(body['commonData']!)).toMatchObject({
    ...REQUIRED,
    destination_url: '/menu',
    page_path: '/fixtures/empty.html',
    session_id: 's1',
    website_id: 'w1',
    template_id: 't1',
    resolved_locale: 'en-US',
  });
  expect(JSON.parse(body['commonData']!)).not.toHaveProperty('object_value');
  expect(issues).toEqual([{ type: 'warning', text: 'Analytics event: "object_value" is not a string; dropped.' }]);

  await page.request.post('/api/test/failures', { data: { path: '/api/v1/events', status: 503, times: 1 } });
  expect(await trackEvent(page, REQUIRED)).toBe('Error tracking event: HTTP Status 503');
});

test("an admin's events reach the site's other tabs; a visitor's do not", async ({ page }) => {
  await open(page);
  const other = await page.context().newPage();
  await other.goto('/fixtures/empty.html');
  await other.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { __heard: unknown[] }).__heard = heard;
    new BroadcastChannel('site-runtime:tracking').onmessage = (event) => heard.push(event.data);
  });
  const heard = () => other.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);

  expect(await trackEvent(page, { ...REQUIRED, action: 'visitor-click' })).toBe('ok');
  expect(await trackEvent(page, { ...REQUIRED, action: 'admin-click' }, ['admin'])).toBe('ok');
  await expect.poll(heard).toHaveLength(1);
  expect(await heard()).toEqual([{ schema: 'button_click', commonData: { ...REQUIRED, action: 'admin-click' }, customData: {} }]);
});
