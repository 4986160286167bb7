// Visitor analytics (spec 000 §1, last initializer): the pageview and landing tracker, the visitor
// cookies when consent allows them, and performance records (the error reporter is a feature of its
// own, loaded at the first error; trace and visitor events are the tracking chunk's, core/tracking.ts).
// Started after the page's load event, so none of it competes with what the visitor came to see.

import { tracksPageview } from '../../analytics/audience';
import { recordHit, trackLanding } from '../../analytics/pageview';
import { startPerformance } from '../../analytics/performance';
import { analyticsId, session, touchVisitor } from '../../analytics/visitor';
import { applyConsent, mayTrack, onConsent } from '../../core/consent';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context, { signal }) {
    // Before anything counts: cookies the visitor has not allowed go (nothing read them before load).
    applyConsent(context.cookieSettings);
    void startPerformance(signal);
    if (tracksPageview(context)) countVisit(context, signal);
    return () => undefined;
  },
};

export default feature;

function countVisit(context: PageContext, signal: AbortSignal): void {
  const start = (): void => {
    const visitor = touchVisitor();
    analyticsId();
    const current = session(visitor);
    if (!current.landed) {
      current.markLanded();
      void trackLanding();
    }
  };
  if (mayTrack(context.cookieSettings)) start();
  else {
    // Consent may come later in this page view: the cookies start then, once.
    const waiting = new AbortController();
    signal.addEventListener('abort', () => waiting.abort(), { once: true });
    onConsent((consent) => {
      if (!mayTrack(context.cookieSettings, consent)) return;
      waiting.abort();
      start();
    }, waiting.signal);
  }
  void recordHit(context);
}
