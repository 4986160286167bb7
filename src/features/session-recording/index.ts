// Session recording (spec 001 §7, §9), a page-level feature: its row loads it only where the site's
// feature toggle is on; here the rest is checked (more than 2 cores, a counted visitor, the sampling
// draw) and consent waited for, then the identifier is asked of the host and, unless it is the mock
// value, the provider's script is loaded with it. Never before consent under a restrictive policy, and
// stopped by a Decline.

import { tracksPageview } from '../../analytics/audience';
import { touchVisitor } from '../../analytics/visitor';
import { isApiError } from '../../core/api';
import { onConsent } from '../../core/consent';
import { mayTrack, readConsent } from '../../core/consent-rule';
import { reportError } from '../../core/errors';
import type { PageContext } from '../../core/page-context';
import { fetchSessionRecordingId } from '../../core/session-recording';
import type { FeatureModule } from '../../island/feature';
import { MOCK_SESSION_RECORDING_ID } from '../../platform/session-recording';
import { hasEnoughCores, isSampled, SOURCE, sampleRate } from './gate';
import { loadRecorder, recorderScriptUrl, stopRecorder } from './script';

/** The script runs once a document, whatever re-inits come after (it cannot be unloaded). */
let started = false;

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context, { signal }) {
    const rate = sampleRate(context);
    // Owners are not counted, so not recorded either; a rate of 0 touches no cookie.
    if (rate === 0 || !hasEnoughCores() || !tracksPageview(context)) return () => undefined;
    whenAllowed(context, signal, () => void start(context, rate, signal));
    return () => undefined;
  },
};

export default feature;

/** Now when tracking is allowed; else at the visitor's acceptance on this page; never after a decline. */
function whenAllowed(context: PageContext, signal: AbortSignal, go: () => void): void {
  if (mayTrack(context.cookieSettings)) {
    go();
    return;
  }
  if (readConsent() === 'denied') return;
  const waiting = new AbortController();
  signal.addEventListener('abort', () => waiting.abort(), { once: true });
  onConsent((consent) => {
    waiting.abort();
    if (consent === 'granted') go();
  }, waiting.signal);
}

async function start(context: PageContext, rate: number, signal: AbortSignal): Promise<void> {
  // The visitor id analytics keeps (made now if this is the visitor's first page, as analytics would).
  if (started || !isSampled(touchVisitor().id, rate)) return;
  started = true;
  let id: string;
  try {
    id = await fetchSessionRecordingId(signal);
  } catch (error) {
    started = false;
    if (signal.aborted) return;
    const why = isApiError(error) ? `${error.message} (HTTP ${error.status})` : String(error);
    reportError(new Error(`Session recording was not started: the recording identifier could not be loaded: ${why}`), SOURCE);
    return;
  }
  if (signal.aborted) {
    started = false;
    return;
  }
  // The host's placeholder: nothing to record with.
  if (id === MOCK_SESSION_RECORDING_ID) return;
  // A Decline on this page stops it (where no restrictive policy held it back till a choice); one made
  // while the script was loading, as soon as it has run.
  onConsent((consent) => {
    if (consent === 'denied') stopRecorder();
  }, signal);
  await loadRecorder(recorderScriptUrl(context), id).catch((error: unknown) => reportError(error, SOURCE));
  if (readConsent() === 'denied') stopRecorder();
}
