// Image block (5): loads its picture through the one image loader (the builder marks it
// `data-load="false"`: the block, not the page, decides), keeps its click-through link only when the
// address is safe, and opens the picture in the lightbox when the block asks for one (island.tsx,
// loaded at the first click).

import { lightboxAllowed, needsUpgrade } from '../../core/entitlements';
import { reportError } from '../../core/errors';
import { parseDimensions, watchImages } from '../../core/image-loader';
import { pinButtonsOn } from '../../core/pin-it';
import { disarmUnsafeLinks } from '../../core/unsafe-links';
import { waitForNode } from '../../core/wait-for-node';
import type { FeatureModule, MountContext } from '../../island/feature';
import type { LightboxItem } from '../../island/lightbox/Lightbox';
import type { ImageLightboxProps } from './ImageLightbox';
import { watchPins } from './pins';
import { type ImageSettings, parseImage, readMarkup } from './settings';

const IMAGE = 'img[data-src]';

const feature: FeatureModule<ImageSettings> = {
  parse: parseImage,
  async mount(el, parsed, ctx) {
    disarmUnsafeLinks(el, 'image');
    const img = await waitForNode<HTMLImageElement>(el, IMAGE, { signal: ctx.signal });
    const stop = watchImages(el, { force: true });
    if (pinButtonsOn(ctx.context)) watchPins(el, img, ctx.signal);
    const settings = readMarkup(el, parsed);
    // A lightbox the site's plan lacks: a warning, the picture stays as it is, the owner's notice (spec 001 §3, §8).
    if (settings.lightbox && !lightboxAllowed(ctx.context)) {
      const notice = needsUpgrade(el, 'lightbox');
      return () => {
        stop();
        notice();
      };
    }
    const opener = settings.lightbox ? img.closest<HTMLElement>('.image-block-wrapper') : null;
    const item = opener && lightboxItem(el, img);
    if (!opener || !item || opener.closest('a[href]')) return stop;
    const closeOpener = armOpener(opener, item, settings, ctx);
    return () => {
      stop();
      closeOpener();
    };
  },
};

export default feature;

function lightboxItem(el: Element, img: HTMLImageElement): LightboxItem | null {
  const dimensions = parseDimensions(img.getAttribute('data-image-dimensions'));
  const src = img.getAttribute('data-src');
  if (!dimensions || !src) return null;
  return {
    id: el.id || 'image',
    image: { src, ...dimensions, alt: img.alt },
    title: el.querySelector('.image-title')?.textContent?.trim() ?? '',
    description:
      el.querySelector('.image-caption')?.textContent?.trim() ?? img.closest('[data-description]')?.getAttribute('data-description') ?? '',
  };
}

/** The picture becomes a button (WAI-ARIA: it opens a dialog); the lightbox closes back to it. */
function armOpener(opener: HTMLElement, item: LightboxItem, settings: ImageSettings, ctx: MountContext): () => void {
  opener.setAttribute('role', 'button');
  opener.setAttribute('tabindex', '0');
  opener.setAttribute('aria-haspopup', 'dialog');
  opener.setAttribute('aria-label', item.image?.alt ? `Open ${item.image.alt} in the image viewer` : 'Open the image viewer');
  let host: HTMLElement | null = null;
  let close: (() => void) | undefined;
  const shut = (): void => {
    close?.();
    close = undefined;
    host?.remove();
    host = null;
  };
  const open = async (): Promise<void> => {
    if (host) return;
    host = document.createElement('div');
    document.body.append(host);
    try {
      const module = await ctx.load('image.island');
      if (ctx.signal.aborted || !host) return shut();
      const props: ImageLightboxProps = {
        item,
        theme: settings.lightboxTheme,
        onClose: () => {
          shut();
          opener.focus();
        },
      };
      close = await module.mount(host, props, ctx);
    } catch (error) {
      shut();
      reportError(error, 'image');
    }
  };
  const onClick = (event: Event): void => {
    event.preventDefault();
    void open();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') onClick(event);
  };
  opener.addEventListener('click', onClick);
  opener.addEventListener('keydown', onKey);
  return () => {
    shut();
    opener.removeEventListener('click', onClick);
    opener.removeEventListener('keydown', onKey);
    for (const name of ['role', 'tabindex', 'aria-haspopup', 'aria-label']) opener.removeAttribute(name);
  };
}
