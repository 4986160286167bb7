// The visitor's cookie consent (spec 000 §4, §9): the choice kept in `ss_cookieAllowed` for 30 days.
// The cookie is the one source of truth; a choice made on this page is announced as
// `site-runtime:consent`, so code in any chunk follows it without a store shared through the entry.
// Reading the choice, and the rule that decides whether tracking cookies may be set at all, are
// src/core/consent-rule.ts's.

import { CONSENT_COOKIE } from '../platform/cookie-banner';
import type { ConsentChoice } from './consent-rule';
import { DAY_SECONDS, deleteCookie, setCookie } from './cookies';
import { dispatch } from './events';
import { removeStored } from './storage';

const CONSENT_DAYS = 30;

/** Visitor and analytics cookies a restrictive policy clears until the visitor accepts. */
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID', 'SS_MID', 'ss_lastid'] as const;
/** The identifiers analytics keeps in local storage (src/analytics/visitor.ts), or in their `srls_`
 *  fallback cookies where storage throws: as much the visitor's tracking as the cookies. */
const TRACKING_KEYS = ['SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION', 'SS_IS_FIRST_SESSION', 'SS_HAS_LANDED', 'SS_SESSION_ID'] as const;

/** Stores the choice for 30 days and tells the page. */
export function saveConsent(accepted: boolean): void {
  setCookie(CONSENT_COOKIE, String(accepted), { maxAge: CONSENT_DAYS * DAY_SECONDS });
  if (!accepted) forgetVisitor();
  dispatch('site-runtime:consent', { consent: accepted ? 'granted' : 'denied' });
}

/** Calls `listener` with every choice the visitor makes on this page, until `signal` aborts. */
export function onConsent(listener: (consent: ConsentChoice) => void, signal: AbortSignal): void {
  document.addEventListener('site-runtime:consent', (event) => listener(event.detail.consent), { signal });
}

/** `?forceCookieBanner=true` (the editing frame's preview): the banner shows whatever the visitor
 *  chose, and its buttons do nothing (spec 000 §4 "A forced mode ignores clicks"). */
export function isBannerForced(search: string = location.search): boolean {
  return new URLSearchParams(search).get('forceCookieBanner') === 'true';
}

function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) deleteCookie(name);
}

/** Forgets the visitor: the tracking cookies, and the identifiers in storage. */
export function forgetVisitor(): void {
  clearTrackingCookies();
  for (const key of TRACKING_KEYS) removeStored('local', key);
}
