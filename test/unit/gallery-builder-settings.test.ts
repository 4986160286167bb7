// The gallery block's settings as the builder publishes them (issue 28): its words for values the spec
// names otherwise (`center` is the middle alignment), the settings spec 001 §3 lists that the runtime
// once ignored (vSize, mixedContent, listImageSize, thumbnail-strip-height, meta-position), and what a
// 7.0 block's markup says when it has no JSON.

import { describe, expect, it } from 'vitest';
import { settingsFromMarkup } from '../../src/features/gallery/markup-settings';
import { LIST_IMAGE_SIZE, parseGallery } from '../../src/features/gallery/props';
import { readSlides } from '../../src/features/gallery/slides';

describe("the builder's words", () => {
  it.each([
    ['center', 'middle'],
    ['Centre', 'middle'],
    ['left', 'start'],
    ['right', 'end'],
    ['start', 'start'],
    ['middle', 'middle'],
    ['end', 'end'],
  ])('active-alignment %j is the %s alignment', (word, alignment) => {
    expect(parseGallery({ design: 'slider', 'active-alignment': word }).layout.alignment).toBe(alignment);
  });

  it('a null alignment is the layout default; a word nobody means is still refused (spec 001 §5)', () => {
    expect(parseGallery({ design: 'slider', 'active-alignment': null }).layout.alignment).toBe('middle');
    expect(() => parseGallery({ design: 'slider', 'active-alignment': 'sideways' })).toThrow(
      'strip alignment must be start, middle or end (got "sideways")',
    );
    expect(() => parseGallery({ design: 'slider', 'active-alignment': 3 })).toThrow('strip alignment must be start, middle or end');
  });

  it('aspect ratios by the names the builder gives them', () => {
    expect(parseGallery({ 'aspect-ratio': 'anamorphic-widescreen' }).aspectRatio).toBeCloseTo(2.4);
    expect(parseGallery({ 'aspect-ratio': 'four-three' }).aspectRatio).toBeCloseTo(4 / 3);
    expect(parseGallery({ 'aspect-ratio': 'sixteen-nine' }).aspectRatio).toBeCloseTo(16 / 9);
    expect(parseGallery({ 'aspect-ratio': 'two-three' }).aspectRatio).toBeCloseTo(2 / 3);
    expect(parseGallery({ 'aspect-ratio': 'standard-vertical' }).aspectRatio).toBeCloseTo(2 / 3);
    expect(parseGallery({ 'aspect-ratio': 'original', aspectRatio: null }).aspectRatio).toBeNull();
    expect(() => parseGallery({ 'aspect-ratio': 'zero-three' })).toThrow('unknown aspect ratio "zero-three"');
  });

  it('a slideshow as a 7.0 page publishes it is read whole', () => {
    const settings = parseGallery({
      hSize: null,
      floatDir: null,
      'active-alignment': 'center',
      aspectRatio: null,
      'auto-crop': true,
      autoplay: true,
      'autoplay-duration': 5,
      controls: true,
      design: 'slideshow',
      'meta-position': 'top',
      'show-meta': true,
      'show-meta-on-hover': true,
      'square-thumbs': true,
      'thumbnail-strip-height': 60,
      'thumbnail-strip-margin': 10,
      thumbnails: true,
      vSize: null,
    });
    expect(settings).toMatchObject({
      design: 'slideshow',
      layout: { name: 'stacked', alignment: 'middle' },
      autoplay: true,
      autoplayMs: 5000,
      thumbnails: true,
      squareThumbs: true,
      thumbnailHeight: 60,
      thumbnailPadding: 5,
      showMeta: true,
      metaPosition: 'top',
      metaOnHover: true,
      vSize: null,
      aspectRatio: null,
    });
  });
});

