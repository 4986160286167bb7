// Where an owner upgrades the site's plan (spec 001 §2): trial-upgrade for a site in trial (site status
// 3), else upgrade, on the admin host as the configuration screen is (`https://<website.identifier>.
// <appDomain>` when the context names both, else the site's own origin). Names that are not host names
// give no address at all: nothing from the context reaches a link unchecked.

import { TRIAL_SITE_STATUS, UPGRADE_DESTINATIONS } from '../platform/upgrade-destinations';
import { reportError } from './errors';
import type { PageContext } from './page-context';
import { isSafeNavigationUrl } from './url';

export type UpgradeDestination = keyof typeof UPGRADE_DESTINATIONS;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function upgradeDestination(context: PageContext): UpgradeDestination {
  return context.website?.siteStatus?.value === TRIAL_SITE_STATUS ? 'trial-upgrade' : 'upgrade';
}

/** The destination's address, or undefined (and a console error) when the context's host names are not host names. */
export function upgradeUrl(context: PageContext, origin: string): string | undefined {
  const identifier: unknown = context.website?.identifier;
  const domain: unknown = context.appDomain;
  let admin = origin;
  if (identifier !== undefined && domain !== undefined) {
    if (typeof identifier !== 'string' || typeof domain !== 'string' || !LABEL.test(identifier) || !DOMAIN.test(domain)) {
      reportError(new Error(`upgrade: no admin host from ${JSON.stringify([identifier, domain]).slice(0, 120)}`), 'upgrade');
      return undefined;
    }
    admin = `https://${identifier}.${domain}`;
  }
  const url = new URL(UPGRADE_DESTINATIONS[upgradeDestination(context)], admin).href;
  return /^https?:/.test(url) && isSafeNavigationUrl(url) ? url : undefined;
}
