// Upgrade destinations (spec 001 §2): "trial-upgrade goes to the billing upgrade settings path; upgrade
// goes to the website subscriptions settings path under billing. The exact paths are not shown." These
// are ours, as a host's configuration screen (`/config/`, spec 000 §2) would name them, on the admin host.

export const UPGRADE_DESTINATIONS = {
  /** A site in trial (site status 3) upgrading to a paid plan. */
  'trial-upgrade': '/config/settings/billing/upgrade',
  /** A paid site changing its plan. */
  upgrade: '/config/settings/billing/subscriptions/website',
} as const;

/** Site status trial (SITE_STATUSES.TRIAL of ./site.ts, spec 001 §3), written out so a block's first
 *  chunk does not carry the enumeration helper for one number (a unit test holds them equal). */
export const TRIAL_SITE_STATUS = 3;

/** Site statuses resold and resold grace period (SITE_STATUSES.RESOLD, RESOLD_GRACE_PERIOD, spec 001 §3), written
 *  out as the trial's is: a reseller bills such a site, so its owner is offered no upgrade. */
export const RESOLD_SITE_STATUSES: readonly number[] = [13, 14];
