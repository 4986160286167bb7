import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../src/core/cookie-read';
import {
  getStored,
  localStore,
  removeStored,
  resetStorageWarning,
  STORAGE_UNAVAILABLE_WARNING,
  type StorageKind,
  sessionStore,
  setStored,
} from '../../src/core/storage';

const WARNING = 'Unable access local/session storage.';
const storageOf = (kind: StorageKind) => (kind === 'local' ? localStorage : sessionStorage);
const cookieOf = (kind: StorageKind, key: string) => getCookie(`${kind === 'local' ? 'srls' : 'srss'}_${encodeURIComponent(key)}`);

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Both storages throw on access, as in a sandboxed frame or with storage disabled. */
function denyStorage(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, kind, 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
  }
}

let warn: ReturnType<typeof vi.spyOn>;
/** document.cookie throws both ways, as in a sandboxed frame: an own property over the prototype's
 *  accessor, so removing it (afterEach) restores the real one exactly. */
function denyCookies(): void {
  const deny = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', { configurable: true, get: deny, set: deny });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  resetStorageWarning();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.restoreAllMocks();
});

describe.each(['local', 'session'] as const)('%s storage', (kind) => {
  it('keeps a value as JSON with its expiry', () => {
    setStored(kind, 'k', 'v');
    expect(getStored(kind, 'k')).toBe('v');
    expect(JSON.parse(storageOf(kind).getItem('k') ?? '')).toEqual({ v: 'v' });
    setStored(kind, 'ttl', 'soon', { ttl: 1000 }, 5000);
    expect(JSON.parse(storageOf(kind).getItem('ttl') ?? '')).toEqual({ v: 'soon', e: 6000 });
  });

  it('an expired value is removed and reads as undefined: 1 ms before the expiry it is there, at it not', () => {
    setStored(kind, 'ttl', 'soon', { ttl: 1000 }, 5000);
    expect(getStored(kind, 'ttl', 5999)).toBe('soon');
    expect(storageOf(kind).getItem('ttl')).not.toBeNull();
    expect(getStored(kind, 'ttl', 6000)).toBeUndefined();
    expect(storageOf(kind).getItem('ttl')).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('a ttl of %d means no expiry', (ttl) => {
    setStored(kind, 'k', 'v', { ttl }, 0);
    expect(getStored(kind, 'k', Number.MAX_SAFE_INTEGER)).toBe('v');
  });

  it('removes, and a missing key reads as undefined', () => {
    setStored(kind, 'k', 'v');
    removeStored(kind, 'k');
    expect(getStored(kind, 'k')).toBeUndefined();
    expect(getStored(kind, 'never')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['plain', 'plain'],
    ['{"not":"ours"}', '{"not":"ours"}'],
    ['{"v":1}', '{"v":1}'],
    ['{"v":"x","e":"soon"}', '{"v":"x","e":"soon"}'],
    ['{"v":"x","e":null}', '{"v":"x","e":null}'],
    ['{broken', '{broken'],
  ])('a raw value someone else wrote (%j) reads as it is', (raw, expected) => {
    storageOf(kind).setItem('raw', raw);
    expect(getStored(kind, 'raw')).toBe(expected);
  });
});

describe('the store objects', () => {
  it('localStore and sessionStore are the two kinds, kept apart', () => {
    localStore.set('k', 'local');
    sessionStore.set('k', 'session', { ttl: 10 }, 0);
    expect(localStore.get('k')).toBe('local');
    expect(sessionStore.get('k', 9)).toBe('session');
    expect(sessionStore.get('k', 10)).toBeUndefined();
    localStore.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('when storage is unavailable', () => {
  it('falls back to a cookie for local storage, with the expiry, and warns exactly once', () => {
    denyStorage();
    setStored('local', 'id', 'abc', { ttl: 60_000 }, 1000);
    expect(cookieOf('local', 'id')).toBe(JSON.stringify({ v: 'abc', e: 61_000 }));
    expect(getStored('local', 'id', 60_999)).toBe('abc');
    expect(getStored('local', 'id', 61_000)).toBeUndefined();
    expect(cookieOf('local', 'id')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(WARNING);
  });

  it('warns once per page across both kinds and every call, and again after a reset', () => {
    denyStorage();
    for (const kind of ['local', 'session'] as const) {
      setStored(kind, 'a', '1');
      getStored(kind, 'a');
      removeStored(kind, 'a');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    resetStorageWarning();
    getStored('session', 'a');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('session storage falls back to a session cookie; local without expiry to a 400-day cookie', () => {
    denyStorage();
    const writes = vi.spyOn(Document.prototype, 'cookie', 'set');
    setStored('session', 's', '1');
    setStored('local', 'l', '1');
    setStored('local', 't', '1', { ttl: 30_000 });
    const written = writes.mock.calls.map((call) => String(call[0]));
    expect(written[0]).toMatch(/^srss_s=[^;]+; path=\/; SameSite=Lax$/);
    expect(written[1]).toMatch(/; max-age=34560000$/);
    expect(written[2]).toMatch(/; max-age=30$/);
    expect(getStored('session', 's')).toBe('1');
  });

  it('a fallback cookie never lands on a platform cookie, whatever the key', () => {
    denyStorage();
    setStored('session', 'cvr', 'x');
    setStored('local', 'a b=c;d', 'y');
    expect(getCookie('ss_cvr')).toBeUndefined();
    expect(getStored('session', 'cvr')).toBe('x');
    expect(getStored('local', 'a b=c;d')).toBe('y');
  });

  it('never throws, even with cookies gone too', () => {
    denyStorage();
    denyCookies();
    expect(() => setStored('local', 'k', 'v', { ttl: 5 })).not.toThrow();
    expect(getStored('local', 'k')).toBeUndefined();
    expect(() => removeStored('session', 'k')).not.toThrow();
  });

  it('a full storage (QuotaExceededError) keeps the value in a cookie, and a later successful write drops it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => setStored('session', 'big', 'x')).not.toThrow();
    expect(getStored('session', 'big')).toBe('x');
    expect(cookieOf('session', 'big')).toBeDefined();
    expect(warn).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
    setStored('session', 'big', 'y');
    expect(getStored('session', 'big')).toBe('y');
    expect(cookieOf('session', 'big')).toBeUndefined();
  });

  it("the warning is the spec's text, to the letter", () => expect(STORAGE_UNAVAILABLE_WARNING).toBe(WARNING));
});
