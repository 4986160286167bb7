// The pin button over images (spec 000 §3, `websiteSettings.pinterestOverlayOptions.mode`): whether the
// site has it, and the address of the provider's create-pin page for one image. The modes are the
// builder's published ones: `enabled_for_blogs_and_pages` draws it, `disabled` (or none) does not; a
// mode this runtime does not know draws nothing and says so once.

import type { PageContext } from './page-context';
import { shared } from './shared';

const ENABLED = 'enabled_for_blogs_and_pages';
const DISABLED = 'disabled';
const CREATE_PIN = 'https://www.pinterest.com/pin/create/button/';
const WEB = /^https?:$/;

/** Whether images in image blocks get the pin button on this site. */
export function pinButtonsOn(context: PageContext): boolean {
  return pinsEnabled(context.websiteSettings?.['pinterestOverlayOptions']);
}

/** The same, from the site's `pinterestOverlayOptions` as published (a gallery's island gets only those). */
export function pinsEnabled(options: unknown): boolean {
  const mode = (options as { mode?: unknown } | undefined)?.mode;
  if (mode === ENABLED) return true;
  // Once a page: the image blocks' chunk and the galleries' each ask.
  const warned = shared('pin-it:warned', () => ({ once: false }));
  if (mode !== undefined && mode !== DISABLED && !warned.once) {
    warned.once = true;
    const named = `websiteSettings.pinterestOverlayOptions.mode ${JSON.stringify(mode)}`;
    console.error(`site-runtime: ${named} is not "${ENABLED}" or "${DISABLED}"; no pin buttons are shown`);
  }
  return false;
}

/** The create-pin page for an image of this page, or null when either address is not one to share
 *  (only http(s) pages and images: no `data:` or `blob:` picture, no `javascript:`). */
export function pinAddress(pageUrl: string, imageUrl: string, description: string): string | null {
  const page = new URL(pageUrl);
  page.hash = '';
  const image = parsed(imageUrl, page);
  if (!image || !WEB.test(page.protocol) || !WEB.test(image.protocol)) return null;
  const pin = new URL(CREATE_PIN);
  pin.searchParams.set('url', page.href);
  pin.searchParams.set('media', image.href);
  if (description) pin.searchParams.set('description', description);
  return pin.href;
}

function parsed(url: string, base: URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
