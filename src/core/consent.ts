// The visitor's cookie consent (spec 000 §4, §9): `ss_cookieAllowed` for 30 days, mirrored in the
// `$consent` store, and the rule that decides whether tracking cookies may be set at all.

import { DAY_SECONDS, deleteCookie, getCookie, setCookie } from './cookies';
import type { CookieSettings } from './page-context';
import { $consent, type Consent } from './stores';

export const CONSENT_COOKIE = 'ss_cookieAllowed';
export const CONSENT_DAYS = 30;

/** Visitor and analytics cookies a restrictive policy clears until the visitor accepts. */
export const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID', 'SS_MID', 'ss_lastid'] as const;

export function readConsent(): Consent {
  const value = getCookie(CONSENT_COOKIE);
  if (value === 'true') return 'granted';
  if (value === 'false') return 'denied';
  return 'unknown';
}

/** Stores the choice for 30 days and tells every reader of the store. */
export function saveConsent(accepted: boolean): void {
  setCookie(CONSENT_COOKIE, String(accepted), { maxAge: CONSENT_DAYS * DAY_SECONDS });
  if (!accepted) clearTrackingCookies();
  $consent.set(accepted ? 'granted' : 'denied');
}

/** At start-up: the store takes the stored choice, and cookies the visitor has not allowed go. */
export function applyConsent(settings: CookieSettings | undefined): void {
  const consent = readConsent();
  $consent.set(consent);
  if (!mayTrack(settings, consent)) clearTrackingCookies();
}

/** `?forceCookieBanner=true` (the editing frame's preview): the banner shows whatever the visitor
 *  chose, and its buttons do nothing (spec 000 §4 "A forced mode ignores clicks"). */
export function isBannerForced(search: string = location.search): boolean {
  return new URLSearchParams(search).get('forceCookieBanner') === 'true';
}

export function isRestrictive(settings: CookieSettings | undefined): boolean {
  return settings?.isRestrictiveCookiePolicyAbsolute === true || settings?.isRestrictiveCookiePolicyEnabled === true;
}

/** Tracking cookies may be set once accepted; never once declined; before a choice, only when no
 *  restrictive policy applies. */
export function mayTrack(settings: CookieSettings | undefined, consent: Consent = $consent.get()): boolean {
  if (consent === 'unknown') return !isRestrictive(settings);
  return consent === 'granted';
}

export function clearTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) deleteCookie(name);
}
