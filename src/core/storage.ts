// Local and session storage with an optional expiry, falling back to a cookie where storage is not
// available (spec 001 §9). Never throws: storage can be disabled, full, or forbidden in a sandboxed frame.

import { storageUnavailable } from '../platform/strings';
import { getCookie } from './cookie-read';
import { DAY_SECONDS, deleteCookie, setCookie } from './cookies';
import { shared } from './shared';

/** 'Unable access local/session storage.' — spec 001 §8, to the letter (its grammar included). */
export const STORAGE_UNAVAILABLE_WARNING: string = storageUnavailable;

export type StorageKind = 'local' | 'session';

export interface StoreOptions {
  /** Lifetime in milliseconds; without it (or if not finite) the value lasts as long as the storage. */
  ttl?: number;
}

/** What is written: the value and its expiry, as JSON, so an expiry survives a reload. */
interface Stored {
  v: string;
  /** Expiry, ms since the epoch. */
  e?: number;
}

// Browsers cap a cookie's life at 400 days; a local value without expiry asks for all of it.
const LOCAL_COOKIE_MAX_AGE = 400 * DAY_SECONDS;

// Once a page, whichever chunk warns first: every feature chunk that stores something carries its own copy
// of this module (build.mjs: no shared chunks), so the flag lives in the entry's one table.
const warning = (): { warned: boolean } => shared('storage-warning', () => ({ warned: false }));

/** Reads a value; an expired one is removed and reads as undefined. */
export function getStored(kind: StorageKind, key: string, now = Date.now()): string | undefined {
  const fromCookie = (): string | undefined => getCookie(cookieName(kind, key));
  // A value may sit in the cookie even when storage works: a write that failed because storage was full.
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
  // Number.isFinite is false for anything but a finite number, undefined included.
  const ttl = Number.isFinite(options.ttl) ? options.ttl : undefined;
  const raw = JSON.stringify(ttl === undefined ? { v: value } : { v: value, e: now + ttl });
  const stored = withStorage(
    kind,
    (storage) => {
      storage.setItem(key, raw);
      return true;
    },
    () => false,
  );
  if (stored) {
    dropStaleCookie(kind, key);
    return;
  }
  // Session storage falls back to a session cookie; otherwise the cookie ends with the value.
  const maxAge = ttl !== undefined ? Math.max(0, ttl / 1000) : kind === 'local' ? LOCAL_COOKIE_MAX_AGE : undefined;
  setCookie(cookieName(kind, key), raw, maxAge === undefined ? {} : { maxAge });
}

export function removeStored(kind: StorageKind, key: string): void {
  withStorage(
    kind,
    (storage) => storage.removeItem(key),
    () => undefined,
  );
  deleteCookie(cookieName(kind, key));
}

export interface Store {
  get(key: string, now?: number): string | undefined;
  set(key: string, value: string, options?: StoreOptions, now?: number): void;
  remove(key: string): void;
}

export const localStore: Store = /* @__PURE__ */ storeOf('local');
/** @kept for the first feature that keeps per-tab state */
export const sessionStore: Store = /* @__PURE__ */ storeOf('session');

/**
 * For tests: the next failure warns again.
 * @internal for tests
 */
export function resetStorageWarning(): void {
  warning().warned = false;
}

function storeOf(kind: StorageKind): Store {
  return {
    get: (key, now) => getStored(kind, key, now),
    set: (key, value, options, now) => setStored(kind, key, value, options, now),
    remove: (key) => removeStored(kind, key),
  };
}

/** Runs `use` on the storage; on any throw (the getter: SecurityError; setItem: QuotaExceededError;
 *  no window at all) warns once per page and runs `fallback` instead. Exported for keys whose format
 *  the spec fixes (the analytics id and its separate expiry key), which cannot use getStored's. */
export function withStorage<T>(kind: StorageKind, use: (storage: Storage) => T, fallback: () => T): T {
  try {
    return use(kind === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    const once = warning();
    if (!once.warned) console.warn(STORAGE_UNAVAILABLE_WARNING);
    once.warned = true;
    return fallback();
  }
}

/** A fallback cookie left from an earlier failed write would outlive the stored value's removal. */
function dropStaleCookie(kind: StorageKind, key: string): void {
  if (getCookie(cookieName(kind, key)) !== undefined) deleteCookie(cookieName(kind, key));
}

function decode(raw: string | null | undefined): Stored | undefined {
  if (raw === null || raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStored(value)) return value;
  } catch {
    // not ours (another script wrote it): taken as it is, below
  }
  return { v: raw };
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { v, e } = value as Record<string, unknown>;
  return typeof v === 'string' && (e === undefined || Number.isFinite(e));
}

/** A prefix of our own, so a fallback never lands on one of the platform's `ss_` cookies; the key is
 *  encoded because cookie names cannot hold spaces, `=` or `;`. */
function cookieName(kind: StorageKind, key: string): string {
  return `${kind === 'local' ? 'srls' : 'srss'}_${encodeURIComponent(key)}`;
}
