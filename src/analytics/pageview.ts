// The pageview (`POST /api/census/RecordHit`) and the marketing landing tracker (`GET /api/track/Track`)
// of spec 000 §7.

import type { PageContext } from '../core/page-context';
import { formBody, get, post } from './beacon';
import { recordTypeName } from './record-types';
import { visitorCookie } from './visitor';

/** Query terms the landing tracker passes on when the page's address has them. */
const MARKETING_PARAMS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'] as const;

interface HitData {
  page: string;
  url: string;
  title: string;
  referrer: string;
  client: { userAgent: string; language: string; timezoneOffset: number };
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  userAgent: string;
  websiteId: string | undefined;
  templateId: string | undefined;
  locale: string;
  collectionId: string | undefined;
  itemId: string | undefined;
  /** What the page shows (spec 000 §3), as the analytics events name it (analytics/events.ts). */
  collectionTitle: string | undefined;
  collectionType: number | undefined;
  itemTitle: string | undefined;
  /** The item's record type as its tracking name (record-types.ts). */
  itemType: string | undefined;
  templateVersion: string | undefined;
}

function hitData(context: PageContext): HitData {
  return {
    page: location.pathname,
    url: location.href,
    title: document.title,
    referrer: document.referrer,
    client: { userAgent: navigator.userAgent, language: navigator.language, timezoneOffset: new Date().getTimezoneOffset() },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: screen.width, height: screen.height },
    userAgent: navigator.userAgent,
    websiteId: context.website?.id,
    templateId: context.templateId,
    // The document's lang is always a string (empty when the page names none).
    locale: context.locale ?? document.documentElement.lang,
    collectionId: context.collection?.id ?? context.collectionId,
    itemId: context.item?.id ?? context.itemId,
    collectionTitle: context.collection?.title,
    collectionType: context.collection?.type,
    itemTitle: context.item?.title,
    itemType: recordTypeName(context.item?.recordType),
    templateVersion: context.templateVersion,
  };
}

export function recordHit(context: PageContext): Promise<number> {
  return post('/api/census/RecordHit', formBody({ event: 'view', data: JSON.stringify(hitData(context)), ss_cvr: visitorCookie() }));
}

export function trackLanding(): Promise<number> {
  const query = new URLSearchParams(location.search);
  const params: Record<string, string | null> = {
    // Cut to 2000 characters: the whole of a 50 KB address made a request line no server reads (431).
    // (The referrer the browser gives is at most 4096; a `refer` term that long is left to the server.)
    landing: location.href.slice(0, 2e3),
    refer: query.get('refer') ?? document.referrer,
    rk: String(Math.floor(Math.random() * 1e9)),
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  };
  // A term the address lacks (null) is left out of the query (buildUrl).
  for (const name of MARKETING_PARAMS) params[name] = query.get(name);
  return get('/api/track/Track', params);
}
