// The member (site-user) session's XSRF token (spec 001 §7): stored at sign-in, sent by the data layer in
// the site-user XSRF header on every later call, forgotten at sign-out or when the host asks to sign in.
// Kept in this tab's session storage, or in local storage when the member asked to be remembered, since
// the host's session cookie then outlives the tab.

import { withStorage } from './storage';

export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
const KEY = 'SiteRuntime.siteUserXsrfToken';

/** The token, or null: read quietly on every call, so a storage that throws does not warn each time. */
export function siteUserToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeSiteUserToken(token: string, remember: boolean): void {
  forgetSiteUserToken();
  withStorage(
    remember ? 'local' : 'session',
    (storage) => storage.setItem(KEY, token),
    () => undefined,
  );
}

export function forgetSiteUserToken(): void {
  for (const kind of ['session', 'local'] as const)
    withStorage(
      kind,
      (storage) => storage.removeItem(KEY),
      () => undefined,
    );
}
