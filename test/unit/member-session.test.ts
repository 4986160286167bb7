// The member session on the data layer (spec 001 §7): signing in stores the answer's xsrfToken and
// every later call sends it in the site-user XSRF header; signing out sends cloneCart, is retried once
// on crumbFail, and forgets the token; a loginRequired answer forgets it too.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/core/api';
import { signIn, signOut } from '../../src/core/member-session';
import { SITE_USER_XSRF_HEADER, siteUserToken } from '../../src/core/site-user-token';

interface Call {
  url: URL;
  init: RequestInit;
}

let calls: Call[];
let answers: Response[];

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const headerOf = (call: Call | undefined): string | undefined =>
  (call?.init.headers as Record<string, string> | undefined)?.[SITE_USER_XSRF_HEADER];

beforeEach(() => {
  calls = [];
  answers = [];
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: new URL(url), init });
      return answers.shift() ?? json(200, {});
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('member session', () => {
  it('signs in with the login fields, and later calls carry the token', async () => {
    const events: boolean[] = [];
    document.addEventListener('site-runtime:member-session', (event) => events.push(event.detail.signedIn), { once: true });
    answers.push(json(200, { xsrfToken: 'tok-1' }));
    await signIn({ email: 'm@example.com', password: 'pw', rememberMe: false });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/site-users/account/session');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'm@example.com', password: 'pw', rememberMe: false });
    expect(headerOf(calls[0])).toBeUndefined();
    expect(sessionStorage.getItem('SiteRuntime.siteUserXsrfToken')).toBe('tok-1');
    expect(events).toEqual([true]);

    await api.get('/api/commerce/cart');
    expect(headerOf(calls[1])).toBe('tok-1');
  });

  it('remembers the token past the tab when asked to', async () => {
    answers.push(json(200, { xsrfToken: 'tok-2' }));
    await signIn({ email: 'm@example.com', password: 'pw', rememberMe: true });
    expect(localStorage.getItem('SiteRuntime.siteUserXsrfToken')).toBe('tok-2');
    expect(sessionStorage.getItem('SiteRuntime.siteUserXsrfToken')).toBeNull();
  });

  it('refuses an answer without a token, storing nothing', async () => {
    answers.push(json(200, {}));
    await expect(signIn({ email: 'm@example.com', password: 'pw', rememberMe: false })).rejects.toThrow(/xsrfToken/);
    expect(siteUserToken()).toBeNull();
  });

  it('signs out with cloneCart, retried once on crumbFail, and forgets the token', async () => {
    sessionStorage.setItem('SiteRuntime.siteUserXsrfToken', 'tok-3');
    answers.push(json(401, { crumbFail: true }), json(200, { signedOut: true }));
    await signOut(true);
    expect(calls.map((call) => `${call.init.method} ${call.url.pathname}?cloneCart=${call.url.searchParams.get('cloneCart')}`)).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=true',
      'DELETE /api/site-users/account/session?cloneCart=true',
    ]);
    expect(headerOf(calls[0])).toBe('tok-3');
    expect(siteUserToken()).toBeNull();
  });

  it('a loginRequired answer forgets the token', async () => {
    localStorage.setItem('SiteRuntime.siteUserXsrfToken', 'tok-4');
    answers.push(json(401, { loginRequired: true }));
    await expect(api.post('/api/commerce/cart/items')).rejects.toThrow();
    expect(siteUserToken()).toBeNull();
  });

  it('storage that throws: no token, and the call still goes', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await api.get('/api/commerce/cart');
    expect(headerOf(calls[0])).toBeUndefined();
    vi.restoreAllMocks();
  });
});
