import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onReportedError, type ReportedError } from '../../src/core/errors';
import {
  cropMode,
  IMAGE_WIDTHS,
  imageUrl,
  loadImage,
  loadImages,
  parseDimensions,
  parseFocalPoint,
  pickWidth,
  sizeBox,
  watchImages,
} from '../../src/core/image-loader';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { setMediaMatches } from './setup';

const MOBILE = '(max-width: 432px)';

/** A builder image as published: no src, the service's address in data-src. */
function builderImage(attributes: Record<string, string> = {}, box = { width: 300, height: 200 }): HTMLImageElement {
  const img = document.createElement('img');
  const all = { 'data-src': '/images/harbour-2000x1333.jpg', 'data-image-dimensions': '2000x1333', alt: 'Harbour', ...attributes };
  for (const [name, value] of Object.entries(all)) img.setAttribute(name, value);
  // jsdom lays nothing out: the box the browser would measure.
  img.getBoundingClientRect = () => ({ width: box.width, height: box.height }) as DOMRect;
  document.body.append(img);
  return img;
}

/** jsdom loads no images: the browser's answer, by hand. */
function arrive(img: HTMLImageElement, type: 'load' | 'error' = 'load'): void {
  img.dispatchEvent(new Event(type));
}

function setPixelRatio(ratio: number): void {
  Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
}

function setSaveData(saveData: boolean | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
}

