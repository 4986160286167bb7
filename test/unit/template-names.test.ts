// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createMarks } from '../../src/features/template/marks';
import { hasName, nameControls } from '../../src/features/template/names';

afterEach(() => {
  document.body.replaceChildren();
});

const PAGE = `
  <div class="ProductList-item"><a href="/store/mug" class="ProductList-item-link"></a>
    <figure><img data-src="/mug.jpg" alt="Mug"></figure>
    <section class="ProductList-overlay"><h1 class="ProductList-title">Enamel mug</h1></section></div>
  <div class="ProductList-item"><a href="/store/beans" class="ProductList-item-link" aria-label="House beans"></a>
    <h1 class="ProductList-title">Beans</h1></div>
  <footer><a href="https://twitter.com/x" class="SocialLinks-link twitter-unauth"></a>
    <a href="https://www.facebook.com/x/" class="SocialLinks-link facebook-unauth"><span>Our page</span></a></footer>
  <div class="header-actions-action--social"><a class="icon icon--fill" href="https://www.instagram.com/x/" aria-label="">
    <svg><use xlink:href="#instagram-unauth-icon"></use></svg></a></div>
  <a href="search" class="Mobile-bar-search"><svg class="Icon Icon--search"></svg></a>
  <button class="Header-search-form-submit" type="submit"><svg><title>Find</title></svg></button>
  <button class="product-list-filters-drawer-close-button"><span class="sr-only"></span><svg></svg></button>`;

const name = (selector: string): string | null => {
  const el = document.querySelector(selector);
  const by = el?.getAttribute('aria-labelledby');
  return by ? (document.getElementById(by)?.textContent ?? null) : (el?.getAttribute('aria-label') ?? null);
};

describe("the template's controls published without a name", () => {
  it('are named: a store list link by its title, icons by their network, the search, the close', () => {
    document.body.innerHTML = PAGE;
    nameControls(createMarks(new AbortController().signal));
    expect(name('a[href="/store/mug"]')).toBe('Enamel mug');
    expect(name('.twitter-unauth')).toBe('X');
    expect(name('.icon--fill')).toBe('Instagram');
    expect(name('.Mobile-bar-search')).toBe('Search');
    expect(name('.product-list-filters-drawer-close-button')).toBe('Close');
  });

  it('a name the builder gave is kept: a label, text, an svg title', () => {
    document.body.innerHTML = PAGE;
    nameControls(createMarks(new AbortController().signal));
    expect(name('a[href="/store/beans"]')).toBe('House beans');
    expect(document.querySelector('.facebook-unauth')?.hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('.Header-search-form-submit')?.hasAttribute('aria-label')).toBe(false);
  });

  it('destroy() takes the names and the ids it made away again', () => {
    document.body.innerHTML = PAGE;
    const served = document.body.innerHTML;
    const stop = new AbortController();
    nameControls(createMarks(stop.signal));
    expect(document.body.innerHTML).not.toBe(served);
    stop.abort();
    expect(document.body.innerHTML).toBe(served);
  });
});

describe('hasName', () => {
  it('counts a label, a picture, text; not text hidden from everyone', () => {
    const el = document.createElement('a');
    el.innerHTML = '<span hidden>Hidden</span><span aria-hidden="true">Also</span>';
    expect(hasName(el)).toBe(false);
    el.innerHTML = '<img alt="Logo">';
    expect(hasName(el)).toBe(true);
    el.innerHTML = '<img alt="">';
    expect(hasName(el)).toBe(false);
    el.setAttribute('title', 'Home');
    expect(hasName(el)).toBe(true);
  });
});