describe('settings spec 001 §3 lists', () => {
  it('vSize: a height in percent of the width, null when not set', () => {
    expect(parseGallery({ design: 'slideshow', vSize: 50 }).vSize).toBe(50);
    expect(parseGallery({ design: 'slideshow', vSize: null }).vSize).toBeNull();
    expect(parseGallery({ design: 'slideshow' }).vSize).toBeNull();
    expect(() => parseGallery({ vSize: -5 })).toThrow('"vSize" must be a positive number');
    expect(() => parseGallery({ vSize: 'tall' })).toThrow('"vSize" must be a positive number');
  });

  it('mixedContent: on unless set false', () => {
    expect(parseGallery({}).mixedContent).toBe(true);
    expect(parseGallery({ mixedContent: true }).mixedContent).toBe(true);
    expect(parseGallery({ mixedContent: false }).mixedContent).toBe(false);
  });

  it('listImageSize: percent of the width, at most all of it', () => {
    expect(parseGallery({ design: 'list' }).listImageSize).toBe(LIST_IMAGE_SIZE);
    expect(parseGallery({ design: 'list', listImageSize: 25 }).listImageSize).toBe(25);
    expect(parseGallery({ design: 'list', listImageSize: 250 }).listImageSize).toBe(100);
    expect(() => parseGallery({ listImageSize: 0 })).toThrow('"listImageSize" must be a positive number');
  });

  it('thumbnail-strip-height: px, else the strip vSize', () => {
    expect(parseGallery({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 80 }).thumbnailHeight).toBe(80);
    expect(parseGallery({ design: 'slideshow', thumbnails: true }).thumbnailHeight).toBeNull();
    expect(() => parseGallery({ 'thumbnail-strip-height': '60px' })).toThrow('"thumbnail-strip-height" must be a positive number');
  });

  it('meta-position: top, middle (center) or bottom; anything else under the picture', () => {
    expect(parseGallery({ 'meta-position': 'top' }).metaPosition).toBe('top');
    expect(parseGallery({ 'meta-position': 'center' }).metaPosition).toBe('middle');
    expect(parseGallery({ 'meta-position': 'bottom' }).metaPosition).toBe('bottom');
    expect(parseGallery({ 'meta-position': 'aside' }).metaPosition).toBe('bottom');
    expect(parseGallery({}).metaPosition).toBe('bottom');
  });
});

describe("a 7.0 block's markup", () => {
  const block = (classes: string): HTMLElement => {
    const el = document.createElement('div');
    el.innerHTML = `<div class="sqs-block-content"><div class="${classes}"><div class="sqs-gallery"></div></div></div>`;
    return el;
  };

  it('names its settings in the container classes', () => {
    const el = block(
      'sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-has-thumbnails ' +
        'sqs-gallery-block-show-meta sqs-gallery-block-meta-position-top sqs-gallery-block-meta-hover block-animation-none clear',
    );
    expect(settingsFromMarkup(el)).toEqual({
      design: 'slideshow',
      thumbnails: true,
      'show-meta': true,
      'meta-position': 'top',
      'show-meta-on-hover': true,
    });
  });

  it('a grid: its row count and ratio', () => {
    const el = block('sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-widescreen sqs-gallery-thumbnails-per-row-7');
    expect(settingsFromMarkup(el)).toEqual({ design: 'grid', 'aspect-ratio': 'widescreen', 'thumbnails-per-row': 7 });
    expect(parseGallery(settingsFromMarkup(el))).toMatchObject({ layout: { name: 'grid', slidesPerRow: 7 }, aspectRatio: 16 / 9 });
  });

  it('no container: nothing said, the defaults stand', () => {
    expect(settingsFromMarkup(document.createElement('div'))).toEqual({});
  });
});

describe('video slides and mixedContent', () => {
  const el = document.createElement('div');
  el.innerHTML =
    '<div class="sqs-gallery"><div class="slide" data-type="video" data-slide-id="v1">' +
    '<div class="sqs-video-wrapper" data-provider-name="YouTube" ' +
    'data-html="&lt;iframe src=&quot;https://www.youtube.com/embed/xyz&quot;&gt;&lt;/iframe&gt;"></div>' +
    '<img data-src="/poster.jpg" data-image-dimensions="800x450" alt="Poster"></div></div>';

  it('play as videos, or (mixedContent off) show as their picture', () => {
    expect(readSlides(el)[0]).toMatchObject({ type: 'video', video: { embedUrl: 'https://www.youtube.com/embed/xyz' } });
    expect(readSlides(el, false)[0]).toMatchObject({ type: 'image', video: null, image: { src: '/poster.jpg', width: 800 } });
  });
});
