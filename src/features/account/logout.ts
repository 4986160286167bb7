// Logout (spec 000 §2, §7; spec 001 §6, §7): only for an authenticated account, `POST /api/auth/Logout`,
// the shared identity cookie `ss_lastid` cleared (on this host and its parent domains), then the site
// root with `?logout=true`, where the next page says so. The root is the context's `website.baseUrl` (the
// site's own address, which may be another domain than this page's), when it is https or this origin.

import { api } from '../../core/api';
import { deleteCookieEverywhere } from '../../core/cookies';
import { reportError } from '../../core/errors';
import type { PageContext } from '../../core/page-context';

const LOGOUT_PATH = '/api/auth/Logout';

/** Resolves once the browser is on its way (or the call failed: reported, the visitor stays). */
export async function logout(context: PageContext): Promise<void> {
  if (!context.authenticatedAccount) return;
  try {
    await api.post(LOGOUT_PATH);
  } catch (error) {
    reportError(error, 'account:logout');
    return;
  }
  // The platform may have set it for the whole parent domain, shared with sibling sites.
  deleteCookieEverywhere('ss_lastid');
  location.assign(siteRoot(context.website?.baseUrl));
}

/** The site's root with `?logout=true`: `baseUrl` when it is an https address (or on this very origin,
 *  a development host), else this host's root. Untrusted, so anything else falls back. */
export function siteRoot(baseUrl: unknown): string {
  try {
    if (typeof baseUrl !== 'string' || baseUrl.trim() === '') throw new TypeError('no baseUrl');
    const root = new URL(baseUrl);
    if (root.protocol !== 'https:' && root.origin !== location.origin) throw new TypeError('baseUrl is neither https nor this origin');
    if (root.username || root.password) throw new TypeError('baseUrl carries credentials');
    root.search = '?logout=true';
    root.hash = '';
    return root.href;
  } catch {
    return '/?logout=true';
  }
}
