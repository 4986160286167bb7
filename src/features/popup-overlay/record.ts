// The popup overlay's record in local storage, one JSON value under RECORD_KEY with the spec's keys
// (date-closed, version, submitted). Through core/storage: storage that throws falls back to a cookie
// and never breaks the page.

import { isRecord } from '../../core/guards';
import { localStore } from '../../core/storage';
import type { OverlayRecord } from './rule';

export const RECORD_KEY = 'popup-overlay';

/** The stored record; unreadable or foreign data reads as no record. */
export function readRecord(): OverlayRecord | undefined {
  const raw = localStore.get(RECORD_KEY);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return undefined;
    const { version, submitted } = value;
    const closed = value['date-closed'];
    return {
      ...(typeof version === 'number' ? { version } : {}),
      ...(typeof submitted === 'boolean' ? { submitted } : {}),
      ...(typeof closed === 'number' ? { 'date-closed': closed } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Merges `change` into the stored record (a close keeps an earlier sign-up). */
export function writeRecord(change: OverlayRecord): void {
  localStore.set(RECORD_KEY, JSON.stringify({ ...readRecord(), ...change }));
}
