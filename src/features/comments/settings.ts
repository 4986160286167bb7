// What the discussion comments script needs (spec 000 §3, §7): the site's shortname with the provider,
// the script's address built from it, and the page the thread belongs to. Only an item page (a blog
// post) whose site has comments on and a shortname set has a thread; a shortname that is not one is
// refused, never pasted into an address.

import type { PageContext } from '../../core/page-context';
import { isSafeScriptUrl } from '../../core/url';

/** The provider's shortnames: lowercase letters, digits and dashes. */
const SHORTNAME = /^[a-z0-9-]{1,64}$/;
const PLACEHOLDER = '{shortname}';
/** The provider's own address for a site's script. A site may serve it from elsewhere
 *  (`websiteSettings.commentsScriptUrl`, https or a path on the site, with `{shortname}` in it), as the
 *  fixture site does with its stand-in. */
const DEFAULT_SCRIPT = `https://${PLACEHOLDER}.disqus.com/embed.js`;

export interface CommentsSettings {
  shortname: string;
  /** The script's address, built from the shortname. */
  scriptUrl: string;
  /** The thread's page: its address without query or fragment, the item's id and title. */
  page: { url: string; identifier: string; title: string | undefined };
}

/** The thread of this page, or null where there is none; throws for a shortname that is not one. */
export function commentsSettings(context: PageContext, pageUrl: string): CommentsSettings | null {
  const settings = context.websiteSettings;
  const shortname = settings?.['disqusShortname'];
  const identifier = context.item?.id ?? context.itemId;
  if (settings?.['commentsEnabled'] !== true || shortname === undefined || shortname === '' || !identifier) return null;
  if (typeof shortname !== 'string' || !SHORTNAME.test(shortname))
    throw new TypeError(
      `comments: websiteSettings.disqusShortname ${JSON.stringify(shortname)} is not a shortname ` +
        '(lowercase letters, digits and dashes); no comments are loaded',
    );
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  return {
    shortname,
    scriptUrl: scriptAddress(settings['commentsScriptUrl'], shortname, pageUrl),
    page: { url: url.href, identifier, title: context.item?.title },
  };
}

/** The site's address for the script when it is usable (https or on the site, with the shortname's
 *  place in it), else the provider's; the shortname, already checked, put in its place. */
export function scriptAddress(override: unknown, shortname: string, base: string): string {
  const own = typeof override === 'string' && override.includes(PLACEHOLDER) ? override.replace(PLACEHOLDER, shortname) : undefined;
  const usable = isSafeScriptUrl(own, base, new URL(base).origin);
  return new URL(usable ? own : DEFAULT_SCRIPT.replace(PLACEHOLDER, shortname), base).href;
}
