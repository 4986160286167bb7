import { describe, expect, it } from 'vitest';
import { parseImage, readMarkup } from '../../src/features/image/settings';

function block(wrapper: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = `<div class="image-block-outer-wrapper design-layout-inline">${wrapper}</div>`;
  return el;
}

describe('image block settings', () => {
  it('needs no block data: most published image blocks carry none', () => {
    expect(parseImage(undefined)).toEqual({ lightbox: false, lightboxTheme: 'dark' });
  });

  it('reads the lightbox and its theme from the JSON, light or else dark', () => {
    expect(parseImage({ lightbox: true, lightboxTheme: 'light' })).toEqual({ lightbox: true, lightboxTheme: 'light' });
    expect(parseImage({ lightbox: true, lightboxTheme: 'sepia' })).toEqual({ lightbox: true, lightboxTheme: 'dark' });
  });

  it('refuses data of the wrong shape with a clear error', () => {
    expect(() => parseImage('lightbox')).toThrow('image: the block data must be an object');
    expect(() => parseImage(null)).toThrow('image: the block data must be an object');
    expect(() => parseImage([])).toThrow('image: the block data must be an object');
    expect(() => parseImage({ lightbox: 'yes' })).toThrow('image: "lightbox" must be true or false');
  });

  it("takes the builder's lightbox class and theme attribute from the markup", () => {
    const el = block('<div class="image-block-wrapper lightbox" data-lightbox-theme="light"></div>');
    expect(readMarkup(el, parseImage(undefined))).toEqual({ lightbox: true, lightboxTheme: 'light' });
    const plain = block('<div class="image-block-wrapper"></div>');
    expect(readMarkup(plain, parseImage({ lightbox: true, lightboxTheme: 'light' }))).toEqual({ lightbox: true, lightboxTheme: 'light' });
    expect(readMarkup(plain, parseImage(undefined))).toEqual({ lightbox: false, lightboxTheme: 'dark' });
  });
});
