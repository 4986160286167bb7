import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../src/core/cookies';
import { getStored, removeStored, resetStorageWarning, setStored } from '../../src/core/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageWarning();
});

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it.each(['local', 'session'] as const)('%s storage keeps a value, with an optional expiry', (kind) => {
    setStored(kind, 'k', 'v');
    expect(getStored(kind, 'k')).toBe('v');
    setStored(kind, 'ttl', 'soon', { ttl: 1000 }, 5000);
    expect(getStored(kind, 'ttl', 5999)).toBe('soon');
    expect(getStored(kind, 'ttl', 6000)).toBeUndefined();
    expect((kind === 'local' ? localStorage : sessionStorage).getItem('ttl')).toBeNull();
    removeStored(kind, 'k');
    expect(getStored(kind, 'k')).toBeUndefined();
  });

  it('reads a raw value someone else wrote', () => {
    localStorage.setItem('raw', 'plain');
    expect(getStored('local', 'raw')).toBe('plain');
  });

  it('falls back to a cookie when storage throws, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setStored('local', 'id', 'abc', { ttl: 60_000 });
    expect(getCookie('ls_id')).toContain('abc');
    expect(getStored('local', 'id')).toBe('abc');
    removeStored('local', 'id');
    expect(getStored('local', 'id')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.');
  });

  it('a full storage does not throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => setStored('session', 'big', 'x')).not.toThrow();
    expect(getStored('session', 'big')).toBe('x');
  });
});

describe('cookies', () => {
  it('reads, writes with expiry, and decodes', () => {
    setCookie('a b', 'x=y; z');
    expect(getCookie('a b')).toBe('x=y; z');
    setCookie('gone', '1', { maxAge: 0 });
    expect(getCookie('gone')).toBeUndefined();
    expect(getCookie('never-set')).toBeUndefined();
  });
});
