// Enforces a restrictive cookie policy (spec 000 §9): until the visitor accepts, the visitor and
// analytics cookies are cleared and stay cleared. Loaded only on pages with such a policy.

import { applyConsent, clearTrackingCookies, mayTrack } from '../../core/consent';
import type { PageContext } from '../../core/page-context';
import { $consent } from '../../core/stores';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context) {
    applyConsent(context.cookieSettings);
    // A decline later in this page view clears them again (saveConsent does too; this covers
    // choices made by other code that only sets the store).
    return $consent.listen(() => {
      if (!mayTrack(context.cookieSettings)) clearTrackingCookies();
    });
  },
};

export default feature;
