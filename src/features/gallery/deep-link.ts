// A gallery's place in the address (spec 001 §1): with history on, the current slide is written as
// `itemId` under the collection's url and read back on load; the lightbox opens from the hash's item id
// or the path's last segment, matched against a slide's id or url.

import type { Slide } from './slides';

const matches = (slide: Slide, key: string): boolean => key !== '' && (slide.id === key || slide.url === key);

/** The slide `?itemId=` names, for a gallery with history. */
export function slideFromQuery(slides: readonly Slide[], search: string): number {
  const key = new URLSearchParams(search).get('itemId') ?? '';
  return slides.findIndex((slide) => matches(slide, key));
}

/** The slide the lightbox opens on load: `#itemId=<key>` (or `#<key>`), else the last path segment. */
export function slideFromLocation(slides: readonly Slide[], { hash, pathname }: Pick<Location, 'hash' | 'pathname'>): number {
  const fragment = decode(hash.replace(/^#/, ''));
  const fromHash = new URLSearchParams(fragment).get('itemId') ?? (fragment.includes('=') ? '' : fragment);
  const segment = decode(pathname.split('/').filter(Boolean).at(-1) ?? '');
  for (const key of [fromHash, segment]) {
    const index = slides.findIndex((slide) => matches(slide, key));
    if (index >= 0) return index;
  }
  return -1;
}

/** The address with `itemId` for this slide, under the collection's url (else this page's own address,
 *  its other parameters kept). Whole, never a bare path: a page at `//x/…` would read as the host `x`,
 *  and history refuses another origin (a collection url of another site gives way to this page's). */
export function addressFor(slide: Slide, collectionUrl: string | undefined, current: Location): string {
  let url = new URL(collectionUrl || current.href, current.href);
  if (url.origin !== current.origin) url = new URL(current.href);
  url.searchParams.set('itemId', slide.url ?? slide.id);
  url.hash = current.hash;
  return url.href;
}

/** The editing frame is the builder's backend: a gallery there never rewrites the address. */
export const inEditingFrame = (): boolean => window.top !== window.self;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
