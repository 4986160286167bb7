// The gallery's rules (spec 001 §1, §4, §5, §9): the design mapping, the layouts' defaults, the block
// settings and their validations, the index rules, swipes, resizing, deep links and the slides read
// from the builder's markup.

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMED_RATIOS } from '../../src/core/aspect-ratio';
import { trapFocus } from '../../src/core/focus-trap';
import { addressFor, slideFromLocation, slideFromQuery } from '../../src/features/gallery/deep-link';
import {
  carouselPerRow,
  columnsFor,
  createLayout,
  KEN_BURNS_ZOOM,
  layoutNameOf,
  THUMBNAIL_STRIP,
} from '../../src/features/gallery/designs';
import { AUTOPLAY_LIMITS_MS, parseGallery } from '../../src/features/gallery/props';
import { GALLERY_RESIZE_DEBOUNCE_MS, RESIZE_END_MS, validateResizeOptions, watchResize } from '../../src/features/gallery/resize';
import { canMove, moveBy, moveTo, preloadIndexes, randomOther } from '../../src/features/gallery/slide-index';
import { readSlides, type Slide } from '../../src/features/gallery/slides';
import { classify, parseBoundaries, parseSnapPoint, SWIPE, slideStep, snapSeconds } from '../../src/features/gallery/swipe';
import { keyThrottle, LIGHTBOX } from '../../src/island/lightbox/Lightbox';

describe('designs', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['autorows', 'autorows'],
    ['mosaic', 'base'],
    ['', 'base'],
    [undefined, 'base'],
    [42, 'base'],
    ['__proto__', 'base'],
    ['constructor', 'base'],
  ])('design %j lays out as %s', (design, layout) => expect(layoutNameOf(design)).toBe(layout));

  it('creating a layout that does not exist throws, naming it', () => {
    expect(() => createLayout('hexagons')).toThrow('These are not the gallery designs you are looking for: hexagons');
    expect(() => createLayout('toString')).toThrow('These are not the gallery designs you are looking for');
  });

  it("keeps the spec's defaults (spec 001 §9)", () => {
    expect(createLayout('grid')).toMatchObject({ slidesPerRow: 4, lightbox: true, sliding: false });
    expect(createLayout('autogrid')).toMatchObject({ columnWidth: 250, gutter: 0 });
    expect(createLayout('autocolumns')).toMatchObject({ columnWidth: 250, gutter: 0 });
    expect(createLayout('autorows')).toMatchObject({ rowHeight: 250, gutter: 20, lightbox: true });
    expect(createLayout('carousel')).toMatchObject({ slidesPerRow: 3, gutter: 1, sliding: true });
    expect(createLayout('stacked')).toMatchObject({ transition: 'fade', speed: 1, clickBehaviour: 'next', preload: 1, sliding: true });
    expect(createLayout('strip')).toMatchObject({ speed: 0.5, alignment: 'middle', preload: 1, sliding: true });
    expect(KEN_BURNS_ZOOM).toBe(1.075);
    expect(THUMBNAIL_STRIP).toEqual({ vSize: 10, aspect: 16 / 9, maxPadding: 5 });
    expect(LIGHTBOX).toEqual({ speed: 0.6, overlayOpacity: 0.95, keyThrottleMs: 200, edgeZone: 0.02 });
  });

  it("moves the lightbox once per 200 ms of held keys, the first key always (WebKit's came 95 ms after the time origin)", () => {
    const moves = keyThrottle(LIGHTBOX.keyThrottleMs);
    expect([95, 150, 294, 295, 500].map(moves)).toEqual([true, false, false, true, true]);
  });

  it.each([
    [3, 1000, 3],
    [3, 723, 3],
    [5, 723, 3],
    [5, 724, 5],
    [3, 479, 2],
    [5, 479, 2],
    [2, 479, 2],
    [2, 600, 2],
    [1, 300, 1],
  ])('a carousel of %d a row shows %d… at %d px: %d', (perRow, width, expected) => expect(carouselPerRow(perRow, width)).toBe(expected));

  it('autogrid and autocolumns columns are whole, positive pixels that fit the width', () => {
    expect(columnsFor(704, 250, 0)).toEqual({ count: 2, px: 352 });
    expect(columnsFor(800, 250, 10)).toEqual({ count: 3, px: 260 });
    expect(columnsFor(100, 250, 0)).toEqual({ count: 1, px: 100 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        (width, column, gutter) => {
          const { count, px } = columnsFor(width, column, gutter);
          return Number.isInteger(px) && px >= 1 && count >= 1 && (count === 1 || count * px + (count - 1) * gutter <= width);
        },
      ),
    );
  });
});

