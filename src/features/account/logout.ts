// Logout (spec 000 §2, §7; spec 001 §6, §7): only for an authenticated account, `POST /api/auth/Logout`,
// the shared identity cookie `ss_lastid` cleared (on this host and its parent domains), then the site
// root with `?logout=true`, where the next page says so.

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
  location.assign('/?logout=true');
}
