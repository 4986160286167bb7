// Signing a site member in and out (spec 001 §7): the session calls, the token they hand the data layer,
// and the event that tells the page. A crumbFail answer is retried once by the data layer itself.

import { api } from './api';
import { dispatch } from './events';
import { isRecord } from './guards';
import { forgetSiteUserToken, storeSiteUserToken } from './site-user-token';

const SESSION = '/api/site-users/account/session';

/** Spec 001 §3, the session login fields. */
export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Rejects with the data layer's ApiError (the host's own message for a refused sign-in). */
export async function signIn(credentials: Credentials, signal?: AbortSignal): Promise<void> {
  const answer = await api.post(SESSION, { json: credentials, secure: true, ...(signal ? { signal } : {}) });
  const token = isRecord(answer) ? answer['xsrfToken'] : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('site-runtime: the sign-in answer has no xsrfToken');
  storeSiteUserToken(token, credentials.rememberMe);
  dispatch('site-runtime:member-session', { signedIn: true });
}

/** `cloneCart`: the member's cart stays with the visitor after signing out. */
export async function signOut(cloneCart: boolean): Promise<void> {
  await api.delete(SESSION, { query: { cloneCart }, secure: true });
  forgetSiteUserToken();
  dispatch('site-runtime:member-session', { signedIn: false });
}