describe('block settings', () => {
  it('reads the builder JSON of a grid', () => {
    const settings = parseGallery({ design: 'grid', 'thumbnails-per-row': 3, 'aspect-ratio': 'standard', padding: 8, lightbox: false });
    expect(settings.layout).toMatchObject({ name: 'grid', slidesPerRow: 3, gutter: 8 });
    expect(settings.aspectRatio).toBe(1.5);
    expect(settings.lightbox).toBe(false);
    expect(settings.lightboxTheme).toBe('dark');
  });

  it('a design name that cannot be a class name is the base layout, named stacked', () => {
    expect(parseGallery({ design: 'grid" onclick="x' })).toMatchObject({ design: 'stacked', layout: { name: 'base' } });
    expect(parseGallery({ design: 'slideshow' }).design).toBe('slideshow');
  });

  it('defaults: stacked design, autoplay off at 5000 ms, looping, dark lightbox', () => {
    const settings = parseGallery({});
    expect(settings.layout.name).toBe('base');
    expect(settings).toMatchObject({ autoplay: false, autoplayMs: 5000, loop: true, lightboxTheme: 'dark', aspectRatio: null, crop: true });
  });

  it('autoplay-duration is in seconds; autoplay only slides', () => {
    expect(parseGallery({ design: 'slideshow', autoplay: true, 'autoplay-duration': 3 })).toMatchObject({
      autoplay: true,
      autoplayMs: 3000,
    });
    expect(parseGallery({ design: 'grid', autoplay: true }).autoplay).toBe(false);
    expect(() => parseGallery({ design: 'slideshow', 'autoplay-duration': 0 })).toThrow('"autoplay-duration" must be a positive number');
  });

  it('lightbox theme is light or dark, otherwise dark', () => {
    expect(parseGallery({ lightboxTheme: 'light' }).lightboxTheme).toBe('light');
    expect(parseGallery({ lightboxTheme: 'sepia' }).lightboxTheme).toBe('dark');
  });

  it('aspect ratios: Auto means none; names, w:h and numbers; anything else is an error', () => {
    expect(parseGallery({ imageAspectRatio: 'Auto' }).aspectRatio).toBeNull();
    expect(parseGallery({ 'aspect-ratio': 'widescreen' }).aspectRatio).toBeCloseTo(16 / 9);
    expect(parseGallery({ 'aspect-ratio': '4:3' }).aspectRatio).toBeCloseTo(4 / 3);
    expect(parseGallery({ imageAspectRatio: 2 }).aspectRatio).toBe(2);
    expect(Object.keys(NAMED_RATIOS)).toContain('square');
    expect(() => parseGallery({ 'aspect-ratio': 'tall' })).toThrow('unknown aspect ratio "tall"');
    expect(() => parseGallery({ 'aspect-ratio': 'toString' })).toThrow('unknown aspect ratio');
  });

  it('thumbnails only link to a slideshow; their padding is clamped to 5', () => {
    expect(parseGallery({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-margin': 12 })).toMatchObject({
      thumbnails: true,
      thumbnailPadding: 5,
    });
    expect(parseGallery({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-margin': 2 }).thumbnailPadding).toBe(2);
    expect(parseGallery({ design: 'grid', thumbnails: true }).thumbnails).toBe(false);
  });

  it('a carousel does not loop: its controls stop at the first and last group', () => {
    expect(parseGallery({ design: 'carousel' }).loop).toBe(false);
    expect(parseGallery({ design: 'slider', loop: false }).loop).toBe(false);
  });

  it.each([
    [{ design: 7 }, '"design" must be a string'],
    [[], 'the block data must be an object'],
    [null, 'the block data must be an object'],
    [{ design: 'autocolumns', columnWidth: 0 }, '"columnWidth" must be a positive number'],
    [{ design: 'autocolumns', columnWidth: 'wide' }, '"columnWidth" must be a positive number'],
    [{ design: 'slider', 'active-alignment': 'sideways' }, 'strip alignment must be start, middle or end'],
    [{ 'swipe-boundaries': 'soft' }, 'swipe boundaries must each be none, hard or inertial'],
    [{ 'snap-points': ['50'] }, 'snap points must end in a percent sign or be none'],
    [{ speed: Number.POSITIVE_INFINITY }, 'tween duration must be a finite number'],
    [{ transition: 'wipe' }, 'Could not find transition named wipe'],
    [{ 'thumbnails-per-row': 2.5 }, '"slidesPerRow" must be a positive integer'],
    [{ gutter: -1 }, '"gutter" must be a non-negative number'],
    [{ 'active-click': 'zoom' }, '"active-click" must be next, previous or none'],
  ])('rejects %j', (raw, message) => expect(() => parseGallery(raw)).toThrow(message));

  it('autocolumns column widths given as strings are read as integers (spec 001 §5)', () => {
    expect(parseGallery({ design: 'autocolumns', columnWidth: '300.7px' }).layout.columnWidth).toBe(300);
  });

  it('valid swipe boundaries and snap points pass', () => {
    expect(parseBoundaries(['none', 'inertial'])).toEqual(['none', 'inertial']);
    expect(parseBoundaries('hard')).toEqual(['hard', 'hard']);
    expect(parseSnapPoint('50%')).toBe(0.5);
    expect(parseSnapPoint('none')).toBeNull();
    expect(() => parseGallery({ 'swipe-boundaries': ['hard', 'none'], 'snap-points': ['25%', 'none'] })).not.toThrow();
  });
});

describe('gallery index (spec 001 §4)', () => {
  const at = (index: number, count = 5, loop = true) => ({ index, count, loop, moving: false });

  it('moves to any slide, the index wrapping modulo the count', () => {
    expect(moveTo(at(0), 7)).toEqual({ kind: 'moved', index: 2 });
    expect(moveTo(at(0), -1)).toEqual({ kind: 'moved', index: 4 });
    expect(moveTo(at(2), 2)).toEqual({ kind: 'unchanged' });
  });

  it('refuses while a transition moves or a linked gallery moves elsewhere', () => {
    expect(moveTo({ ...at(0), moving: true }, 1)).toEqual({ kind: 'refused' });
    expect(moveBy({ ...at(0), moving: true }, 1)).toEqual({ kind: 'refused' });
    expect(moveTo({ ...at(0), linkedTarget: 3 }, 1)).toEqual({ kind: 'refused' });
    expect(moveTo({ ...at(0), linkedTarget: 3 }, 3)).toEqual({ kind: 'moved', index: 3 });
  });

  it('loops at the ends, or signals them', () => {
    expect(moveBy(at(0), -1)).toEqual({ kind: 'moved', index: 4 });
    expect(moveBy(at(4), 1)).toEqual({ kind: 'moved', index: 0 });
    expect(moveBy(at(0, 5, false), -1)).toEqual({ kind: 'reached-beginning' });
    expect(moveBy(at(4, 5, false), 1)).toEqual({ kind: 'reached-end' });
    expect(moveBy(at(2, 5, false), 1)).toEqual({ kind: 'moved', index: 3 });
  });

  it('disables previous and next at the ends when not looping', () => {
    expect(canMove(at(0, 5, false))).toEqual({ previous: false, next: true });
    expect(canMove(at(4, 5, false))).toEqual({ previous: true, next: false });
    expect(canMove(at(0, 5, true))).toEqual({ previous: true, next: true });
    expect(canMove(at(0, 1, true))).toEqual({ previous: false, next: false });
  });

  it('random autoplay always picks another slide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), fc.nat(), fc.double({ min: 0, max: 0.999999, noNaN: true }), (count, i, random) => {
        const index = i % count;
        const next = randomOther(index, count, random);
        return next !== index && next >= 0 && next < count;
      }),
    );
    expect(randomOther(0, 1, 0.5)).toBe(0);
  });

  it('preload count wraps when looping and clips when not', () => {
    expect(preloadIndexes(0, 6, 1, true)).toEqual([0, 1, 5]);
    expect(preloadIndexes(0, 6, 1, false)).toEqual([0, 1]);
    expect(preloadIndexes(5, 6, 2, true)).toEqual([0, 1, 3, 4, 5]);
    expect(preloadIndexes(1, 3, 5, true)).toEqual([0, 1, 2]);
  });
});

