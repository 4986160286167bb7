import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BROADCAST_CHANNEL,
  recordEvent,
  stripTrailingSlash,
  TrackingError,
  trackAnalyticsEvent,
  usageEvent,
} from '../../src/analytics/events';
import { eventsUrl } from '../../src/analytics/events-host';
import { filterEvent, REQUIRED_FIELDS } from '../../src/analytics/schema';
import type { PageContext } from '../../src/core/page-context';
import { PROVIDER_DOMAIN } from '../../src/platform/analytics';

const REQUIRED = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'WEB', object_type: 'button' };
let status: number;
let calls: Array<{ url: URL; init: RequestInit }>;

beforeEach(() => {
  status = 200;
  calls = [];
  document.cookie = 'crumb=c9; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: new URL(url), init });
      return new Response(null, { status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analytics schema', () => {
  it('keeps required and string common fields, drops others with a warning, moves unknown ones to custom data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = filterEvent({ ...REQUIRED, destination_url: '/x', product_area: null, object_value: 42, plan: 'pro', clicks: 3 });
    expect(result.commonData).toEqual({ ...REQUIRED, destination_url: '/x', product_area: null });
    expect(result.customData).toEqual({ plan: 'pro', clicks: 3 });
    expect(result.dropped).toEqual(['object_value']);
    expect(warn).toHaveBeenCalledWith('Analytics event: "object_value" is not a string; dropped.');
  });

  it.each(REQUIRED_FIELDS)('an event without "%s" is refused', (field) => {
    expect(() => filterEvent({ ...REQUIRED, [field]: undefined })).toThrow(`"${field}" must be a non-empty string`);
  });
});

describe('RecordEvent', () => {
  it.each([200, 202])('succeeds on %i', async (code) => {
    status = code;
    await expect(recordEvent('view', { a: 1 })).resolves.toBeUndefined();
    expect(calls[0]?.url.pathname).toBe('/api/events/RecordEvent');
    expect(calls[0]?.init.body).toBe('{"event":"view","data":{"a":1}}');
  });

  it.each([201, 204, 400, 500])('rejects on %i with "Error tracking event: HTTP Status N"', async (code) => {
    status = code;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(recordEvent('view', {})).rejects.toThrow(`Error tracking event: HTTP Status ${code}`);
    expect(error).not.toHaveBeenCalled();
    await expect(recordEvent('view', {}, { log: true })).rejects.toBeInstanceOf(TrackingError);
    expect(error).toHaveBeenCalledWith(`Error tracking event: HTTP Status ${code}`);
  });

  it('sends the form body with crumb, event and data', async () => {
    await recordEvent('view', { b: 2 }, { form: true });
    expect(String(calls[0]?.init.body)).toBe('crumb=c9&event=view&data=%7B%22b%22%3A2%7D');
  });
});

describe('the 2500 ms time limit of spec 000 §9', () => {
  it.each([
    ['RecordEvent', () => recordEvent('view', {})],
    ['an analytics event', () => trackAnalyticsEvent('button_click', REQUIRED, {}, { analyticsId: 'a1', sessionId: 's1' })],
  ])('%s gives up on a host that never answers', async (_, send) => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    let settled = false;
    const result = send().then(
      () => 'sent',
      () => 'gave up',
    );
    void result.finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('gave up');
    vi.useRealTimers();
  });
});

describe('analytics events', () => {
  it('posts analyticsId, commonData with the page fields, customData and the schema name', async () => {
    await trackAnalyticsEvent(
      'button_click',
      { ...REQUIRED, color: 'red' },
      { website: { id: 'w1' }, templateId: 't1' },
      { analyticsId: 'a1', sessionId: 's1' },
    );
    const body = JSON.parse(String(calls[0]?.init.body)) as {
      analyticsId: string;
      commonData: string;
      customData: string;
      customSchemaName: string;
    };
    expect(calls[0]?.url.pathname).toBe('/api/v1/events');
    expect(body.analyticsId).toBe('a1');
    expect(body.customSchemaName).toBe('button_click');
    expect(JSON.parse(body.customData)).toEqual({ color: 'red' });
    expect(JSON.parse(body.commonData)).toMatchObject({
      ...REQUIRED,
      website_id: 'w1',
      template_id: 't1',
      session_id: 's1',
      page_path: location.pathname,
    });
  });

  it('broadcasts to other tabs only with the admin permission', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(BROADCAST_CHANNEL);
    channel.onmessage = (event) => heard.push(event.data);
    await trackAnalyticsEvent('s', REQUIRED, {}, { analyticsId: 'a', sessionId: 's' });
    await trackAnalyticsEvent('s', REQUIRED, { accessPermissions: ['admin'] }, { analyticsId: 'a', sessionId: 's' });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    channel.close();
  });
});

describe('usage events', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/blog', '/blog'],
    ['/', '/'],
    ['/a/b//', '/a/b'],
  ])('pagePath %s → %s', (path, expected) => expect(stripTrailingSlash(path)).toBe(expected));

  it('carries the fields of spec 001 §3', () => {
    expect(Object.keys(usageEvent({})).sort()).toEqual([
      'memberAccountId',
      'member_locale',
      'pageHash',
      'pagePath',
      'templateId',
      'variantId',
      'websiteId',
      'website_locale',
    ]);
  });
});

describe("the events host (spec 001 §7: production for the provider's domain, else staging)", () => {
  const sent = async (context: PageContext): Promise<string | undefined> => {
    calls.length = 0;
    await trackAnalyticsEvent('s', REQUIRED, context, { analyticsId: 'a', sessionId: 's' });
    return calls[0]?.url.href;
  };

  it("posts to the site's own host, with its crumb, for the provider's domain or no app domain", async () => {
    for (const appDomain of [PROVIDER_DOMAIN, PROVIDER_DOMAIN.toUpperCase(), undefined]) {
      expect(eventsUrl({ appDomain })).toBe(`${location.origin}/api/v1/events?crumb=c9`);
      expect(await sent({ appDomain })).toBe(`${location.origin}/api/v1/events?crumb=c9`);
    }
  });

  it("posts to the staging platform's host, without the site's crumb, for another app domain", async () => {
    expect(eventsUrl({ appDomain: 'builder-staging.example' })).toBe('https://builder-staging.example/api/v1/events');
    expect(await sent({ appDomain: 'Builder-Staging.example' })).toBe('https://builder-staging.example/api/v1/events');
  });

  it('takes an app domain that is no host name for none: the site itself, never an address built from it', () => {
    for (const appDomain of ['evil.example/x', 'a@b.example', 'x.example#', '', 42, null]) {
      expect(eventsUrl({ appDomain } as PageContext)).toBe(`${location.origin}/api/v1/events?crumb=c9`);
    }
  });
});
