// An image block's settings (block 5), read as the builder publishes them: the lightbox from the
// `lightbox` class and `data-lightbox-theme` of its image wrapper; `data-block-json` may say the same.
// Its layout (the variant type: `design-layout-inline`, `-poster`, `-card`, `-overlap`, `-collage`,
// `-stack` on its outer wrapper) is the stylesheet's alone (style.css).

import type { LightboxTheme } from '../../island/lightbox/Lightbox';

export interface ImageSettings {
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
}

/** Throws a TypeError on block data that is not an object, or a setting of the wrong type. */
export function parseImage(raw: unknown): ImageSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new TypeError('image: the block data must be an object');
  }
  const json = (raw ?? {}) as Record<string, unknown>;
  const lightbox = json['lightbox'] ?? false;
  if (typeof lightbox !== 'boolean') throw new TypeError('image: "lightbox" must be true or false');
  return { lightbox, lightboxTheme: themeOf(json['lightboxTheme']) };
}

/** What the markup says joins the JSON: it is what the builder published. */
export function readMarkup(el: Element, settings: ImageSettings): ImageSettings {
  const wrapper = el.querySelector('.image-block-wrapper');
  const theme = wrapper?.getAttribute('data-lightbox-theme');
  return {
    lightbox: settings.lightbox || wrapper?.classList.contains('lightbox') === true,
    lightboxTheme: theme ? themeOf(theme) : settings.lightboxTheme,
  };
}

/** Spec 001 §3: light or dark, otherwise dark. */
function themeOf(value: unknown): LightboxTheme {
  return value === 'light' ? 'light' : 'dark';
}
