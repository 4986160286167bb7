// Event tracking (spec 000 §7, §8; spec 001 §3, §7): `RecordEvent`, analytics events on `/api/v1/events`
// and usage events. With the admin permission, events are also broadcast to the site's other tabs. The
// tracking chunk (visitor-events.ts) and the error reporter send them.

import { getCookie } from '../core/cookie-read';
import { buildUrl } from '../core/crumb-url';
import type { PageContext } from '../core/page-context';
import { eventTrackingFailed } from '../platform/strings';
import { beacon, formBody, timedFetch } from './beacon';
import { eventsUrl } from './events-host';
import { recordTypeName } from './record-types';
import { type FilteredEvent, filterEvent } from './schema';

const RECORD_EVENT_URL = '/api/events/RecordEvent';
export const BROADCAST_CHANNEL = 'site-runtime:tracking';
/** The accessPermissions entry that lets tracking events reach the site's other tabs (spec 000 §6). */
const ADMIN_PERMISSION = 'admin';

export class TrackingError extends Error {
  override readonly name = 'TrackingError';
  constructor(readonly status: number) {
    super(eventTrackingFailed.replace('{status}', String(status)));
  }
}

/** Success is 200 or 202; anything else rejects with "Error tracking event: HTTP Status N". */
export async function recordEvent(event: string, data: unknown, options: { form?: boolean; log?: boolean } = {}): Promise<void> {
  const body = options.form ? formBody({ crumb: getCookie('crumb'), event, data: JSON.stringify(data) }) : JSON.stringify({ event, data });
  const headers = options.form ? undefined : { 'Content-Type': 'application/json' };
  const { status } = await timedFetch(buildUrl(RECORD_EVENT_URL), { method: 'POST', body, ...(headers ? { headers } : {}) });
  if (status === 200 || status === 202) return;
  const error = new TrackingError(status);
  if (options.log) console.error(error.message);
  throw error;
}

export interface AnalyticsIds {
  analyticsId: string;
  sessionId: string;
  marketingId?: string;
}

/** The page fields every analytics event carries (spec 001 §3). */
function pagePayload(context: PageContext, ids: AnalyticsIds): Record<string, unknown> {
  return {
    browser_window_width: window.innerWidth,
    browser_window_height: window.innerHeight,
    browser_language: navigator.language,
    page_host: location.host,
    page_path: location.pathname,
    page_query: location.search,
    page_referrer: document.referrer,
    resolved_locale: context.locale ?? navigator.language,
    client_timestamp: Date.now(),
    marketing_id: ids.marketingId ?? getCookie('SS_MID') ?? null,
    session_id: ids.sessionId,
    website_id: context.website?.id ?? null,
    template_id: context.templateId ?? null,
    authenticated_account_id: context.authenticatedAccount?.id ?? null,
    collection_title: context.collection?.title ?? null,
    collection_type: context.collection?.type ?? null,
    item_title: context.item?.title ?? null,
    item_type: recordTypeName(context.item?.recordType) ?? null,
    template_version: context.templateVersion ?? null,
  };
}

/** Sends an analytics event; `leaving` sends it by beacon, form-encoded, for a page going away. */
export async function trackAnalyticsEvent(
  schema: string,
  fields: Record<string, unknown>,
  context: PageContext,
  ids: AnalyticsIds,
  leaving = false,
): Promise<void> {
  const filtered = filterEvent(fields);
  const { commonData, customData } = filtered;
  const body = {
    analyticsId: ids.analyticsId,
    commonData: JSON.stringify({ ...commonData, ...pagePayload(context, ids) }),
    customData: JSON.stringify(customData),
    customSchemaName: schema,
  };
  broadcastEvent(context, schema, filtered);
  const url = eventsUrl(context);
  // beacon() adds the site's crumb: only for the site's own host.
  if (leaving)
    return url.startsWith(`${location.origin}/`) ? beacon(url, formBody(body)) : void navigator.sendBeacon?.(url, formBody(body));
  const { status } = await timedFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (status !== 200 && status !== 202) throw new TrackingError(status);
}

/** A usage event (spec 001 §3): the page path without its trailing slash. */
export function usageEvent(
  context: PageContext,
  extra: { memberAccountId?: string; memberLocale?: string; variantId?: string } = {},
): Record<string, unknown> {
  return {
    websiteId: context.website?.id ?? null,
    memberAccountId: extra.memberAccountId ?? null,
    website_locale: context.locale ?? null,
    member_locale: extra.memberLocale ?? null,
    templateId: context.templateId ?? null,
    variantId: extra.variantId ?? null,
    pageHash: location.hash,
    pagePath: stripTrailingSlash(location.pathname),
  };
}

export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Other tabs of the site hear the event (the admin's live view), never a visitor's. An admin is never
 *  counted (spec 000 §6), so this is also all that becomes of an admin's events on a page. */
export function broadcastEvent(context: PageContext, schema: string, { commonData, customData }: FilteredEvent): void {
  if (!context.accessPermissions?.includes(ADMIN_PERMISSION) || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BROADCAST_CHANNEL);
  channel.postMessage({ schema, commonData, customData });
  channel.close();
}
