// Visitor analytics (spec 000 §1, last initializer): the pageview and landing tracker, the visitor
// cookies when consent allows them, and performance records (the error reporter is a feature of its
// own, loaded at the first error; trace and visitor events are the tracking chunk's, core/tracking.ts).
// Started after the page's load event, so none of it competes with what the visitor came to see.

import { tracksPageview } from '../../analytics/audience';
import { HEARTBEAT_MS } from '../../analytics/page-events';
import { recordHit, trackLanding } from '../../analytics/pageview';
import { startPerformance } from '../../analytics/performance';
import { analyticsId, session, touchVisitor } from '../../analytics/visitor';
import { onConsent } from '../../core/consent';
import { type ConsentChoice, mayTrack } from '../../core/consent-rule';
import type { PageContext } from '../../core/page-context';
import { trackingChunk } from '../../core/tracking';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context, { signal }) {
    // Cookies the visitor has not allowed are gone already: consent-policy ran at start-up.
    void startPerformance(signal);
    if (tracksPageview(context)) countVisit(context, signal);
    // The page's own events (page view, site search, heartbeats) wait for the first heartbeat: the
    // analytics events code is not on a page's path before then (docs/blocks.md, "Visitor analytics").
    const first = setTimeout(() => trackingChunk().then((tracking) => tracking.track({ kind: 'page', context, signal })), HEARTBEAT_MS);
    signal.addEventListener('abort', () => clearTimeout(first));
    return () => undefined;
  },
};

export default feature;

function countVisit(context: PageContext, signal: AbortSignal): void {
  let counting = false;
  const count = (consent?: ConsentChoice): void => {
    if (counting || !mayTrack(context.cookieSettings, consent)) return;
    counting = true;
    const current = session(touchVisitor());
    analyticsId();
    if (!current.landed) {
      current.markLanded();
      void trackLanding();
    }
  };
  count();
  // Consent may come later in this page view: the cookies start then, once.
  onConsent(count, signal);
  void recordHit(context);
}
