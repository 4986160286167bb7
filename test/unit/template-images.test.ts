// The template's image loader (src/features/template/images.ts): `data-load="false"` images outside every
// block load at once; those inside a block wait until the blocks chunk says which blocks load their own,
// and then load unless theirs does (core/image-owners.ts). Without an IntersectionObserver every watched
// image loads at once, so `src` shows which were asked for.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageOwners } from '../../src/core/image-owners';

function builderImage(id: string, load: string | null = 'false'): string {
  const mode = load === null ? '' : ` data-load="${load}"`;
  return `<img id="${id}" data-src="/images/${id}-1500x1000.jpg" data-image-dimensions="1500x1000"${mode} alt="">`;
}

const asked = (id: string): string | null => document.getElementById(id)?.getAttribute('src') ?? null;

let abort: AbortController;
let stop: () => void;
let startImages: (signal: AbortSignal) => () => void;
let publishImageOwners: (owners: ImageOwners) => void;

// Each test a fresh page: the owners' record (held in core/shared) starts unknown.
beforeEach(async () => {
  vi.resetModules();
  ({ startImages } = await import('../../src/features/template/images'));
  ({ publishImageOwners } = await import('../../src/core/image-owners'));
});

afterEach(() => {
  stop();
  abort.abort();
  document.body.replaceChildren();
});

function start(html: string): void {
  document.body.innerHTML = html;
  abort = new AbortController();
  stop = startImages(abort.signal);
}

const PAGE =
  `<section class="page-section"><div class="section-background">${builderImage('background')}</div></section>` +
  `<div class="eventlist">${builderImage('event')}</div>` +
  `<div class="sqs-block" data-block-type="2" id="html">${builderImage('in-html')}</div>` +
  `<div class="sqs-block" data-block-type="5" id="image">${builderImage('in-image')}</div>` +
  `<div class="sqs-block" data-block-type="2" id="outer"><div data-block-type="8" id="gallery">${builderImage('in-gallery')}</div></div>` +
  `<div class="sqs-block" data-block-type="55">${builderImage('plain', null)}</div>`;

const OWNED = new Set(['image', 'gallery']);

describe('the template image loader', () => {
  it('loads data-load="false" images outside every block at once, and the others the page has', () => {
    start(PAGE);
    expect(asked('background')).toMatch(/\?format=\d+w$/);
    expect(asked('event')).toMatch(/\?format=\d+w$/);
    expect(asked('plain')).toMatch(/\?format=\d+w$/);
    // Inside a block: not before the blocks chunk says whose it is.
    expect(asked('in-html')).toBeNull();
  });

  it("leaves those inside blocks until the blocks chunk says which load their own, then loads the others'", () => {
    start(PAGE);
    publishImageOwners((block) => OWNED.has(block.id));
    expect(asked('in-html')).toMatch(/\?format=\d+w$/);
    // Its own block loads it, and so does a gallery inside an html block.
    expect(asked('in-image')).toBeNull();
    expect(asked('in-gallery')).toBeNull();
  });

  it('watches images added later: a rendering with data-load="false" pictures', async () => {
    start('<div class="sqs-block" data-block-type="55" id="summary"></div>');
    publishImageOwners((block) => OWNED.has(block.id));
    document.getElementById('summary')?.insertAdjacentHTML('beforeend', builderImage('rendered'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked('rendered')).toMatch(/\?format=\d+w$/);
  });

  it('stops: nothing added after stop() is asked for', async () => {
    start('<div id="later"></div>');
    stop();
    document.getElementById('later')?.insertAdjacentHTML('beforeend', builderImage('after-stop'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked('after-stop')).toBeNull();
  });
});
