// The tracking chunk (`chunks/tracking-<hash>.js`), fetched at the first thing to track (core/tracking.ts):
// a visitor's events (a play; the page's view, search and heartbeats, page-events.ts) as an analytics
// event (`POST /api/v1/events`) and a usage event (`RecordEvent`), usage events alone (the popup overlay),
// and trace events, queued and flushed every 30 s and when the page is hidden (trace.ts). Visitor and
// usage events go only for a visitor who is counted (audience.ts) and whose cookie choice allows tracking
// (consent.ts); a failed send is the tracker's, never the visitor's to see. A page nothing happens on
// loads none of it before its first heartbeat.

import { mayTrack } from '../core/consent-rule';
import type { PageContext } from '../core/page-context';
import type { TrackMessage, VisitorEvent } from '../core/tracking';
import { isOwner, tracksPageview } from './audience';
import { broadcastEvent, recordEvent, trackAnalyticsEvent, usageEvent } from './events';
import { startPageEvents } from './page-events';
import { filterEvent } from './schema';
import { startTrace, trace } from './trace';
import { analyticsId, session } from './visitor';

/** The custom schema our visitor events are filed under (the spec names none). */
export const VISITOR_EVENT_SCHEMA = 'site_runtime_visitor_event';

/** Spec 001 §3's analytics event types, by name. */
const NAMES: Record<VisitorEvent['type'], string> = { 1: 'page_view', 2: 'site_search', 10: 'heartbeat', 20: 'audio', 21: 'video' };

const ignore = (): void => undefined;
const counted = (context: PageContext): boolean => tracksPageview(context) && mayTrack(context.cookieSettings);
/** A site search is the search page's own event: counted for a visitor there, though its page view is not. */
const countedEvent = (context: PageContext, event: VisitorEvent): boolean =>
  event.type === 2 ? !isOwner(context) && mayTrack(context.cookieSettings) : counted(context);

// The trace queue runs as long as the page: this chunk is loaded once.
startTrace(new AbortController().signal);

export function track(message: TrackMessage): void {
  if (message.kind === 'trace') trace(message.type, message.data);
  else if (message.kind === 'usage') trackUsage(message.context, message.name, message.data);
  else if (message.kind === 'page') startPageEvents(message.context, (event) => trackVisitorEvent(message.context, event), message.signal);
  else trackVisitorEvent(message.context, message.event);
}

function trackUsage(context: PageContext, name: string, data: Record<string, unknown> = {}): void {
  if (counted(context)) recordEvent(name, { ...usageEvent(context), ...data }, { form: true }).catch(ignore);
}

function trackVisitorEvent(context: PageContext, event: VisitorEvent): void {
  const name = NAMES[event.type];
  const fields = {
    actor: 'visitor',
    action: event.action,
    event_owner_team: 'site-runtime',
    event_source: 'WEB',
    object_type: event.objectType,
    ...(event.objectId === undefined ? {} : { object_identifier: event.objectId }),
    ...(event.destinationUrl === undefined ? {} : { destination_url: event.destinationUrl }),
    event_type: event.type,
    event_name: name,
    ...event.data,
  };
  // Not counted (an owner, an admin among them; a search page): the admin's other tabs still hear it.
  if (!countedEvent(context, event)) {
    broadcastEvent(context, VISITOR_EVENT_SCHEMA, filterEvent(fields));
    return;
  }
  const ids = { analyticsId: analyticsId(), sessionId: session(undefined).id };
  trackAnalyticsEvent(VISITOR_EVENT_SCHEMA, fields, context, ids).catch(ignore);
  trackUsage(context, name, { eventType: event.type, action: event.action });
}
