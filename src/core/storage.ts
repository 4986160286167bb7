// Local and session storage with an optional expiry, falling back to a cookie where storage is not
// available (spec 001 §9 "Session data is stored in local storage with an optional expiry, falling
// back to a cookie"). Never throws: storage can be disabled, full, or forbidden in a sandboxed frame.

import { storageUnavailable } from '../platform/strings';
import { deleteCookie, getCookie, setCookie } from './cookies';

export type StorageKind = 'local' | 'session';

export interface StoreOptions {
  /** Lifetime in milliseconds; without it the value lasts as long as the storage does. */
  ttl?: number;
}

interface Stored {
  v: string;
  /** Expiry, ms since the epoch. */
  e?: number;
}

let warned = false;

/** Reads a value; an expired one is removed and reads as undefined. */
export function getStored(kind: StorageKind, key: string, now = Date.now()): string | undefined {
  const fromCookie = (): string | null => getCookie(cookieName(kind, key)) ?? null;
  // A value may sit in the cookie even when storage works: a write that failed (storage full).
  const raw = withStorage(kind, (storage) => storage.getItem(key) ?? fromCookie(), fromCookie);
  const stored = decode(raw);
  if (!stored) return undefined;
  if (stored.e !== undefined && stored.e <= now) {
    removeStored(kind, key);
    return undefined;
  }
  return stored.v;
}

export function setStored(kind: StorageKind, key: string, value: string, options: StoreOptions = {}, now = Date.now()): void {
  const stored: Stored = options.ttl === undefined ? { v: value } : { v: value, e: now + options.ttl };
  const raw = JSON.stringify(stored);
  withStorage(kind, (storage) => storage.setItem(key, raw), () => {
    // A session cookie for session storage; a cookie that expires with the value otherwise.
    const maxAge = options.ttl === undefined ? (kind === 'local' ? 400 * 86_400 : undefined) : options.ttl / 1000;
    setCookie(cookieName(kind, key), raw, maxAge === undefined ? {} : { maxAge });
  });
}

export function removeStored(kind: StorageKind, key: string): void {
  withStorage(kind, (storage) => storage.removeItem(key), () => undefined);
  deleteCookie(cookieName(kind, key));
}

/** For tests: the next failure warns again. */
export function resetStorageWarning(): void {
  warned = false;
}

function withStorage<T>(kind: StorageKind, use: (storage: Storage) => T, fallback: () => T): T {
  try {
    return use(kind === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    if (!warned) console.warn(storageUnavailable);
    warned = true;
    return fallback();
  }
}

function decode(raw: string | null): Stored | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as Stored).v === 'string') return value as Stored;
  } catch {
    // a value written by someone else: take it as it is
  }
  return { v: raw };
}

function cookieName(kind: StorageKind, key: string): string {
  return `${kind === 'local' ? 'ls' : 'ss'}_${key}`;
}
