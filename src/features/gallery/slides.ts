// A gallery's slides, read from the block's markup as the builder publishes it (ARCHITECTURE.md, "The
// builder's published markup"): `.slide` elements and their `img[data-src][data-image-dimensions]`.

import { parseDimensions } from '../../core/image-loader';
import { inertDocument } from '../../core/trusted-types';
import { safeHref } from '../../core/url';

interface SlideImage {
  src: string;
  width: number;
  height: number;
  /** `x,y`, as data-image-focal-point has it. */
  focalPoint: string;
  alt: string;
}

interface SlideVideo {
  provider: string;
  /** The provider's player address, from the embed html's iframe; null when the embed has none. */
  embedUrl: string | null;
}

export interface Slide {
  type: 'image' | 'video';
  /** data-slide-id, else its position: always unique within the gallery. */
  id: string;
  url: string | null;
  clickThroughUrl: string | null;
  image: SlideImage | null;
  video: SlideVideo | null;
  title: string;
  description: string;
}

/** `mixedContent` off (the block's setting): a video slide shows as the picture it has, never a player. */
export function readSlides(el: Element, mixedContent = true): Slide[] {
  const seen = new Set<string>();
  // A linked thumbnail strip repeats the slides: they are the gallery's, not more of them.
  return [...el.querySelectorAll<HTMLElement>('.slide:not(.sqs-gallery-thumbnails .slide)')].map((slide, index) => {
    let id = slide.dataset['slideId']?.trim() || `slide-${index + 1}`;
    if (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    const image = readImage(slide.querySelector('img[data-src]'));
    const video = mixedContent && slide.dataset['type'] === 'video';
    return {
      type: video ? 'video' : 'image',
      id,
      url: slide.dataset['slideUrl']?.trim() || null,
      clickThroughUrl: safeHref(slide.dataset['clickThroughUrl']) ?? null,
      image,
      video: video ? readVideo(slide) : null,
      title: text(slide.querySelector('.meta-title')) || image?.alt || '',
      description: text(slide.querySelector('.meta-description')),
    };
  });
}

function readImage(img: Element | null): SlideImage | null {
  const src = img?.getAttribute('data-src')?.trim();
  const size = parseDimensions(img?.getAttribute('data-image-dimensions') ?? null);
  if (!img || !src || !size) return null;
  return { src, ...size, focalPoint: img.getAttribute('data-image-focal-point') ?? '0.5,0.5', alt: img.getAttribute('alt') ?? '' };
}

/** The builder keeps a video slide's embed in `data-html` on its `.sqs-video-wrapper`. Only the iframe's
 *  address is kept, and only an https one: the runtime draws its own iframe, never the given html. */
function readVideo(slide: HTMLElement): SlideVideo {
  const wrapper = slide.querySelector<HTMLElement>('[data-html]');
  const html = wrapper?.dataset['html'] ?? '';
  const frame = inertDocument(html).querySelector('iframe[src], object[data]');
  const address = frame?.getAttribute('src') ?? frame?.getAttribute('data') ?? '';
  const url = safeHref(address);
  return {
    provider: wrapper?.dataset['providerName'] ?? '',
    embedUrl: url && /^https:\/\//.test(new URL(url, location.href).href) ? new URL(url, location.href).href : null,
  };
}

function text(node: Element | null): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
