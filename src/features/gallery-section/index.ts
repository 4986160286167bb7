// The builder's 7.1 gallery sections (`div.gallery-<design>[data-controller=Gallery…][data-props]`): not
// blocks, and marked by nothing the entry's scan looks for, so the blocks chunk finds them (registry
// row `markup`). Their markup stays as the server sent it and is enhanced in place: every picture loads
// as it nears the viewport (the builder marks them `data-load="false"`, for its own script), a slideshow
// or reel moves a slide at a time by buttons and keys (a slideshow also by itself, when the builder set it
// to: autoplay.ts), a grid or masonry that asks for it opens the lightbox, and where the site has pin
// buttons each picture gets one (pins.ts). The stylesheet lays them out where the builder's own is
// missing. Data it cannot read: an error, and the runtime loads the pictures of the untouched markup all
// the same (fallback-images).

import { lightboxAllowed, needsUpgrade } from '../../core/entitlements';
import { watchImages } from '../../core/image-loader';
import { pinButtonsOn } from '../../core/pin-it';
import type { FeatureModule } from '../../island/feature';
import { startAutoplay } from './autoplay';
import { type Changes, trackChanges } from './changes';
import { readItems } from './items';
import { startLightbox } from './lightbox';
import { watchPins } from './pins';
import { readSectionSettings, type SectionSettings } from './settings';
import { startSlides } from './slides';

/** On the section while it is live: its design, for the stylesheet. */
const LIVE_ATTR = 'data-sr-gallery-section';

const feature: FeatureModule = {
  mount(el, _props, ctx) {
    const settings = readSectionSettings(el);
    const items = readItems(el, settings.design);
    const changes = trackChanges();
    changes.attr(el, LIVE_ATTR, settings.design);
    layOut(el, settings, changes);
    for (const item of items) {
      if (item.image) changes.style(item.el, '--sr-item-ratio', String(item.image.width / item.image.height));
    }
    const stopImages = watchImages(el, { force: true });
    if (pinButtonsOn(ctx.context)) watchPins(el, items, ctx.signal);
    if (settings.kind === 'sliding' && items.length > 1) {
      const reel = /reel/.test(settings.design);
      const slides = startSlides(el, items, reel, changes);
      // A reel has no autoplay in the builder's settings; a slideshow may.
      if (slides && !reel && settings.autoplay !== null) startAutoplay(el, slides.list, slides.next, settings.autoplay, changes);
    }
    if (settings.kind === 'static' && settings.lightbox) {
      // A lightbox the site's plan lacks: the spec's warning, the owner's notice, and none opens (spec 001 §8).
      if (lightboxAllowed(ctx.context)) startLightbox(items, settings.lightboxTheme, ctx, changes);
      else changes.onUndo(needsUpgrade(el, 'lightbox'));
    }
    return () => {
      stopImages();
      changes.undo();
    };
  },
};

export default feature;

/** The settings the stylesheet lays the section out from, as custom properties. */
function layOut(el: HTMLElement, settings: SectionSettings, changes: Changes): void {
  changes.style(el, '--sr-gutter', `${settings.gutter}px`);
  if (settings.columns !== null) changes.style(el, '--sr-columns', String(settings.columns));
  if (settings.rowHeight !== null) changes.style(el, '--sr-row', `${settings.rowHeight}px`);
  if (settings.aspectRatio !== null) changes.style(el, '--sr-ratio', String(settings.aspectRatio));
}
