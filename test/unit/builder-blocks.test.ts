// Blocks the builder publishes without `data-block-json`, read from their markup (issue 28): the 7.0 and
// 7.1 buttons, the 7.1 audio embed, the 7.1 accordion; and the video embed unwrapped from the builder's
// Embedly wrapper to the provider's own player, checked.

import { afterEach, describe, expect, it } from 'vitest';
import { parseVideoEmbed, unwrapEmbedly } from '../../src/core/video-embed';
import { mountBuilderAccordion } from '../../src/features/accordion/builder';
import { parseAudio, readAudio } from '../../src/features/audio/props';
import { parseButton, readButton } from '../../src/features/button/props';
import { chosenOptions, quantityOf, readProductPage, variantFor } from '../../src/features/product-page/props';

afterEach(() => document.body.replaceChildren());

/** The accordion ignores clicks while a panel moves (spec 000 §4): lets its (instant, in jsdom) move end. */
const moved = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function block(html: string): HTMLElement {
  const el = document.createElement('div');
  el.id = 'block-test';
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

describe('buttons', () => {
  it('a block without JSON is read from its markup (parse gives null)', () => {
    expect(parseButton(undefined)).toBeNull();
    expect(() => parseButton('text')).toThrow('button: block data must be an object');
  });

  it("reads the builder's 7.0 button: text, address, size and alignment", () => {
    const el = block(
      '<div class="sqs-block-content"><div class="sqs-block-button-container--left" data-alignment="left" data-button-size="large">' +
        '\n\t<a href="/visit" class="sqs-block-button-element--large sqs-block-button-element" >  Plan a   visit </a></div></div>',
    );
    expect(readButton(el)).toEqual({ text: 'Plan a visit', url: '/visit', newWindow: false, size: 'large', alignment: 'left' });
  });

  it('reads the 7.1 website-component button, a new window, and values the builder does not list as their defaults', () => {
    const el = block(
      '<div class="sqs-block-button-container sqs-block-button-container--center" data-alignment="stretch" data-button-size="huge" ' +
        'data-button-type="primary"><a href="https://example.org/shop" target="_blank" data-sqsp-button ' +
        'class="sqs-block-button-element--small sqs-button-element--primary sqs-block-button-element">Shop</a></div>',
    );
    // A size the builder does not list: the link's class says; an alignment it does not list: centred.
    expect(readButton(el)).toEqual({ text: 'Shop', url: 'https://example.org/shop', newWindow: true, size: 'small', alignment: 'center' });
  });

  it('takes the size from the link class when the container does not say', () => {
    const el = block('<div><a href="/a" class="sqs-block-button-element--small sqs-block-button-element">A</a></div>');
    expect(readButton(el).size).toBe('small');
  });

  it('refuses a block with no link, or a link with no text', () => {
    expect(() => readButton(block('<div class="sqs-block-content"></div>'))).toThrow('no data and no link with text');
    expect(() => readButton(block('<a href="/x" class="sqs-block-button-element"> </a>'))).toThrow('no data and no link with text');
  });
});

describe('audio', () => {
  it("reads the builder's empty audio embed: address, title, author", () => {
    expect(parseAudio(undefined)).toBeNull();
    const el = block(
      '<div class="sqs-audio-embed" data-url="https://media.example/episode-1.mp3" data-mime-type="audio/mpeg" ' +
        'data-title=" Episode 1 " data-author="The Town Band" data-design-style="minimal"></div>',
    );
    expect(readAudio(el)).toEqual({ src: 'https://media.example/episode-1.mp3', title: 'Episode 1', author: 'The Town Band' });
  });

  it('refuses an embed without an http(s) address', () => {
    expect(() => readAudio(block('<div class="sqs-audio-embed" data-url="javascript:alert(1)"></div>'))).toThrow('http(s) data-url');
    expect(() => readAudio(block('<div class="sqs-audio-embed"></div>'))).toThrow('http(s) data-url');
  });
});

describe('the Embedly wrapper', () => {
  const wrapper = (src: string) =>
    `https://cdn.embedly.com/widgets/media.html?src=${encodeURIComponent(src)}&display_name=YouTube&schema=youtube`;

  it("unwraps to the provider's own https player, and says whose it is", () => {
    expect(unwrapEmbedly(wrapper('https://www.youtube.com/embed/abc?feature=oembed'))).toEqual({
      src: 'https://www.youtube.com/embed/abc?feature=oembed',
      provider: 'youtube',
    });
    expect(unwrapEmbedly(wrapper('https://player.vimeo.com/video/42'))).toEqual({
      src: 'https://player.vimeo.com/video/42',
      provider: 'vimeo',
    });
  });

  it('keeps the wrapper (no provider) for an http, unknown, unsafe or missing player', () => {
    for (const inner of ['http://www.youtube.com/embed/abc', 'https://evil.example/embed/abc', 'javascript:alert(1)', '/embed/abc']) {
      expect(unwrapEmbedly(wrapper(inner))).toEqual({ src: wrapper(inner), provider: '' });
    }
    const bare = 'https://cdn.embedly.com/widgets/media.html?url=x';
    expect(unwrapEmbedly(bare)).toEqual({ src: bare, provider: '' });
  });

  it("reads the builder's embed html (protocol-relative wrapper) as the provider's player", () => {
    const src = wrapper('https://www.youtube.com/embed/abc').replace('https:', '');
    const html = `<iframe class="embedly-embed" src="${src}" allowfullscreen></iframe>`;
    expect(parseVideoEmbed(html, 'https://site.example/')).toMatchObject({ src: 'https://www.youtube.com/embed/abc', provider: 'youtube' });
    const plain = parseVideoEmbed('<iframe src="https://www.youtube.com/embed/abc"></iframe>', 'https://site.example/');
    expect(plain).not.toHaveProperty('provider');
  });
});

describe("the builder's accordion", () => {
  const item = (title: string, text: string) =>
    '<li class="accordion-item"><p class="accordion-item__title-wrapper" role="heading" aria-level="3">' +
    `<button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">${title}</span>` +
    '<div class="accordion-icon-container" data-is-open="false" aria-hidden="true"></div></button></p>' +
    `<div class="accordion-item__dropdown" role="region"><p>${text}</p></div></li>`;
  const accordion = (multiple: boolean, first: boolean) =>
    block(
      `<ul class="accordion-items-container" data-should-allow-multiple-open-items="${multiple}" ` +
        `data-is-expanded-first-item="${first ? 'true' : ''}">` +
        `${item('One', 'First')}${item('Two', 'Second')}${item('Three', 'Third')}</ul>`,
    );
  const buttons = (el: HTMLElement) => Array.from(el.querySelectorAll('button'));
  const expanded = (el: HTMLElement) => buttons(el).map((b) => b.getAttribute('aria-expanded'));
  const hidden = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>('.accordion-item__dropdown'), (p) => p.hidden);

  it('links each header to its region, opens the first when the builder says so, and closes the others', async () => {
    const el = accordion(false, true);
    mountBuilderAccordion(el);
    const [first, second] = buttons(el) as [HTMLButtonElement, HTMLButtonElement];
    expect(first.getAttribute('aria-controls')).toBe(el.querySelector('.accordion-item__dropdown')?.id);
    expect(first.type).toBe('button');
    expect(expanded(el)).toEqual(['true', 'false', 'false']);
    expect(hidden(el)).toEqual([false, true, true]);
    second.click();
    await moved();
    expect(expanded(el)).toEqual(['false', 'true', 'false']);
    expect(hidden(el)).toEqual([true, false, true]);
    expect(el.querySelectorAll('[data-is-open="true"]')).toHaveLength(1);
  });

  it('keeps several open when the builder allows it; arrows move between headers', async () => {
    const el = accordion(true, false);
    const stop = mountBuilderAccordion(el);
    const all = buttons(el);
    all[0]?.click();
    await moved();
    all[2]?.click();
    await moved();
    expect(expanded(el)).toEqual(['true', 'false', 'true']);
    all[2]?.focus();
    all[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(all[0]);
    stop();
    all[0]?.click();
    expect(expanded(el)).toEqual(['true', 'false', 'true']);
  });

  it('refuses a block with no items', () => {
    expect(() => mountBuilderAccordion(block('<ul class="accordion-items-container"></ul>'))).toThrow('no accordion items');
  });
});

describe("the builder's 7.0 product page", () => {
  const variants = [
    { sku: 'SQ1', optionValues: [{ optionName: 'Size', value: 'Small' }], qtyInStock: 2, unlimited: false },
    { sku: 'SQ2', optionValues: [{ optionName: 'Size', value: 'Large' }], qtyInStock: 0, unlimited: false },
    { sku: 'SQ3', optionValues: [{ optionName: 'Size', value: 'Huge' }], qtyInStock: 0, unlimited: true },
  ];
  const page = (json: string) => {
    document.body.innerHTML =
      `<div class="product-variants" data-item-id="item-1" data-variants='${json}'>` +
      '<select data-variant-option-name="Size"><option value="">Select Size</option><option>Small</option><option>Large</option></select>' +
      '</div><div class="product-quantity-input" data-item-id="item-1"><input type="number" value="3"></div>' +
      '<div class="product-quantity-input" data-item-id="item-2"><input type="number" value="7"></div>' +
      '<div class="sqs-add-to-cart-button" role="button" data-item-id="item-1">Add To Cart</div>';
    return document.querySelector('.sqs-add-to-cart-button') as HTMLElement;
  };

  it('reads the item, its variants (sold out unless unlimited), its option controls and its own quantity field', () => {
    const product = readProductPage(page(JSON.stringify(variants)));
    expect(product.itemId).toBe('item-1');
    expect(product.variants).toEqual([
      { sku: 'SQ1', options: { Size: 'Small' }, soldOut: false },
      { sku: 'SQ2', options: { Size: 'Large' }, soldOut: true },
      { sku: 'SQ3', options: { Size: 'Huge' }, soldOut: false },
    ]);
    expect([...product.controls.keys()]).toEqual(['Size']);
    expect(quantityOf(product.quantity)).toBe(3);
  });

  it('finds the variant the choice names; none while an option is unchosen', () => {
    const product = readProductPage(page(JSON.stringify(variants)));
    expect(chosenOptions(product.controls)).toEqual({ Size: '' });
    expect(variantFor(product.variants, { Size: '' })).toBeUndefined();
    (product.controls.get('Size') as HTMLSelectElement).value = 'Large';
    expect(variantFor(product.variants, chosenOptions(product.controls))?.sku).toBe('SQ2');
    expect(variantFor([{ sku: 'ONLY', options: {}, soldOut: false }], {})?.sku).toBe('ONLY');
  });

  it('takes a whole quantity from 1, else 1', () => {
    const input = document.createElement('input');
    for (const [value, quantity] of [
      ['2', 2],
      ['0', 1],
      ['-3', 1],
      ['1.5', 1],
      ['', 1],
      ['abc', 1],
    ] as const) {
      input.value = value;
      expect(quantityOf(input), value).toBe(quantity);
    }
    expect(quantityOf(null)).toBe(1);
  });

  it('refuses variants that are not the builder JSON, and a button with no item', () => {
    expect(() => readProductPage(page('{oops'))).toThrow('data-variants is not JSON');
    expect(() => readProductPage(page('{"sku":"SQ1"}'))).toThrow('data-variants must be an array');
    expect(() => readProductPage(page('[{"price":1}]'))).toThrow('variant 0 needs a "sku" string');
    const bare = document.createElement('div');
    expect(() => readProductPage(bare)).toThrow('no data-item-id');
  });
});
