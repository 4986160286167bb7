// Where an owner upgrades the site's plan (spec 001 §2): trial-upgrade for a site in trial (site status
// 3), else upgrade, on the admin host as the configuration screen is (`https://<website.identifier>.
// <appDomain>` when the context names both, else the site's own origin). Names that are not host names
// give no address at all: nothing from the context reaches a link unchecked.

import { RESOLD_SITE_STATUSES, TRIAL_SITE_STATUS, UPGRADE_DESTINATIONS } from '../platform/upgrade-destinations';
import { adminOrigin } from './admin-host';
import { reportError } from './errors';
import type { PageContext } from './page-context';
import { isSafeNavigationUrl } from './url';

export type UpgradeDestination = keyof typeof UPGRADE_DESTINATIONS;

/** Spec 001 §3: a resold site, or one in its resold grace period, shows no upgrade notices (its reseller bills it). */
export function offersUpgrades(context: PageContext): boolean {
  const status = context.website?.siteStatus?.value;
  return status === undefined || !RESOLD_SITE_STATUSES.includes(status);
}

export function upgradeDestination(context: PageContext): UpgradeDestination {
  return context.website?.siteStatus?.value === TRIAL_SITE_STATUS ? 'trial-upgrade' : 'upgrade';
}

/** The destination's address, or undefined (and a console error) when the context's host names are not host names. */
export function upgradeUrl(context: PageContext, origin: string): string | undefined {
  const admin = adminOrigin(context, origin);
  if (admin === undefined) {
    reportError(
      new Error(`upgrade: no admin host from ${JSON.stringify([context.website?.identifier, context.appDomain]).slice(0, 120)}`),
      'upgrade',
    );
    return undefined;
  }
  const url = new URL(UPGRADE_DESTINATIONS[upgradeDestination(context)], admin).href;
  return /^https?:/.test(url) && isSafeNavigationUrl(url) ? url : undefined;
}
