import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../src/core/cookie-read';
import { cookieDomains, DAY_SECONDS, deleteCookie, deleteCookieEverywhere, setCookie } from '../../src/core/cookies';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** The strings written to document.cookie, in order. */
function spyWrites(): () => string[] {
  const spy = vi.spyOn(Document.prototype, 'cookie', 'set');
  return () => spy.mock.calls.map((call) => String(call[0]));
}

/** document.cookie throws both ways, as in a sandboxed frame: an own property over the prototype's
 *  accessor, so removing it (afterEach) restores the real one exactly. */
function denyCookies(): void {
  const deny = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', { configurable: true, get: deny, set: deny });
}

beforeEach(clearCookies);
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.restoreAllMocks();
});

describe('getCookie and setCookie', () => {
  it('writes what a cookie value may hold as it is, and encodes the rest', () => {
    const writes = spyWrites();
    setCookie('ss_cvr', 'a1|1700000000000|x y;z,"%');
    expect(writes()[0]).toMatch(/^ss_cvr=a1\|1700000000000\|x%20y%3Bz%2C%22%25; /);
    expect(getCookie('ss_cvr')).toBe('a1|1700000000000|x y;z,"%');
  });

  it.each([
    ['plain', 'value'],
    ['spaced', 'x=y; z'],
    ['unicode', 'é€😀'],
    ['json', '{"v":"a","e":1}'],
    ['empty', ''],
    ['specials', '#$&+/:<=>?@[]^`{|}%,;\\"'],
  ])('%s value round-trips: %j', (name, value) => {
    setCookie(name, value);
    expect(getCookie(name)).toBe(value);
  });

  it('reads the named cookie only, not one whose name contains it', () => {
    setCookie('x_ss_cvr', 'b');
    setCookie('ss_cvr2', 'c');
    expect(getCookie('ss_cvr')).toBeUndefined();
    setCookie('ss_cvr', 'a');
    expect(getCookie('ss_cvr')).toBe('a');
    expect(getCookie('x_ss_cvr')).toBe('b');
    expect(getCookie('ss_cv')).toBeUndefined();
    expect(getCookie('never-set')).toBeUndefined();
  });

  it('a value that is not valid percent-encoding is read as it is', () => {
    document.cookie = 'raw=%E0%A4%A; path=/';
    expect(getCookie('raw')).toBe('%E0%A4%A');
  });

  it('writes path /, SameSite=Lax and a session cookie by default, not Secure on http', () => {
    const writes = spyWrites();
    setCookie('a', 'b c');
    expect(writes()).toEqual(['a=b%20c; path=/; SameSite=Lax']);
  });

  it.each([
    [{ maxAge: 30 * DAY_SECONDS }, 'k=v; path=/; SameSite=Lax; max-age=2592000'],
    [{ maxAge: 1.6 }, 'k=v; path=/; SameSite=Lax; max-age=2'],
    [{ maxAge: Number.NaN }, 'k=v; path=/; SameSite=Lax'],
    [{ domain: 'example.com' }, 'k=v; path=/; SameSite=Lax; domain=example.com'],
  ] as const)('options %j → %s', (options, expected) => {
    const writes = spyWrites();
    setCookie('k', 'v', options);
    expect(writes()).toEqual([expected]);
  });

  it('expires: max-age 0 removes, deleteCookie removes', () => {
    setCookie('gone', '1');
    setCookie('gone', '1', { maxAge: 0 });
    expect(getCookie('gone')).toBeUndefined();
    setCookie('also', '1', { maxAge: DAY_SECONDS });
    expect(getCookie('also')).toBe('1');
    deleteCookie('also');
    expect(getCookie('also')).toBeUndefined();
  });

  it('a day is 86400 seconds', () => expect(DAY_SECONDS).toBe(86_400));
});

describe('on an https page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('every cookie is Secure, whatever the caller asked, its removal too', () => {
    vi.stubGlobal('location', { ...location, protocol: 'https:' });
    const writes = spyWrites();
    setCookie('ss_cookieAllowed', 'true', { maxAge: 30 * DAY_SECONDS });
    setCookie('srls_SS_SESSION_ID', '{}');
    deleteCookie('ss_cvr');
    expect(writes()).toEqual([
      'ss_cookieAllowed=true; path=/; SameSite=Lax; max-age=2592000; Secure',
      'srls_SS_SESSION_ID={}; path=/; SameSite=Lax; Secure',
      'ss_cvr=; path=/; SameSite=Lax; max-age=0; Secure',
    ]);
  });
});

describe('deleteCookieEverywhere', () => {
  it.each([
    ['shop.example.com', ['shop.example.com', 'example.com']],
    ['a.b.example.co.uk', ['a.b.example.co.uk', 'b.example.co.uk', 'example.co.uk', 'co.uk']],
    ['example.com', ['example.com']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
    ['', []],
  ])('%s: the domains a cookie of its pages can live on are %j', (hostname, domains) => {
    expect(cookieDomains(hostname)).toEqual(domains);
  });

  it('expires the host-only cookie and the one of each parent domain, each with its own domain', () => {
    const writes = spyWrites();
    deleteCookieEverywhere('ss_lastid', 'shop.example.com');
    expect(writes()).toEqual([
      'ss_lastid=; path=/; SameSite=Lax; max-age=0',
      'ss_lastid=; path=/; SameSite=Lax; max-age=0; domain=shop.example.com',
      'ss_lastid=; path=/; SameSite=Lax; max-age=0; domain=example.com',
    ]);
  });

  it('removes the cookie of this host (jsdom: localhost, host-only)', () => {
    setCookie('ss_lastid', 'owner-1');
    deleteCookieEverywhere('ss_lastid');
    expect(getCookie('ss_lastid')).toBeUndefined();
  });
});

describe('when cookies are unavailable', () => {
  it('reads as undefined and ignores writes, never throwing', () => {
    denyCookies();
    expect(getCookie('a')).toBeUndefined();
    expect(() => setCookie('a', 'b')).not.toThrow();
    expect(() => deleteCookie('a')).not.toThrow();
  });
});
