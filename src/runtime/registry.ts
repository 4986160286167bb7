// Every feature the runtime knows, one row each: its name (a folder in src/features/ and its chunk),
// where it runs and its default trigger. Adding a feature is one row here and one folder.
//
// Two tables, for two bundles. BLOCKS travels in the blocks chunk, loaded once a page has a marker, so
// a block row costs the entry nothing; PAGE_FEATURES is in the entry, chosen from the page context at
// start-up, so keep its predicates short.

import { GALLERY_SECTIONS } from '../core/block-markers';
import { isBannerForced } from '../core/consent';
import { mayTrack, readConsent } from '../core/consent-rule';
import type { BlockRow, PageRow } from './rows';

// A block whose server HTML works as HTML wakes at the visitor's first interaction with it (its code
// fetched ahead while it waits); forms and the newsletter wake their light part when visible, to count
// their render, and their island at the first interaction (src/island/deferred.ts).
export const BLOCKS: readonly BlockRow[] = [
  { name: 'form', match: { blockType: 9 }, trigger: 'visible' },
  { name: 'newsletter', match: { blockType: 51 }, trigger: 'visible' },
  { name: 'donation', match: { blockType: 52 }, trigger: 'interaction' },
  { name: 'product', match: { blockType: 43 }, trigger: 'interaction' },
  // The builder's 7.1 buttons are `website-component` blocks (1337) with the button's classes.
  { name: 'button', match: { blockType: 53, selector: '.sqs-block.button-block' }, trigger: 'visible' },
  { name: 'member-pricing', match: { blockType: 67 }, trigger: 'interaction' },
  { name: 'accordion', match: { blockType: 69 }, trigger: 'interaction' },
  // Its light part is small and starts at once, to open a slide the address names; the island wakes
  // when the gallery nears the viewport (src/features/gallery/index.ts).
  // Both load their own pictures: the template's image loader leaves those to them (`ownsImages`).
  { name: 'gallery', match: { blockType: 8 }, trigger: 'load', ownsImages: true },
  // The builder's 7.1 gallery sections carry no marker: the blocks chunk finds them as it arrives (rows.ts),
  // and the template feature marks them, on a page without another marker and as they arrive later.
  { name: 'gallery-section', match: { markup: GALLERY_SECTIONS }, trigger: 'load' },
  // Its picture loads as soon as the chunk is in (the image loader waits for the 200 px margin itself).
  { name: 'image', match: { blockType: 5 }, trigger: 'load', ownsImages: true },
  // The maps script loads with it, never before the map nears the viewport (src/features/map/).
  { name: 'map', match: { blockType: 4 }, trigger: 'visible' },
  // No React: near the viewport they draw a play overlay (video) or a native player (audio).
  { name: 'video', match: { blockType: 32 }, trigger: 'visible' },
  { name: 'audio', match: { blockType: 41 }, trigger: 'visible' },
  // The embed's html runs in a sandboxed frame of its own, drawn as the block nears the viewport.
  { name: 'embed', match: { blockType: 22 }, trigger: 'visible' },
  // The host renders these (GetWidgetRendering); their server HTML stands until the rendering comes.
  { name: 'summary', match: { blockType: 55 }, trigger: 'visible' },
  { name: 'external-gallery', match: { blockType: 27 }, trigger: 'visible' },
  // The spec gives the menu block no number: the page marks it by name.
  { name: 'menu', match: { selector: '[data-block="menu"]' }, trigger: 'interaction' },
  { name: 'cart-indicator', match: { selector: '[data-block="cart-indicator"]' }, trigger: 'idle' },
  // Marked by the bars page feature when the page lacks the builder's bar (src/features/bars/).
  { name: 'announcement-bar', match: { selector: '[data-block="announcement-bar"]' }, trigger: 'load' },
  // The cart page and the product reviews page, by their root elements (spec 000 §1 order).
  { name: 'cart-page', match: { selector: '[data-page-root="cart"]' }, trigger: 'load' },
  { name: 'reviews', match: { selector: '[data-page-root="reviews"]' }, trigger: 'load' },
  // The lock screen's password form and the member area's access-denied page (page types 103 and 106),
  // by their roots: each checks the page type before it takes the form or the sign-in over.
  { name: 'lock-screen', match: { selector: '[data-page-root="lock-screen"]' }, trigger: 'load' },
  { name: 'access-denied', match: { selector: '[data-page-root="access-denied"]' }, trigger: 'load' },
  // Spec 001 §1: the wave starts and stops with the viewport itself; its chunk loads as it nears it.
  { name: 'marquee', match: { blockType: 70 }, trigger: 'visible' },
  // Text shapes live inside the builder's text blocks (html, 2) that carry their settings script; no
  // row takes type 2, so the table tries this selector (src/features/text-shapes/, README).
  { name: 'text-shapes', match: { selector: '[data-block-type="2"]:has(script.TextAttributes-props)' }, trigger: 'visible' },
  // Issue 18 (chart 62, search 33 and scaled text 63 are this project's numbers: src/platform/block-types.ts).
  // Chart, shape and scaled text must draw, so they wake near the viewport; so does the search field
  // (0.7 KB), which the builder publishes bare: without its name, or an Enter typed before it woke, lost;
  // the social icons are named in idle time, before a screen reader user reaches them.
  { name: 'chart', match: { blockType: 62 }, trigger: 'visible' },
  { name: 'search', match: { blockType: 33 }, trigger: 'visible' },
  { name: 'social-links', match: { blockType: 54 }, trigger: 'idle' },
  { name: 'shape', match: { blockType: 71 }, trigger: 'visible' },
  { name: 'scaled-text', match: { blockType: 63 }, trigger: 'visible' },
  // The builder's restaurant booking block (OpenTable or Resy by its JSON; its number is not known
  // here, so by class): the provider's script loads only as the block nears the viewport.
  { name: 'booking', match: { selector: '.sqs-block.opentable-block,.sqs-block.resy-block' }, trigger: 'visible' },
  // Upcoming shows from the block's JSON, drawn as the block nears the viewport.
  { name: 'tour-dates', match: { blockType: 59 }, trigger: 'visible' },
  // The builder's calendar block (number not known here: by class); its month's events are asked of the host.
  { name: 'calendar', match: { selector: '.sqs-block.calendar-block' }, trigger: 'visible' },
  // Issue 20. The builder's language switcher (number not known here: by class); a published list works
  // as HTML, an empty block is drawn from the host's languages as it nears the viewport.
  { name: 'language-switcher', match: { selector: '.sqs-block.language-switcher-block' }, trigger: 'visible' },
  // Spec 000 §3, §7: the comments area the builder publishes at the end of a blog post (no marker: the
  // blocks chunk finds it); the discussion comments script loads as it nears the viewport (src/features/comments/).
  { name: 'comments', match: { markup: '.squarespace-comments' }, trigger: 'visible' },
  // The owner's header and footer editor: marked only by the account feature, for an owner in the
  // editor's frame (src/features/account/owner-tools.ts).
  { name: 'header-footer', match: { selector: '[data-block="header-footer"]' }, trigger: 'load' },
  // Not a marker: a block that could not start keeps its server HTML, and the builder's images in it
  // still load (src/runtime/unmarked.ts).
  { name: 'fallback-images', match: { failed: 'img[data-src]' }, trigger: 'load' },
  // Not a marker: the builder's product page, whose add-to-cart button (7.0: a `div[role=button]`; 7.1: a
  // button in its ProductDetail) does nothing without its script; its variants and quantity are in the
  // markup or the product detail's context (src/features/product-page/).
  {
    name: 'product-page',
    match: { part: 'div.sqs-add-to-cart-button[data-item-id],[data-controller="ProductDetail"] .sqs-add-to-cart-button' },
    trigger: 'load',
  },
  // Not a marker: a summary block's carousel pager (its script moved it), started from the blocks chunk;
  // it works on the summary block's content once that block has settled (src/features/summary-carousel/).
  { name: 'summary-carousel', match: { part: '.summary-carousel-pager' }, trigger: 'load' },
  // Not a marker: the member sign-in dialog, when the host answers a call with loginRequired (spec 000
  // §8, spec 001 §7). Only blocks make such calls, so it waits in the blocks chunk (src/runtime/unmarked.ts).
  { name: 'member-sign-in', match: { event: 'site-runtime:login-required' }, trigger: 'load' },
];

