// The builder's 7.1 gallery sections (src/features/gallery-section/): how the runtime finds them, what
// it reads of their settings and pictures, and that a slideshow's changes to the markup are undone.

import { afterEach, describe, expect, it } from 'vitest';
import { trackChanges } from '../../src/features/gallery-section/changes';
import { readItems } from '../../src/features/gallery-section/items';
import { readSectionSettings } from '../../src/features/gallery-section/settings';
import { startSlides } from '../../src/features/gallery-section/slides';
import { blockTable } from '../../src/runtime/block-table';
import { BLOCKS } from '../../src/runtime/registry';
import { MARKERS } from '../../src/runtime/session';

/** A section's gallery element as the builder writes it. */
function gallery(design: string, props: string | null, figures = 3, extra = ''): HTMLElement {
  const el = document.createElement('div');
  el.className = `gallery-${design} gallery-${design}--layout-${design}`;
  el.setAttribute('data-controller', `Gallery${design[0]?.toUpperCase()}${design.slice(1)}`);
  if (props !== null) el.setAttribute('data-props', props);
  const items = Array.from(
    { length: figures },
    (_, index) =>
      `<figure class="gallery-${design}-item" data-slide-url="p${index + 1}"><div class="gallery-${design}-item-wrapper">` +
      `<img data-src="/images/p${index + 1}-800x600.jpg" data-image-dimensions="800x600" alt="Picture ${index + 1}" data-load="false">` +
      `</div>${index === 0 ? '<figcaption><p class="gallery-caption-content"> First  caption </p></figcaption>' : ''}</figure>`,
  ).join('');
  el.innerHTML = `<div class="gallery-${design}-list">${items}</div>${extra}`;
  return el;
}

afterEach(() => document.body.replaceChildren());
// jsdom lays nothing out and has no element scrolling: a reel's scroll is the browser tests' to see.
HTMLElement.prototype.scrollTo ??= () => undefined;

describe('finding them', () => {
  const row = BLOCKS.find((candidate) => candidate.name === 'gallery-section');

  it('a registry row matches them by their markup, which no entry marker does', () => {
    expect(row?.match).toHaveProperty('markup');
    const rowFor = blockTable(BLOCKS);
    for (const design of ['grid', 'masonry', 'strips', 'reel', 'slideshow']) {
      const el = gallery(design, '{}');
      expect(rowFor(el)?.name, design).toBe('gallery-section');
      // The entry's scan never sees them: the blocks chunk adds them (src/runtime/blocks.ts).
      expect(el.matches(MARKERS)).toBe(false);
    }
  });

  it('not the builder’s other controllers, nor a gallery element without settings', () => {
    const rowFor = blockTable(BLOCKS);
    const header = document.createElement('header');
    header.setAttribute('data-controller', 'Header');
    header.setAttribute('data-props', '{}');
    expect(rowFor(header)).toBeUndefined();
    expect(rowFor(gallery('grid', null))).toBeUndefined();
  });
});

describe('settings from data-props', () => {
  it('a grid: columns, gutter, the ratio by its name, the lightbox', () => {
    const settings = readSectionSettings(
      gallery('grid', '{"aspectRatio": "four-three", "gutter": 33, "numColumns": 1, "width": "full-bleed", "lightboxEnabled": true}'),
    );
    expect(settings).toMatchObject({ design: 'grid', kind: 'static', columns: 1, gutter: 33, lightbox: true, lightboxTheme: 'dark' });
    expect(settings.aspectRatio).toBeCloseTo(4 / 3);
  });

  it('a reel and a slideshow go a slide at a time; strips keep their row height', () => {
    expect(readSectionSettings(gallery('reel', '{"viewportHeight": 60}')).kind).toBe('sliding');
    expect(readSectionSettings(gallery('slideshow', '{}')).kind).toBe('sliding');
    expect(readSectionSettings(gallery('strips', '{"rowHeight": 236, "gutter": 0}'))).toMatchObject({ kind: 'static', rowHeight: 236 });
  });

  it('values of the wrong kind are the defaults, never used as given', () => {
    const settings = readSectionSettings(
      gallery(
        'masonry',
        '{"numColumns": "3; color: red", "gutter": -5, "rowHeight": "tall", "lightboxEnabled": "yes", "aspectRatio": "tall"}',
      ),
    );
    expect(settings).toMatchObject({ columns: null, gutter: 0, rowHeight: null, lightbox: false, aspectRatio: null });
  });

  it.each([
    ['{"numColumns": 2,', 'data-props is not JSON'],
    ['[1, 2]', 'data-props must be an object'],
    ['null', 'data-props must be an object'],
  ])('data-props %j is an error: %s', (props, message) => {
    expect(() => readSectionSettings(gallery('grid', props))).toThrow(message);
  });

  it('a gallery element that names no design is an error', () => {
    const el = gallery('grid', '{}');
    el.className = 'something-else';
    expect(() => readSectionSettings(el)).toThrow('no gallery-<design> class');
  });
});

describe('pictures', () => {
  it('are the figures of the design, not the copies in the server lightbox', () => {
    const lightbox =
      '<div class="gallery-lightbox-outer-wrapper" data-controller="Lightbox"><figure class="gallery-grid-item">' +
      '<img data-src="/copy.jpg" data-image-dimensions="10x10"></figure></div>';
    const items = readItems(gallery('grid', '{}', 3, lightbox), 'grid');
    expect(items.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
    expect(items[0]).toMatchObject({ title: 'First caption', image: { src: '/images/p1-800x600.jpg', width: 800, height: 600 } });
    expect(items[1]?.title).toBe('Picture 2');
  });
});

describe('a slideshow', () => {
  it('shows one slide, moves by its buttons and keys, and gives the markup back on undo', () => {
    const el = gallery('slideshow', '{}', 3);
    document.body.append(el);
    const before = el.outerHTML;
    const changes = trackChanges();
    const items = readItems(el, 'slideshow');
    startSlides(el, items, false, changes);
    const shown = (): string[] => items.filter((item) => !item.el.inert).map((item) => item.el.getAttribute('aria-label') ?? '');
    expect(el.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toEqual(['1 of 3']);
    const next = el.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]');
    next?.click();
    expect(shown()).toEqual(['2 of 3']);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    // It loops.
    expect(shown()).toEqual(['1 of 3']);
    changes.undo();
    // Every change is undone; the pictures that came (next and previous, loaded ahead) stay.
    for (const img of el.querySelectorAll('img')) {
      for (const name of ['src', 'width', 'height', 'data-image-loading']) img.removeAttribute(name);
    }
    expect(el.outerHTML).toBe(before);
  });

  it('uses the builder’s own buttons where its markup has them', () => {
    const controls =
      '<div class="gallery-reel-controls"><button data-previous aria-label="Previous Slide"></button><button data-next></button></div>';
    const el = gallery('reel', '{}', 3, controls);
    document.body.append(el);
    const changes = trackChanges();
    startSlides(el, readItems(el, 'reel'), true, changes);
    expect(el.querySelectorAll('button')).toHaveLength(2);
    expect(el.querySelector('[data-next]')?.getAttribute('aria-label')).toBe('Next slide');
    expect(el.querySelector('[data-next]')?.getAttribute('type')).toBe('button');
    changes.undo();
    expect(el.querySelector('[data-next]')?.hasAttribute('aria-label')).toBe(false);
  });
});