/** Lets settled promises run their callbacks (loadImage's checks and the queue's pumps). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let reported: ReportedError[];
let unsubscribe: () => void;

beforeEach(() => {
  document.body.innerHTML = '';
  reported = [];
  unsubscribe = onReportedError((report) => reported.push(report));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unsubscribe();
  setPixelRatio(1);
  setSaveData(undefined);
  setMediaMatches(MOBILE, false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('pickWidth', () => {
  it('lists the service widths, largest first', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it.each([
    // box, pixel ratio, size adjustment, save data, allow save data → width
    [0, 1, 1, false, false, 100],
    [100, 1, 1, false, false, 100],
    [101, 1, 1, false, false, 300],
    [300, 1, 1, false, false, 300],
    [640, 1, 1, false, false, 750],
    [750, 1, 1, false, false, 750],
    [1200, 1, 1, false, false, 1500],
    [2500, 1, 1, false, false, 2500],
    [4000, 1, 1, false, false, 2500],
    [400, 2, 1, false, false, 1000],
    [700, 2, 1, false, false, 1500],
    [800, 2, 1, false, false, 2500],
    [1600, 2, 1, false, false, 2500],
    [1000, 1, 0.5, false, false, 500],
    [800, 2, 0.5, false, false, 1000],
    [1000, 1, 0, false, false, 100],
    [400, 2, 1, true, false, 500],
    [400, 0.5, 1, true, false, 300],
    [400, 2, 1, true, true, 1000],
    [400, 3, 1, false, true, 1500],
  ])('%i px at ratio %d, adjustment %d, saveData %s, allowSaveData %s → %i', (box, pixelRatio, sizeAdjustment, saveData, allow, width) => {
    expect(pickWidth(box, { pixelRatio, sizeAdjustment, saveData, allowSaveData: allow })).toBe(width);
  });

  it('defaults: adjustment 1, no data saving; a bad pixel ratio counts as 1', () => {
    expect(pickWidth(400, { pixelRatio: 2 })).toBe(1000);
    expect(pickWidth(400, { pixelRatio: Number.NaN })).toBe(500);
    expect(pickWidth(400, { pixelRatio: 0 })).toBe(500);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '0.5'])('refuses size adjustment %s with a TypeError', (sizeAdjustment) => {
    expect(() => pickWidth(400, { pixelRatio: 1, sizeAdjustment: sizeAdjustment as number })).toThrow(TypeError);
    expect(() => pickWidth(400, { pixelRatio: 1, sizeAdjustment: sizeAdjustment as number })).toThrow(
      /size adjustment must be a non-negative number/,
    );
  });
});

describe('imageUrl', () => {
  it.each([
    ['/images/harbour-2000x1333.jpg', 750, '/images/harbour-2000x1333.jpg?format=750w'],
    ['/images/a.jpg?v=2', 500, '/images/a.jpg?v=2&format=500w'],
    ['/images/a.jpg?format=100w&v=2', 1500, '/images/a.jpg?format=1500w&v=2'],
    ['https://cdn.example.com/a.jpg?x=1#top', 300, 'https://cdn.example.com/a.jpg?x=1&format=300w#top'],
    ['//cdn.example.com/a.jpg', 2500, '//cdn.example.com/a.jpg?format=2500w'],
  ])('%s at %i → %s', (src, width, url) => {
    expect(imageUrl(src, width)).toBe(url);
  });
});

describe('parseDimensions', () => {
  it.each([
    ['2000x1333', { width: 2000, height: 1333 }],
    [' 800 X 600 ', { width: 800, height: 600 }],
    ['0x100', null],
    ['100x0', null],
    ['-5x10', null],
    ['2000', null],
    ['axb', null],
    ['', null],
    [null, null],
  ])('%s → %o', (value, expected) => {
    expect(parseDimensions(value)).toEqual(expected);
  });
});

describe('parseFocalPoint', () => {
  it.each([
    [null, { x: 0.5, y: 0.5 }],
    ['', { x: 0.5, y: 0.5 }],
    ['0.25,0.75', { x: 0.25, y: 0.75 }],
    ['0, 1', { x: 0, y: 1 }],
    ['-1,2', { x: 0, y: 1 }],
    ['x,0.2', { x: 0.5, y: 0.2 }],
    ['0.3', { x: 0.3, y: 0.5 }],
  ])('%s → %o', (value, expected) => {
    expect(parseFocalPoint(value)).toEqual(expected);
  });
});

describe('cropMode and sizeBox', () => {
  function inAnchor(className: string, attributes: Record<string, string> = {}): HTMLImageElement {
    const anchor = document.createElement('a');
    anchor.className = `image-slide-anchor ${className}`;
    const img = builderImage(attributes);
    anchor.append(img);
    document.body.append(anchor);
    return img;
  }

  it.each([
    ['content-fill', 'cover'],
    ['content-fit', 'contain'],
    ['', null],
  ])('an anchor with class "%s" → %s', (className, mode) => {
    expect(cropMode(inAnchor(className))).toBe(mode);
  });

  it.each([
    ['fill', 'cover'],
    ['cover', 'cover'],
    ['content-fill', 'cover'],
    ['fit', 'contain'],
    ['contain', 'contain'],
    ['content-fit', 'contain'],
    ['none', null],
  ])('data-mode="%s" → %s, and wins over an outer class', (mode, expected) => {
    expect(cropMode(builderImage({ 'data-mode': mode }))).toBe(expected);
    expect(cropMode(inAnchor('content-fit', { 'data-mode': mode }))).toBe(expected);
  });

  it('refuses another data-mode (spec 001 §5: fit, fill, none or null)', () => {
    expect(() => cropMode(builderImage({ 'data-mode': 'stretch' }))).toThrow('Image loader mode must be fit, fill, none or null');
  });

  it('reserves the box from the dimensions, keeping width and height already there', () => {
    const img = builderImage();
    sizeBox(img);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2000', '1333']);
    expect(img.style.objectFit).toBe('');

    const sized = builderImage({ width: '400', height: '300' });
    sizeBox(sized);
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['400', '300']);

    const unknown = builderImage({ 'data-image-dimensions': 'big' });
    sizeBox(unknown);
    expect(unknown.hasAttribute('width')).toBe(false);
  });

  it('cover: object-fit cover at the focal point (default centre)', () => {
    const img = inAnchor('content-fill', { 'data-image-focal-point': '0.25,0.8' });
    sizeBox(img);
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('25% 80%');
    const centred = inAnchor('content-fill');
    sizeBox(centred);
    expect(centred.style.objectPosition).toBe('50% 50%');
  });

  it.each([
    [undefined, '50% 50%'],
    ['top', '50% 0%'],
    ['left', '0% 50%'],
    ['center', '50% 50%'],
    ['right', '100% 50%'],
    ['bottom', '50% 100%'],
    ['diagonal', '50% 50%'],
  ])('contain with fit alignment %s → object-position %s', (alignment, position) => {
    const img = inAnchor('content-fit', alignment ? { 'data-fit-alignment': alignment } : {});
    sizeBox(img);
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.objectPosition).toBe(position);
  });

  it.each([
    ['image-position-left', undefined, '0% 50%'],
    ['image-position-right', undefined, '100% 50%'],
    ['image-position-center', undefined, '50% 50%'],
    ['', undefined, '50% 50%'],
    ['image-position-left', 'bottom', '50% 100%'],
  ])('spec 001 §9: a contained image in a %s block (fit alignment %s) aligns at %s: start, end, else centre', (position, alignment, at) => {
    const img = inAnchor('content-fit', alignment ? { 'data-fit-alignment': alignment } : {});
    const figure = document.createElement('figure');
    figure.className = `image-block-outer-wrapper ${position}`;
    img.parentElement?.replaceWith(figure);
    figure.append(img.parentElement ?? img);
    sizeBox(img);
    expect(img.style.objectPosition).toBe(at);
  });
});

describe('loadImage', () => {
  it('loads the width the box needs, marking the img while it loads', async () => {
    const img = builderImage();
    const done = loadImage(img);
    await flush();
    expect(img.getAttribute('src')).toBe('/images/harbour-2000x1333.jpg?format=300w');
    expect(img.hasAttribute('data-image-loading')).toBe(true);
    expect(img.getAttribute('width')).toBe('2000');
    arrive(img);
    await done;
    expect(img.hasAttribute('data-image-loading')).toBe(false);
    expect(img.getAttribute('data-image-resolution')).toBe('300w');
  });

  it('uses the pixel ratio, data-size-adjustment, save-data and data-allow-save-data', async () => {
    const cases: Array<[Record<string, string>, number, boolean, string]> = [
      [{}, 2, false, '750w'],
      [{ 'data-size-adjustment': '0.5' }, 2, false, '300w'],
      [{}, 2, true, '300w'],
      [{ 'data-allow-save-data': '' }, 2, true, '750w'],
    ];
    for (const [attributes, ratio, saveData, format] of cases) {
      setPixelRatio(ratio);
      setSaveData(saveData);
      const img = builderImage(attributes);
      const done = loadImage(img);
      await flush();
      expect(img.getAttribute('src'), JSON.stringify(attributes)).toBe(`/images/harbour-2000x1333.jpg?format=${format}`);
      arrive(img);
      await done;
    }
  });

  it('falls back to the parent’s width, then the image’s own, when the img has no box yet', async () => {
    const parent = document.createElement('div');
    parent.getBoundingClientRect = () => ({ width: 700, height: 0 }) as DOMRect;
    const img = builderImage({}, { width: 0, height: 0 });
    parent.append(img);
    document.body.append(parent);
    const done = loadImage(img);
    await flush();
    expect(img.getAttribute('src')).toContain('format=750w');
    arrive(img);
    await done;

    const alone = builderImage({ 'data-image-dimensions': '480x320' }, { width: 0, height: 0 });
    const aloneDone = loadImage(alone);
    await flush();
    expect(alone.getAttribute('src')).toContain('format=500w');
    arrive(alone);
    await aloneDone;
  });

  it('a cover crop in a box taller than the image asks for the width it shows', async () => {
    const anchor = document.createElement('a');
    anchor.className = 'content-fill';
    const img = builderImage({ 'data-image-dimensions': '1500x1000' }, { width: 300, height: 300 });
    anchor.append(img);
    document.body.append(anchor);
    const done = loadImage(img);
    await flush();
    // 300 px tall at 3:2 is 450 px wide.
    expect(img.getAttribute('src')).toContain('format=500w');
    arrive(img);
    await done;
  });

  it.each([
    ['false', false, false],
    ['false', true, true],
    ['true', false, true],
    ['viewport', false, true],
    [null, false, true],
  ])('data-load=%s, force %s → loads: %s', async (mode, force, loads) => {
    const img = builderImage(mode === null ? {} : { 'data-load': mode });
    const done = loadImage(img, { force });
    await flush();
    expect(img.hasAttribute('src')).toBe(loads);
    if (loads) arrive(img);
    await expect(done).resolves.toBeUndefined();
  });

  it('skips an image already loading, unless concurrent', async () => {
    const box = { width: 300, height: 200 };
    const img = builderImage({}, box);
    const first = loadImage(img);
    await flush();
    box.width = 600;
    // Skipped: no second request; it settles with the load already on its way.
    const skipped = loadImage(img);
    await flush();
    expect(img.getAttribute('src')).toContain('format=300w');

    const second = loadImage(img, { concurrent: true });
    await flush();
    expect(img.getAttribute('src')).toContain('format=750w');
    arrive(img);
    await Promise.all([first, second, skipped]);
    // The load that replaced the first one owns the result.
    expect(img.getAttribute('data-image-resolution')).toBe('750w');
    expect(img.hasAttribute('data-image-loading')).toBe(false);
  });

  it("settles the markers of a load it did not start: a clone of a loading image (a block's kept server HTML)", async () => {
    const img = builderImage();
    void loadImage(img);
    await flush();
    // The block keeps a copy of its server HTML while the image is on its way, and puts it back.
    const copy = img.cloneNode(true) as HTMLImageElement;
    img.replaceWith(copy);
    expect(copy.getAttribute('data-image-loading')).toBe('300w');
    const forced = loadImage(copy, { force: true });
    arrive(copy);
    await forced;
    expect(copy.hasAttribute('data-image-loading')).toBe(false);
    expect(copy.getAttribute('data-image-resolution')).toBe('300w');
  });

  it('never downloads again for a smaller or equal box; a larger box gets a larger width', async () => {
    const box = { width: 600, height: 400 };
    const img = builderImage({}, box);
    const first = loadImage(img);
    await flush();
    arrive(img);
    await first;
    expect(img.getAttribute('src')).toContain('format=750w');

    const setSrc = vi.spyOn(img, 'src', 'set');
    for (const width of [600, 700, 200]) {
      box.width = width;
      await loadImage(img);
    }
    expect(setSrc).not.toHaveBeenCalled();
    expect(img.hasAttribute('data-image-loading')).toBe(false);

    box.width = 1200;
    const larger = loadImage(img);
    await flush();
    expect(img.getAttribute('src')).toContain('format=1500w');
    arrive(img);
    await larger;
    expect(img.getAttribute('data-image-resolution')).toBe('1500w');
  });

  it('a new data-src is a new image, whatever width was loaded before', async () => {
    const img = builderImage();
    const first = loadImage(img);
    await flush();
    arrive(img);
    await first;
    img.setAttribute('data-src', '/images/lighthouse-2000x1333.jpg');
    const second = loadImage(img);
    await flush();
    expect(img.getAttribute('src')).toBe('/images/lighthouse-2000x1333.jpg?format=300w');
    arrive(img);
    await second;
  });

  it('rejects with the URL when the image fails, and clears the marker', async () => {
    const img = builderImage();
    const done = loadImage(img);
    await flush();
    arrive(img, 'error');
    await expect(done).rejects.toThrow('Image failed to load: /images/harbour-2000x1333.jpg?format=300w');
    expect(img.hasAttribute('data-image-loading')).toBe(false);
    expect(img.hasAttribute('data-image-resolution')).toBe(false);
  });

  it("loadImages rejects 'No images' without a list; with one it loads each, a failure reported, not thrown", async () => {
    await expect(loadImages(null)).rejects.toThrow(/^No images$/);
    await expect(loadImages(undefined)).rejects.toThrow(/^No images$/);
    await expect(loadImages({} as ArrayLike<HTMLImageElement>)).rejects.toThrow(/^No images$/);
    await expect(loadImages([])).resolves.toBeUndefined();
    const good = builderImage();
    const bad = builderImage({ 'data-src': '/images/lighthouse-2000x1333.jpg' });
    const done = loadImages([good, bad], {}, 'gallery');
    await flush();
    arrive(good);
    arrive(bad, 'error');
    await done;
    expect(good.getAttribute('data-image-resolution')).toBe('300w');
    expect(reported.map((report) => [report.source, String(report.error)])).toEqual([
      ['gallery', expect.stringContaining('/images/lighthouse-2000x1333.jpg')],
    ]);
  });

  it("rejects 'No image' and 'not a valid node' for what is not an image", async () => {
    await expect(loadImage(null as unknown as HTMLImageElement)).rejects.toThrow(/^No image$/);
    await expect(loadImage(undefined as unknown as HTMLImageElement)).rejects.toThrow(/^No image$/);
    await expect(loadImage(document.createElement('div') as unknown as HTMLImageElement)).rejects.toThrow(/^not a valid node$/);
    await expect(loadImage({} as HTMLImageElement)).rejects.toThrow(/^not a valid node$/);
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:image/svg+xml,<svg/>'],
    ['vbscript:x'],
    ['ftp://example.com/a.jpg'],
    ['blob:https://example.com/1'],
  ])("rejects 'Invalid or missing image source' for data-src %j, and sets no src", async (src) => {
    const img = builderImage();
    if (src === null) img.removeAttribute('data-src');
    else img.setAttribute('data-src', src);
    await expect(loadImage(img, { force: true })).rejects.toThrow(/^Invalid or missing image source$/);
    expect(img.hasAttribute('src')).toBe(false);
  });

  it.each([['https://cdn.example.com/a.jpg'], ['http://cdn.example.com/a.jpg'], ['//cdn.example.com/a.jpg'], ['images/a.jpg']])(
    'accepts %s',
    async (src) => {
      const img = builderImage({ 'data-src': src });
      const done = loadImage(img);
      await flush();
      expect(img.getAttribute('src')).toBe(`${src}?format=300w`);
      arrive(img);
      await done;
    },
  );

  it('rejects a data-size-adjustment that is not a non-negative number', async () => {
    for (const value of ['-1', 'half', '']) {
      await expect(loadImage(builderImage({ 'data-size-adjustment': value }))).rejects.toThrow(TypeError);
    }
  });
});

/** A gallery as the builder publishes it: slides, each with an image in a cropping anchor. */
function gallery(count: number): { root: HTMLElement; images: HTMLImageElement[] } {
  const root = document.createElement('div');
  root.className = 'sqs-gallery';
  const images: HTMLImageElement[] = [];
  for (let i = 0; i < count; i++) {
    const slide = document.createElement('div');
    slide.className = 'slide';
    const anchor = document.createElement('a');
    anchor.className = 'image-slide-anchor content-fill';
    const img = builderImage({ 'data-src': `/images/photo-${i}-2000x1333.jpg`, 'data-load': 'false' });
    anchor.append(img);
    slide.append(anchor);
    root.append(slide);
    images.push(img);
  }
  // An image without dimensions is not a builder image: left alone.
  const other = document.createElement('img');
  other.setAttribute('data-src', '/images/other.jpg');
  root.append(other);
  document.body.append(root);
  return { root, images };
}

