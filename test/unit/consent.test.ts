import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyConsent, CONSENT_COOKIE, type ConsentChoice, mayTrack, onConsent, readConsent, saveConsent } from '../../src/core/consent';
import { getCookie, setCookie } from '../../src/core/cookies';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

let abort: AbortController;

beforeEach(() => {
  clearCookies();
  abort = new AbortController();
});

afterEach(() => abort.abort());

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

  it('at start-up under a restrictive policy without consent, tracking cookies are cleared', () => {
    setCookie('ss_cvt', 'x');
    setCookie('unrelated', 'kept');
    applyConsent({ isRestrictiveCookiePolicyEnabled: true });
    expect(getCookie('ss_cvt')).toBeUndefined();
    expect(getCookie('unrelated')).toBe('kept');
    setCookie('ss_cvt', 'x');
    setCookie(CONSENT_COOKIE, 'true');
    applyConsent({ isRestrictiveCookiePolicyEnabled: true });
    expect(getCookie('ss_cvt')).toBe('x');
  });
});
