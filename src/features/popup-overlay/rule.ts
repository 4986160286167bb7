// When the popup overlay shows (spec 000 §4): with no record, when the stored version is older than the
// settings', or once the display frequency has passed since it was closed (-1: never again); never after
// sign-up when showUntilSignup is set; not on a small screen unless enableMobile.

import { MOBILE_QUERY } from '../../platform/breakpoints';
import type { OverlaySettings } from './settings';

/** What the visitor's browser keeps (spec 001 §3: date-closed, version, submitted). */
export interface OverlayRecord {
  version?: number;
  submitted?: boolean;
  /** When it was closed, ms since the epoch. */
  'date-closed'?: number;
}

/** Spec 001 §9: the mobile breakpoint is a max width of 432 px. */
export const SMALL_SCREEN = MOBILE_QUERY;

const DAY_MS = 86_400_000;

export function shouldShow(settings: OverlaySettings, record: OverlayRecord | undefined, now: number, smallScreen: boolean): boolean {
  if (smallScreen && !settings.enableMobile) return false;
  if (!record) return true;
  if (settings.showUntilSignup && record.submitted === true) return false;
  if ((record.version ?? 0) < settings.version) return true;
  const closed = record['date-closed'];
  // A record without a closing date was never dismissed.
  if (closed === undefined) return true;
  if (settings.displayFrequency < 0) return false;
  return now - closed >= settings.displayFrequency * DAY_MS;
}
