// Page chrome (spec 000 §1, in its order): the announcement bar, the badge and the mobile info bar, one
// page-level chunk for the three. The entry's predicate only asks whether any of their settings is
// there; this decides what to draw. Each piece reads its own settings: a bad one is a console error
// and the others still show. Nothing is inserted into the page's flow, so nothing moves (CLS 0).

import { reportError } from '../../core/errors';
import type { FeatureModule } from '../../island/feature';
import { showAnnouncement } from './announcement';
import { showBadge } from './badge';
import { showInfoBar } from './info-bar';
import { readAnnouncement, readBadge, readInfoBar } from './settings';

const feature: FeatureModule = {
  mount(host, _props, ctx) {
    // Spec order; all three are drawn at once (the drawn announcement bar comes with its block, later).
    piece('announcement bar', () => {
      const settings = readAnnouncement(ctx.context);
      if (settings) showAnnouncement(host, settings, ctx.signal);
    });
    piece('badge', () => {
      const badge = readBadge(ctx.context);
      if (badge) showBadge(host, badge, ctx.signal);
    });
    piece('mobile info bar', () => {
      const bar = readInfoBar(ctx.context);
      if (bar) showInfoBar(host, bar, ctx.signal);
    });
    return () => host.replaceChildren();
  },
};

export default feature;

/** One piece of the chrome; its failure is reported and skips only that piece. */
function piece(name: string, show: () => void): void {
  try {
    show();
  } catch (error) {
    reportError(error instanceof Error ? new Error(`${name}: ${error.message}`) : error, 'bars');
  }
}