describe('swipe (spec 001 §4, §9)', () => {
  it('classifies gestures: a swipe needs 50 units within 250 ms; at most 1 unit is a tap', () => {
    expect(SWIPE).toMatchObject({ distance: 50, within: 250, tap: 1, velocity: 1, fraction: 0.5, longTouch: 250, duration: 0.28 });
    expect(classify({ dx: -60, dy: 5, duration: 200 })).toBe('swipe-left');
    expect(classify({ dx: 60, dy: 5, duration: 250 })).toBe('swipe-right');
    expect(classify({ dx: 5, dy: -80, duration: 100 })).toBe('swipe-up');
    expect(classify({ dx: 5, dy: 80, duration: 100 })).toBe('swipe-down');
    expect(classify({ dx: -60, dy: 0, duration: 251 })).toBe('move-end');
    expect(classify({ dx: -49, dy: 0, duration: 100 })).toBe('move-end');
    expect(classify({ dx: 1, dy: 0, duration: 100 })).toBe('tapped');
    expect(classify({ dx: 0, dy: 0, duration: 250 })).toBe('tapped');
  });

  it('a touch held over 250 ms without moving is a long touch, not a tap', () => {
    expect(classify({ dx: 0, dy: 0, duration: 251 })).toBe('long-touch');
    expect(classify({ dx: 1, dy: 1, duration: 900 })).toBe('move-end');
  });

  it('a sideways swipe (50 units within 250 ms) past half the width or faster than 1 unit/ms changes the slide', () => {
    expect(slideStep({ dx: -201, dy: 0, duration: 240 }, 400)).toBe(1);
    expect(slideStep({ dx: 201, dy: 0, duration: 240 }, 400)).toBe(-1);
    expect(slideStep({ dx: -200, dy: 0, duration: 240 }, 400)).toBe(0);
    // Past half the width but slower than 250 ms: a move-end, not a swipe.
    expect(slideStep({ dx: -201, dy: 0, duration: 251 }, 400)).toBe(0);
    expect(slideStep({ dx: -390, dy: 0, duration: 2000 }, 400)).toBe(0);
    // Fast but shorter than 50 units: not a swipe.
    expect(slideStep({ dx: -49, dy: 0, duration: 10 }, 400)).toBe(0);
    expect(slideStep({ dx: -50, dy: 0, duration: 49 }, 400)).toBe(1);
    expect(slideStep({ dx: -120, dy: 0, duration: 100 }, 400)).toBe(1);
    expect(slideStep({ dx: -100, dy: 0, duration: 100 }, 400)).toBe(0);
    expect(slideStep({ dx: -300, dy: 400, duration: 100 }, 400)).toBe(0);
  });

  it('slide-snap time is clamped to 0.2–0.5 s, 0.3–0.5 s above 767 px', () => {
    expect(snapSeconds(10, 5, 400)).toBe(0.2);
    expect(snapSeconds(10, 5, 800)).toBe(0.3);
    expect(snapSeconds(4000, 1, 400)).toBe(0.5);
    expect(snapSeconds(350, 1, 400)).toBeCloseTo(0.35);
    expect(snapSeconds(100, 0, 800)).toBe(0.5);
  });
});

