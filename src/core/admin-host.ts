// The site's admin host (spec 000 §2): `https://<website.identifier>.<appDomain>` when the context names
// both, else the site's own origin. Only host names make one: an identifier with `/`, `#` or `@` in it
// would name another host.

import type { PageContext } from './page-context';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The admin host's origin; `origin` when the context names neither; undefined when a name is not a host name. */
export function adminOrigin(context: PageContext, origin: string): string | undefined {
  const identifier: unknown = context.website?.identifier;
  const domain: unknown = context.appDomain;
  if (identifier === undefined || domain === undefined) return origin;
  if (typeof identifier !== 'string' || typeof domain !== 'string' || !LABEL.test(identifier) || !DOMAIN.test(domain)) return undefined;
  return `https://${identifier}.${domain}`;
}
