// A 7.1 gallery section's pictures, read from its markup: `figure.gallery-<design>-item`, each with the
// builder's `img[data-src][data-image-dimensions]` and, with captions on, a `figcaption`. The copies in
// the section's server-rendered lightbox are not more pictures.

import { parseDimensions } from '../../core/image-loader';
import type { LightboxItem } from '../../island/lightbox/Lightbox';

export interface SectionItem extends LightboxItem {
  el: HTMLElement;
}

/** The server lightbox the builder renders beside the section (its script opened it). */
export const SERVER_LIGHTBOX = '[data-controller="Lightbox"], .gallery-lightbox-outer-wrapper, .gallery-lightbox';

export function readItems(root: Element, design: string): SectionItem[] {
  const figures = [...root.querySelectorAll<HTMLElement>(`.gallery-${design}-item`)].filter((el) => !el.closest(SERVER_LIGHTBOX));
  return figures.map((el, index) => {
    const img = el.querySelector('img[data-src]');
    const size = parseDimensions(img?.getAttribute('data-image-dimensions') ?? null);
    const src = img?.getAttribute('data-src')?.trim() ?? '';
    const alt = img?.getAttribute('alt') ?? '';
    return {
      el,
      id: el.getAttribute('data-slide-url')?.trim() || `item-${index + 1}`,
      image: src && size ? { src, ...size, alt } : null,
      title: text(el.querySelector('figcaption .gallery-caption-content, figcaption')) || alt,
      description: '',
    };
  });
}

function text(node: Element | null): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
