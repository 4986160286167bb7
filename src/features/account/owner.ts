// Where an owner's key presses and visits lead (spec 000 §2): the configuration screen, `/config/` on
// the site's admin host with the page they were on, unless they are only a viewer, the site is a
// developer or cloneable one, the page is framed (the editor), the host is the machine itself, or the
// address says `noredirect`.

import { isOwner } from '../../analytics/audience';
import { adminOrigin } from '../../core/admin-host';
import type { PageContext } from '../../core/page-context';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `/config/?frameUrl=<path and query>` on the admin host: `<identifier>.<appDomain>` when the context
 *  names both as host names, else this site's own origin. The path keeps one leading slash: `//x/…`
 *  would be read by the configuration screen as the host `x`. */
export function configUrl(context: PageContext, where: Pick<Location, 'pathname' | 'search' | 'origin'>): string {
  const url = new URL('/config/', adminOrigin(context, where.origin) ?? where.origin);
  url.search = new URLSearchParams({ frameUrl: where.pathname.replace(/^\/+/, '/') + where.search }).toString();
  return url.href;
}

export function redirectsOwner(context: PageContext, where: Pick<Location, 'hostname' | 'search'>, framed: boolean): boolean {
  if (!isOwner(context)) return false;
  if (context.website?.developerMode === true || context.website?.cloneable === true) return false;
  if (framed || LOCAL_HOSTS.has(where.hostname)) return false;
  return !new URLSearchParams(where.search).has('noredirect');
}
