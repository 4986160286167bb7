import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsId, session, touchVisitor } from '../../src/analytics/visitor';
import { onConsent, saveConsent } from '../../src/core/consent';
import { type ConsentChoice, mayTrack, readConsent } from '../../src/core/consent-rule';
import { getCookie } from '../../src/core/cookie-read';
import { setCookie } from '../../src/core/cookies';
import type { CookieSettings } from '../../src/core/page-context';
import { resetStorageWarning } from '../../src/core/storage';
import consentPolicy from '../../src/features/consent-policy';
import type { MountContext } from '../../src/island/feature';
import { CONSENT_COOKIE } from '../../src/platform/cookie-banner';
import { PAGE_FEATURES } from '../../src/runtime/registry';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

let abort: AbortController;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  abort = new AbortController();
});

afterEach(() => {
  abort.abort();
  vi.restoreAllMocks();
});

/** What analytics keep about a visitor: the cookies and, in storage or its fallback cookies, the ids. */
function track(): void {
  touchVisitor();
  analyticsId();
  session(undefined).markLanded();
}

const trackingKeys = (): string[] => Object.keys(localStorage).filter((key) => key.startsWith('SS_'));

describe('consent', () => {
  it('reads ss_cookieAllowed as granted, denied or unknown', () => {
    expect(readConsent()).toBe('unknown');
    setCookie(CONSENT_COOKIE, 'true');
    expect(readConsent()).toBe('granted');
    setCookie(CONSENT_COOKIE, 'false');
    expect(readConsent()).toBe('denied');
    setCookie(CONSENT_COOKIE, 'maybe');
    expect(readConsent()).toBe('unknown');
  });

  it('accept stores true, decline stores false, and every listener hears it until its signal aborts', () => {
    const heard: ConsentChoice[] = [];
    onConsent((consent) => heard.push(consent), abort.signal);
    saveConsent(true);
    expect(getCookie('ss_cookieAllowed')).toBe('true');
    expect(readConsent()).toBe('granted');
    saveConsent(false);
    expect(getCookie('ss_cookieAllowed')).toBe('false');
    expect(readConsent()).toBe('denied');
    abort.abort();
    saveConsent(true);
    expect(heard).toEqual(['granted', 'denied']);
  });

  it('decline clears the visitor and analytics cookies', () => {
    setCookie('ss_cvr', 'x');
    setCookie('SS_ANALYTICS_ID', 'y');
    saveConsent(false);
    expect(getCookie('ss_cvr')).toBeUndefined();
    expect(getCookie('SS_ANALYTICS_ID')).toBeUndefined();
  });

  it('decline forgets the identifiers analytics keep in local storage', () => {
    track();
    expect(trackingKeys()).toHaveLength(5);
    setCookie('popup-kept', '1');
    localStorage.setItem('not-tracking', 'kept');
    saveConsent(false);
    expect(trackingKeys()).toEqual([]);
    expect(localStorage.getItem('not-tracking')).toBe('kept');
    expect(document.cookie).toBe('popup-kept=1; ss_cookieAllowed=false');
  });

  it('where storage throws, decline forgets the srls_ fallback cookies of the identifiers', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetStorageWarning();
    track();
    expect(document.cookie).toMatch(/srls_SS_SESSION_ID=/);
    saveConsent(false);
    expect(document.cookie).toBe('ss_cookieAllowed=false');
  });

  it.each([
    [{}, 'unknown', true],
    [{ isRestrictiveCookiePolicyEnabled: true }, 'unknown', false],
    [{ isRestrictiveCookiePolicyAbsolute: true }, 'unknown', false],
    [{ isRestrictiveCookiePolicyEnabled: true }, 'granted', true],
    [{}, 'denied', false],
    [{ isRestrictiveCookiePolicyAbsolute: true }, 'denied', false],
  ] as const)('mayTrack(%o, %s) is %s', (settings, consent, expected) => {
    expect(mayTrack(settings, consent)).toBe(expected);
  });

  it('at start-up where tracking is not allowed (restrictive policy not accepted, or a decline), consent-policy clears the cookies', () => {
    const row = PAGE_FEATURES.find((candidate) => candidate.name === 'consent-policy');
    const starts = (cookieSettings: CookieSettings): boolean => !!row && 'when' in row.match && row.match.when({ cookieSettings });
    expect(starts({})).toBe(false);
    expect(starts({ isRestrictiveCookiePolicyEnabled: true })).toBe(true);
    setCookie(CONSENT_COOKIE, 'false');
    expect(starts({})).toBe(true);
    setCookie(CONSENT_COOKIE, 'true');
    expect(starts({ isRestrictiveCookiePolicyEnabled: true })).toBe(false);

    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    setCookie('ss_cvt', 'x');
    setCookie('unrelated', 'kept');
    void consentPolicy.mount(document.body, { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }, {
      signal: abort.signal,
    } as MountContext);
    expect(getCookie('ss_cvt')).toBeUndefined();
    expect(getCookie('unrelated')).toBe('kept');
  });
});
