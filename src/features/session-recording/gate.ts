// Who is recorded (spec 001 §9): "a feature toggle, sampling, and more than 2 CPU cores". The toggle is
// the entry's row (registry.ts); the rest is decided here, in the chunk, so the entry pays nothing for it.

import { reportError } from '../../core/errors';
import { isRecord } from '../../core/guards';
import type { PageContext } from '../../core/page-context';
import { SESSION_RECORDING_MIN_CORES } from '../../platform/session-recording';

export const SOURCE = 'session-recording';

/** More than 2 cores; a browser that does not say how many is not asked to record. */
export function hasEnoughCores(nav: Pick<Navigator, 'hardwareConcurrency'> = navigator): boolean {
  return typeof nav.hardwareConcurrency === 'number' && nav.hardwareConcurrency > SESSION_RECORDING_MIN_CORES;
}

/** The share of visitors recorded, 0 to 1, from `sessionRecording.sampleRate`; absent is 0 (off). A
 *  toggle or rate of the wrong type or range is a console error, and off. */
export function sampleRate(context: PageContext): number {
  const toggle: unknown = context.sessionRecording;
  const rate = isRecord(toggle) ? toggle['sampleRate'] : toggle === true ? undefined : toggle;
  if (rate === undefined) return 0;
  if (typeof rate === 'number' && rate >= 0 && rate <= 1) return rate;
  reportError(new TypeError(`sessionRecording.sampleRate must be a number from 0 to 1, not ${JSON.stringify(rate)}`), SOURCE);
  return 0;
}

/** The same answer on every page view of one visitor: the first 32 bits of the visitor id (a random
 *  UUID), as a fraction of 2^32, below the rate. */
export function isSampled(visitorId: string, rate: number): boolean {
  const draw = Number.parseInt(visitorId.replace(/-/g, '').slice(0, 8), 16);
  return Number.isFinite(draw) && draw / 2 ** 32 < rate;
}
