// Where analytics events go (spec 001 §7, `POST /api/v1/events`: "Host is production for the provider's
// domain, else a staging host"). The provider's pages name its domain as their app domain (custom domains
// included), and its production platform answers the events call on the site's own host: those, and pages
// that name no app domain, or one that is no host name (a host serving the runtime with its own API; the
// admin host's module is the one that complains), post to the site itself. A page whose app domain is
// another host name comes from a staging platform: its events go to that platform's host, without the
// site's crumb (the CSRF token is the site's, not another host's to read).

import { buildUrl } from '../core/crumb-url';
import type { PageContext } from '../core/page-context';
import { PROVIDER_DOMAIN } from '../platform/analytics';

const EVENTS_PATH = '/api/v1/events';
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The events call's address: the site's own, or the staging platform's. */
export function eventsUrl(context: Pick<PageContext, 'appDomain'>): string {
  const domain: unknown = context.appDomain;
  return typeof domain === 'string' && HOST_NAME.test(domain) && domain.toLowerCase() !== PROVIDER_DOMAIN
    ? `https://${domain.toLowerCase()}${EVENTS_PATH}`
    : buildUrl(EVENTS_PATH);
}