/** In the start-up order of spec 000 §1. */
export const PAGE_FEATURES: readonly PageRow[] = [
  // First after the markers: the web fonts, block animations and the native app's bridge, one chunk that
  // decides which the page needs (src/features/page-chrome/); here only whether it may need one.
  {
    name: 'page-chrome',
    match: {
      when: (context) =>
        !!(context.googleFonts || context.website?.typekitId || context.tweakJSON) ||
        'webkit' in window ||
        'SiteRuntimeApp' in window ||
        /mobile-app/.test(location.search),
    },
    trigger: 'load',
  },
  // Before the banner and before anything counts: cookies the visitor has not allowed (a restrictive
  // policy not yet accepted, or a decline) go at once.
  { name: 'consent-policy', match: { when: (context) => !mayTrack(context.cookieSettings) }, trigger: 'load' },
  // At once: the visitor is asked before anything else, and it is one small chunk (no React).
  {
    name: 'cookie-banner',
    match: {
      when: (context) => context.cookieSettings?.isCookieBannerEnabled === true && (readConsent() === 'unknown' || isBannerForced()),
    },
    trigger: 'load',
  },
  // Where the builder published the overlay's content (its <dialog>); the settings and the visitor's
  // record decide in the chunk, late, so it never competes with the first paint.
  { name: 'popup-overlay', match: { when: () => document.querySelector('[data-popup-overlay]') !== null }, trigger: 'loaded' },
  // The announcement bar, the badge and the mobile info bar: the chunk decides which to draw. Truthy is
  // enough (a `!!` would cost the entry bytes).
  {
    name: 'bars',
    match: {
      when: (c) => (c.showAnnouncementBar || c.websiteSettings?.ssBadgeType || c.websiteSettings?.mobileInfoBarSettings) as boolean,
    },
    trigger: 'load',
  },
  // What the builder's template script did on its pages: its images, wherever no block loads them
  // (`data-load="false"` ones in template sections included), and its navigation on a small screen
  // (src/features/template/). A page with neither the builder's images nor its editable fields
  // (`data-content-field`: site title, navigation) loads nothing for it.
  { name: 'template', match: { when: () => document.querySelector('img[data-src],[data-content-field]') !== null }, trigger: 'load' },
  // Spec 000 §2: the owner's redirect, Escape and Shift+Escape, the logout notice. The editing frame
  // always has a signed-in account.
  {
    name: 'account',
    match: {
      when: (c) => (c.authenticatedAccount || c.websiteSettings?.allowEscapeKeyLogin || /logout=true/.test(location.search)) as boolean,
    },
    trigger: 'load',
  },
  // Loaded only once the page has an error to send: most pages never pay for it.
  { name: 'error-reporter', match: { when: () => true }, trigger: 'error' },
  // Last initializer of spec 000 §1, and after the page's load event: nothing a visitor sees waits for it.
  { name: 'visitor-analytics', match: { when: () => true }, trigger: 'loaded' },
  // Spec 001 §9: where the site's feature toggle is on (the context has `sessionRecording`). Sampling, the
  // CPU's cores and consent are the chunk's to check (src/features/session-recording/): the entry pays
  // only for this test, the shortest there is (the empty page's budget has a few bytes left).
  { name: 'session-recording', match: { when: (c) => c.sessionRecording as unknown as boolean }, trigger: 'loaded' },
  // Shown when the data layer meets a failure it cannot hand back (spec 001 §8).
  { name: 'system-error', match: { event: 'site-runtime:system-error' }, trigger: 'load' },
];
