// Gallery block (8): reads the block's settings from its markup's classes and its JSON (which wins), its
// slides from its markup, and
// wakes its island (island.tsx) when the gallery comes within 200 px of the viewport, or at once when
// the address names one of its slides. Until then the builder's markup holds the box: the page's CSS
// lays it out from its classes (style.css).

import { lightboxAllowed, needsUpgrade } from '../../core/entitlements';
import { LAZY_MARGIN } from '../../core/image-loader';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';
import { slideFromLocation, slideFromQuery } from './deep-link';
import type { GalleryProps } from './Gallery';
import { settingsFromMarkup } from './markup-settings';
import { parseGallery } from './props';
import { readSlides } from './slides';

/** The block's JSON, checked: a block the builder published without one (its markup says it all) has {}. */
type BlockJson = Record<string, unknown>;

const ISLAND_ATTR = 'data-sr-island';

const feature: FeatureModule<BlockJson> = {
  // Bad JSON is refused here, with the spec's console error, before anything is drawn.
  parse(raw) {
    const json = raw ?? {};
    parseGallery(json);
    return json as BlockJson;
  },
  async mount(el, json, ctx) {
    // A class's setting the JSON leaves to the markup can still be unreadable: the block then fails as
    // bad JSON does, its server HTML kept.
    const parsed = parseGallery({ ...settingsFromMarkup(el), ...json });
    const slides = readSlides(el, parsed.mixedContent);
    // Nothing to show: the builder's markup stays as it is.
    if (slides.length === 0) return () => undefined;
    // A lightbox the site's plan lacks: a warning, no lightbox, and the owner's notice (spec 001 §3, §8).
    const entitled = !parsed.lightbox || lightboxAllowed(ctx.context);
    const settings = entitled ? parsed : { ...parsed, lightbox: false };
    const notice = entitled ? () => undefined : needsUpgrade(el, 'lightbox');
    const fromQuery = settings.history ? slideFromQuery(slides, location.search) : -1;
    const fromAddress = settings.lightbox ? slideFromLocation(slides, location) : -1;
    const props: GalleryProps = {
      settings,
      slides,
      startAt: Math.max(0, fromQuery),
      openAt: fromAddress >= 0 ? fromAddress : null,
      collectionUrl: ctx.context.collection?.fullUrl,
      pinOptions: pinOptionsOf(ctx.context),
    };
    let down: (() => void) | undefined;
    const wake = async (): Promise<void> => {
      el.setAttribute(ISLAND_ATTR, 'waking');
      const module = await ctx.load('gallery.island');
      if (ctx.signal.aborted) return;
      const unmount = await module.mount(el, props, ctx);
      if (ctx.signal.aborted) return unmount();
      down = unmount;
      el.setAttribute(ISLAND_ATTR, 'awake');
    };
    const teardown = (): void => {
      down?.();
      notice();
      el.removeAttribute(ISLAND_ATTR);
    };
    if (fromQuery >= 0 || fromAddress >= 0 || typeof IntersectionObserver !== 'function') {
      await wake();
      return teardown;
    }
    el.setAttribute(ISLAND_ATTR, 'asleep');
    void nearViewport(el, ctx.signal)
      .then(() => (ctx.signal.aborted ? undefined : wake()))
      // The runtime restores the builder's markup and reports the error.
      .catch((error: unknown) => ctx.signal.aborted || ctx.fail(error));
    return teardown;
  },
};

export default feature;

/** The site's pin options, unless they turn pins off: then no part is fetched for them. */
function pinOptionsOf(context: PageContext): unknown {
  const options = context.websiteSettings?.['pinterestOverlayOptions'] as { mode?: unknown } | undefined;
  return options?.mode === undefined || options.mode === 'disabled' ? undefined : options;
}

function nearViewport(el: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(el);
    signal.addEventListener('abort', () => {
      observer.disconnect();
      resolve();
    });
  });
}