describe('resize emitter (spec 001 §4, §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const resizeTo = (width: number): void => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };

  it('is on from the first resize until 300 ms after the last; settles after 150 ms', () => {
    expect([RESIZE_END_MS, GALLERY_RESIZE_DEBOUNCE_MS]).toEqual([300, 150]);
    const flags: boolean[] = [];
    const settled = vi.fn();
    const stop = watchResize({}, (on) => flags.push(on), settled);
    resizeTo(900);
    resizeTo(800);
    vi.advanceTimersByTime(200);
    expect(settled).toHaveBeenCalledTimes(1);
    resizeTo(700);
    expect(flags).toEqual([true]);
    vi.advanceTimersByTime(149);
    expect(settled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(150);
    expect(flags).toEqual([true, false]);
    stop();
    resizeTo(600);
    vi.advanceTimersByTime(1000);
    expect(flags).toEqual([true, false]);
  });

  it('a change within the threshold does not count', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
    const flags: boolean[] = [];
    const stop = watchResize(
      { threshold: 20 },
      (on) => flags.push(on),
      () => undefined,
    );
    resizeTo(1010);
    expect(flags).toEqual([]);
    resizeTo(1030);
    expect(flags).toEqual([true]);
    stop();
  });

  it('validates its options', () => {
    expect(() => validateResizeOptions({ axis: 'z' as 'x' })).toThrow('axis must be x or y');
    expect(() => validateResizeOptions({ threshold: 'ten' as unknown as number })).toThrow('threshold must be a number');
    expect(() => validateResizeOptions({ resizing: 'yes' })).toThrow('resizing must be a boolean');
    expect(() => validateResizeOptions({ axis: 'y', threshold: 0, resizing: false })).not.toThrow();
  });
});

