// Enforces the visitor's cookie choice (spec 000 §9): under a restrictive policy until the visitor
// accepts, and after a decline, the visitor and analytics cookies and the identifiers in storage are
// cleared and stay cleared, before visitor analytics starts. Loaded only on such pages.

import { forgetVisitor, onConsent } from '../../core/consent';
import { mayTrack } from '../../core/consent-rule';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context, { signal }) {
    if (!mayTrack(context.cookieSettings)) forgetVisitor();
    // A decline later in this page view clears them again (saveConsent does too; this covers a
    // choice announced by other code).
    onConsent((consent) => mayTrack(context.cookieSettings, consent) || forgetVisitor(), signal);
    return () => undefined;
  },
};

export default feature;
