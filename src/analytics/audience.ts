// Who gets counted (spec 000 §6): logged-out visitors are; logged-in owners are not, unless their
// only website role is viewer; the search page never is.

import { isRecord } from '../core/guards';
import type { PageContext } from '../core/page-context';

/** Contributor role "viewer" (spec 001 §3). */
const VIEWER_ROLE = 10;

export function tracksPageview(context: PageContext, path = location.pathname): boolean {
  if (path === '/search' || path.startsWith('/search/')) return false;
  return !context.authenticatedAccount || isViewerOnly(context.websiteRoles);
}

/** `websiteRoles` may be a list of roles or a map of website id to roles; roles are numbers or names. */
export function isViewerOnly(websiteRoles: unknown): boolean {
  const roles = flatten(websiteRoles);
  return roles.length > 0 && roles.every((role) => role === VIEWER_ROLE || (typeof role === 'string' && role.toLowerCase() === 'viewer'));
}

function flatten(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (isRecord(value)) return Object.values(value).flatMap(flatten);
  return value === undefined || value === null ? [] : [value];
}