const loading = (images: HTMLImageElement[]) => images.filter((img) => img.hasAttribute('data-image-loading'));

describe('watchImages', () => {
  it("throws 'No root node' without a root, 'not a valid node' for something else", () => {
    expect(() => watchImages(null as unknown as ParentNode)).toThrow(/^No root node$/);
    expect(() => watchImages(undefined as unknown as ParentNode)).toThrow(/^No root node$/);
    expect(() => watchImages({} as ParentNode)).toThrow(/^not a valid node$/);
  });

  it('sizes every box at once and, with no IntersectionObserver, loads at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { root, images } = gallery(3);
    const stop = watchImages(root, { force: true });
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('2000');
      expect(img.style.objectFit).toBe('cover');
    }
    await flush();
    expect(loading(images)).toEqual(images);
    expect(root.querySelector('img:not([data-image-dimensions])')?.hasAttribute('src')).toBe(false);
    stop();
  });

  it('leaves data-load="false" images alone unless forced', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { root, images } = gallery(2);
    const stop = watchImages(root);
    await flush();
    expect(images.some((img) => img.hasAttribute('src'))).toBe(false);
    stop();
  });

  it('loads an image when it comes within 200px of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { root, images } = gallery(3);
    const stop = watchImages(root, { force: true });
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    expect(observer.options.rootMargin).toBe('200px');
    expect([...observer.observed]).toEqual(images);
    await flush();
    expect(loading(images)).toEqual([]);
    observer.show(images[1] as HTMLImageElement);
    await flush();
    expect(loading(images)).toEqual([images[1]]);
    expect([...observer.observed]).toEqual([images[0], images[2]]);
    stop();
    expect(observer.disconnected).toBe(true);
  });

  it('keeps at most 16 loads in flight, the rest in document order', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { root, images } = gallery(20);
    const stop = watchImages(root, { force: true });
    // Seen out of order: the queue still follows the page.
    (FakeIntersectionObserver.last as FakeIntersectionObserver).show([...images].reverse());
    await flush();
    expect(loading(images)).toHaveLength(16);
    expect(loading(images)).toEqual(images.slice(4));
    arrive(images[10] as HTMLImageElement);
    await flush();
    expect(loading(images)).toHaveLength(16);
    expect(images[0]?.hasAttribute('data-image-loading')).toBe(true);
    expect(images[1]?.hasAttribute('src')).toBe(false);
    stop();
  });

  it('keeps 1 load in flight on mobile (max width 432)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    setMediaMatches(MOBILE, true);
    const { root, images } = gallery(3);
    const stop = watchImages(root, { force: true });
    await flush();
    expect(loading(images)).toEqual([images[0]]);
    arrive(images[0] as HTMLImageElement);
    await flush();
    expect(loading(images)).toEqual([images[1]]);
    // A failure is reported, never thrown, and the queue goes on.
    arrive(images[1] as HTMLImageElement, 'error');
    await flush();
    expect(loading(images)).toEqual([images[2]]);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.source).toBe('image-loader');
    expect(String(reported[0]?.error)).toContain('/images/photo-1-2000x1333.jpg?format=300w');
    stop();
  });

  it('stop drops the queue; loads in flight may finish', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    setMediaMatches(MOBILE, true);
    const { root, images } = gallery(3);
    const stop = watchImages(root, { force: true });
    await flush();
    stop();
    arrive(images[0] as HTMLImageElement);
    await flush();
    expect(images[0]?.getAttribute('data-image-resolution')).toBe('300w');
    expect(images.slice(1).some((img) => img.hasAttribute('src'))).toBe(false);
  });

  it('reports a box it cannot size and goes on with the rest', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { root, images } = gallery(2);
    images[0]?.setAttribute('data-mode', 'stretch');
    const stop = watchImages(root, { force: true });
    expect(reported).toHaveLength(1);
    expect(images[1]?.getAttribute('width')).toBe('2000');
    stop();
  });

  it('data-load="viewport" waits for the viewport itself, the others for 200px around it', async () => {
    const near = builderImage();
    const strict = builderImage({ 'data-load': 'viewport' });
    const observers: FakeIntersectionObserver[] = [];
    const Recording = class extends FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        super(callback, options);
        observers.push(this);
      }
    };
    vi.stubGlobal('IntersectionObserver', Recording);
    const stop = watchImages(document.body);
    expect(observers.map((observer) => [observer.options.rootMargin, [...observer.observed]])).toEqual([
      ['200px', [near]],
      ['0px', [strict]],
    ]);
    observers[1]?.show(strict);
    await flush();
    expect(loading([near, strict])).toEqual([strict]);
    stop();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('live: images added later are watched too, once each; stop ends that', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const root = document.createElement('section');
    document.body.append(root);
    const stop = watchImages(root, { live: true });
    const holder = document.createElement('div');
    const later = builderImage();
    holder.append(later);
    root.append(holder);
    const direct = builderImage();
    root.append(direct);
    const unwanted = builderImage({ 'data-load': 'false' });
    root.append(unwanted);
    await flush();
    expect(loading([later, direct, unwanted])).toEqual([later, direct]);
    // Moved within the root: the same image, not a second load.
    root.append(later);
    await flush();
    arrive(later);
    await flush();
    expect(later.getAttribute('data-image-resolution')).toBe('300w');
    expect(later.hasAttribute('data-image-loading')).toBe(false);
    stop();
    const afterStop = builderImage();
    root.append(afterStop);
    await flush();
    expect(afterStop.hasAttribute('src')).toBe(false);
  });

  it('after a resize (150 ms debounce), a loaded image whose box grew gets a larger width, never a smaller one', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const box = { width: 300, height: 200 };
    const root = document.createElement('div');
    const img = builderImage({}, box);
    root.append(img);
    document.body.append(root);
    const stop = watchImages(root);
    await flush();
    arrive(img);
    await flush();
    expect(img.getAttribute('data-image-resolution')).toBe('300w');

    vi.useFakeTimers();
    box.width = 200;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(150);
    expect(img.getAttribute('src')).toContain('format=300w');
    expect(img.hasAttribute('data-image-loading')).toBe(false);

    box.width = 900;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(100);
    expect(img.getAttribute('src')).toContain('format=300w');
    await vi.advanceTimersByTimeAsync(50);
    expect(img.getAttribute('src')).toContain('format=1000w');
    arrive(img);
    await vi.advanceTimersByTimeAsync(0);
    expect(img.getAttribute('data-image-resolution')).toBe('1000w');

    stop();
    box.width = 2000;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(200);
    expect(img.getAttribute('src')).toContain('format=1000w');
  });
});
