// Page chrome (spec 000 §1, in its order): the announcement bar, the badge and the mobile info bar, one
// page-level chunk for the three. The entry's predicate only asks whether any of their settings is
// there; this decides what to draw. Each piece reads its own settings: a bad one is a console error
// and the others still show. Nothing is inserted into the page's flow, so nothing moves (CLS 0).

import { reportError } from '../../core/errors';
import type { FeatureModule, Teardown } from '../../island/feature';
import { showAnnouncement } from './announcement';
import { showBadge } from './badge';
import { showInfoBar } from './info-bar';
import { readAnnouncement, readBadge, readInfoBar } from './settings';

const feature: FeatureModule = {
  async mount(host, _props, ctx) {
    const teardowns: Teardown[] = [];
    // Started first (spec order); the badge and the info bar do not wait for its overlay chunk.
    const announced = piece('announcement bar', async () => {
      const settings = readAnnouncement(ctx.context);
      const down = settings && (await showAnnouncement(settings, ctx));
      if (down) teardowns.push(down);
    });
    await piece('badge', () => {
      const badge = readBadge(ctx.context);
      if (badge) showBadge(host, badge, ctx.signal);
    });
    await piece('mobile info bar', () => {
      const bar = readInfoBar(ctx.context);
      if (bar) showInfoBar(host, bar, ctx.signal);
    });
    await announced;
    return () => {
      for (const down of teardowns) down();
      host.replaceChildren();
    };
  },
};

export default feature;

/** One piece of the chrome; its failure is reported and skips only that piece. */
async function piece(name: string, show: () => void | Promise<void>): Promise<void> {
  try {
    await show();
  } catch (error) {
    reportError(error instanceof Error ? new Error(`${name}: ${error.message}`) : error, 'chrome');
  }
}
