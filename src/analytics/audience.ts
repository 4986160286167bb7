// Who gets counted (spec 000 §6): logged-out visitors are; logged-in owners are not, unless their
// only website role is viewer; the search page never is (spec 000 §2), by its address or its page type,
// and neither is a not-found page: an address that leads nowhere is no visit to the site.

import { isRecord } from '../core/guards';
import type { PageContext } from '../core/page-context';

/** Contributor role "viewer" (spec 001 §3). */
const VIEWER_ROLE = 10;

/** Page types no pageview counts: not found (100) and search (102), src/platform/page-types.ts (numbers
 *  here: the enum's table would cost every page's analytics chunk its bytes). */
const UNCOUNTED_PAGE_TYPES: readonly unknown[] = [100, 102];

export function tracksPageview(context: PageContext, path = location.pathname): boolean {
  return !/^\/search(\/|$)/.test(path) && !UNCOUNTED_PAGE_TYPES.includes(context.pageType) && !isOwner(context);
}

/** A signed-in account that is more than a viewer: the site's owner or a contributor. A viewer is a
 *  visitor, for counting and for every owner-only control alike. */
export function isOwner(context: PageContext): boolean {
  return !!context.authenticatedAccount && !isViewerOnly(context.websiteRoles);
}

/** An owner inside the editor's frame: who gets the owner's controls on the page itself. */
export function isOwnerEditing(context: PageContext): boolean {
  return window.top !== window.self && isOwner(context);
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