describe('slides from the builder markup', () => {
  const markup = `
    <div class="slide" data-type="image" data-slide-id="a1" data-slide-url="harbour">
      <div class="margin-wrapper"><a class="image-slide-anchor content-fill">
        <noscript><img src="/images/harbour-2000x1333.jpg" alt="Harbour"></noscript>
        <img class="thumb-image" data-src="/images/harbour-2000x1333.jpg" data-image-dimensions="2000x1333"
             data-image-focal-point="0.2,0.8" alt="Harbour" data-load="false">
      </a></div>
      <div class="meta"><h3 class="meta-title"> Harbour   at dawn </h3><div class="meta-description"><p>Boats.</p></div></div>
    </div>
    <div class="slide" data-type="image" data-slide-id="a1" data-click-through-url="javascript:alert(1)">
      <img data-src="/b.jpg" data-image-dimensions="bad" alt="B">
    </div>
    <div class="slide" data-type="video" data-click-through-url="/visit">
      <div class="sqs-video-wrapper" data-provider-name="YouTube"
           data-html="&lt;iframe src=&quot;https://www.youtube.com/embed/xyz&quot;&gt;&lt;/iframe&gt;"></div>
    </div>
    <div class="slide" data-type="video"><div class="sqs-video-wrapper" data-html="&lt;p&gt;no frame&lt;/p&gt;"></div></div>
    <div class="slide" data-type="video">
      <div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;javascript:alert(1)&quot;&gt;"></div>
    </div>`;

  it('reads ids, urls, images, captions and embeds, never an unsafe address', () => {
    const el = document.createElement('div');
    el.innerHTML = `<div class="sqs-gallery">${markup}</div><div class="sqs-gallery sqs-gallery-thumbnails">${markup}</div>`;
    const slides = readSlides(el);
    // The linked thumbnail strip's copies are not more slides.
    expect(slides).toHaveLength(5);
    expect(slides[0]).toMatchObject({
      type: 'image',
      id: 'a1',
      url: 'harbour',
      title: 'Harbour at dawn',
      description: 'Boats.',
      image: { src: '/images/harbour-2000x1333.jpg', width: 2000, height: 1333, focalPoint: '0.2,0.8', alt: 'Harbour' },
    });
    // A repeated id is made unique; bad dimensions leave no image (its box cannot be sized).
    expect(slides[1]).toMatchObject({ id: 'a1-2', image: null, clickThroughUrl: null, title: '' });
    expect(slides[2]).toMatchObject({ type: 'video', id: 'slide-3', clickThroughUrl: '/visit' });
    expect(slides[2]?.video).toEqual({ provider: 'YouTube', embedUrl: 'https://www.youtube.com/embed/xyz' });
    expect(slides[3]?.video?.embedUrl).toBeNull();
    expect(slides[4]?.video?.embedUrl).toBeNull();
  });
});

