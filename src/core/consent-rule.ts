// The visitor's consent as the `ss_cookieAllowed` cookie records it, and the rule that decides whether
// tracking cookies may be set (spec 000 §4, §9). The entry applies the rule on every page (the registry
// picks consent-policy and the cookie banner by it), so it hands this module to the chunks (SiteRuntime._;
// build.mjs, SHARED_WITH_CHUNKS): a chunk reads the entry's copy rather than carry one of its own.
// Choosing, and following choices, is src/core/consent.ts's.

import { CONSENT_COOKIE } from '../platform/cookie-banner';
import { getCookie } from './cookie-read';
import type { RuntimeEventMap } from './events';
import type { CookieSettings } from './page-context';

/** What the visitor chose. */
export type ConsentChoice = RuntimeEventMap['site-runtime:consent']['consent'];
/** `unknown` until the visitor chooses. */
export type Consent = 'unknown' | ConsentChoice;

export function readConsent(): Consent {
  const value = getCookie(CONSENT_COOKIE);
  if (value === 'true') return 'granted';
  if (value === 'false') return 'denied';
  return 'unknown';
}

function isRestrictive(settings: CookieSettings | undefined): boolean {
  return settings?.isRestrictiveCookiePolicyAbsolute === true || settings?.isRestrictiveCookiePolicyEnabled === true;
}

/** Tracking cookies may be set once accepted; never once declined; before a choice, only when no
 *  restrictive policy applies. */
export function mayTrack(settings: CookieSettings | undefined, consent: Consent = readConsent()): boolean {
  if (consent === 'unknown') return !isRestrictive(settings);
  return consent === 'granted';
}