describe('deep links (spec 001 §1)', () => {
  const slides = [
    { id: 'a1', url: 'harbour' },
    { id: 'b2', url: null },
    { id: 'c3', url: 'market' },
  ] as Slide[];

  it('itemId selects a slide by id or url', () => {
    expect(slideFromQuery(slides, '?itemId=market')).toBe(2);
    expect(slideFromQuery(slides, '?itemId=b2')).toBe(1);
    expect(slideFromQuery(slides, '?itemId=nope')).toBe(-1);
    expect(slideFromQuery(slides, '?itemId=')).toBe(-1);
    expect(slideFromQuery(slides, '')).toBe(-1);
  });

  it('the lightbox opens from the hash item id, else the last path segment', () => {
    expect(slideFromLocation(slides, { hash: '#itemId=c3', pathname: '/gallery/harbour' })).toBe(2);
    expect(slideFromLocation(slides, { hash: '#b2', pathname: '/gallery' })).toBe(1);
    expect(slideFromLocation(slides, { hash: '', pathname: '/gallery/harbour/' })).toBe(0);
    expect(slideFromLocation(slides, { hash: '#other=1', pathname: '/gallery' })).toBe(-1);
    expect(slideFromLocation(slides, { hash: '#%E0%A4%A', pathname: '/x' })).toBe(-1);
  });

  it('history writes itemId under the collection url, keeping the hash', () => {
    const here = new URL('http://site.test/fixtures/gallery-history.html?x=1#top') as unknown as Location;
    expect(addressFor(slides[0] as Slide, '/travel', here)).toBe('http://site.test/travel?itemId=harbour#top');
    expect(addressFor(slides[1] as Slide, undefined, here)).toBe('http://site.test/fixtures/gallery-history.html?x=1&itemId=b2#top');
  });

  it('history stays on this origin: a page at //… and a collection url of another site', () => {
    const doubled = new URL('http://site.test//fixtures/gallery-history.html#top') as unknown as Location;
    expect(addressFor(slides[0] as Slide, undefined, doubled)).toBe('http://site.test//fixtures/gallery-history.html?itemId=harbour#top');
    const here = new URL('http://site.test/gallery?x=1') as unknown as Location;
    expect(addressFor(slides[0] as Slide, '//elsewhere.test/travel', here)).toBe('http://site.test/gallery?x=1&itemId=harbour');
  });
});

describe('focus containment (spec 001 §5)', () => {
  it('needs exactly one of container or predicate', () => {
    const container = document.createElement('div');
    expect(() => trapFocus({} as never)).toThrow('exactly one of container or predicate');
    expect(() => trapFocus({ container, predicate: () => true } as never)).toThrow('exactly one of container or predicate');
    expect(trapFocus({ container })).toBeTypeOf('function');
    expect(trapFocus({ predicate: () => true })).toBeTypeOf('function');
  });
});

describe('gallery numbers that drive work (issue 27, item 5)', () => {
  it('a preload of 1e9 costs what one of the slide count does', () => {
    expect(preloadIndexes(0, 5, 1e9, true)).toEqual([0, 1, 2, 3, 4]);
    expect(preloadIndexes(2, 5, Number.MAX_SAFE_INTEGER, false)).toEqual([0, 1, 2, 3, 4]);
  });

  it('autoplay turns a slide at most once a second and at least once a day', () => {
    const autoplay = (seconds: number): number => parseGallery({ design: 'slideshow', 'autoplay-duration': seconds }).autoplayMs;
    expect(autoplay(1e-300)).toBe(AUTOPLAY_LIMITS_MS.min);
    expect(autoplay(1e9)).toBe(AUTOPLAY_LIMITS_MS.max);
    expect(autoplay(3)).toBe(3000);
  });

  it('a column narrower than 50 px is drawn 50 px wide: the grid never gets a million tracks', () => {
    expect(columnsFor(1000, 0.001, 0).count).toBe(20);
  });
});
