// @vitest-environment node
// Spec 000 §4's price display and sold-out rules over every product type and variant shape.

import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import {
  chosenVariant,
  isSoldOut,
  isValueSoldOut,
  isVariantSoldOut,
  optionsOf,
  type PriceDisplay,
  type Product,
  parseProduct,
  parseProductProps,
  priceDisplay,
  stockTotal,
  type Variant,
} from '../../src/features/product/model';
import { planText } from '../../src/features/product/texts';

type VariantShape = Partial<Variant>;

function variant(shape: VariantShape, index = 0): Variant {
  return {
    sku: `SQ000000${index}`,
    price: 1000,
    salePrice: 0,
    onSale: false,
    qtyInStock: 5,
    unlimited: false,
    optionValues: [{ optionName: 'Size', value: `V${index}` }],
    ...shape,
  };
}

function product(kind: Product['kind'], shapes: VariantShape[], digital: Partial<Product> = {}): Product {
  return {
    id: 'p',
    websiteId: 'w',
    title: 'P',
    url: '',
    workflowState: 'published',
    kind,
    variants: shapes.map(variant),
    priceCents: 0,
    salePriceCents: 0,
    onSale: false,
    ...digital,
  };
}

const from = (amount: number): PriceDisplay => ({ kind: 'from', amount });
const sale = (salePrice: number, original: number): PriceDisplay => ({ kind: 'sale', sale: salePrice, original });
const regular = (amount: number): PriceDisplay => ({ kind: 'regular', amount });

describe('price display (spec 000 §4)', () => {
  const table: Array<[string, Product, PriceDisplay]> = [
    ['physical, one variant', product('physical', [{ price: 2500 }]), regular(2500)],
    ['physical, one variant on sale', product('physical', [{ price: 2500, salePrice: 2000, onSale: true }]), sale(2000, 2500)],
    ['physical, variants at one price', product('physical', [{ price: 2500 }, { price: 2500 }]), regular(2500)],
    [
      'physical, variants all on the same sale',
      product('physical', [
        { price: 2500, salePrice: 2000, onSale: true },
        { price: 2500, salePrice: 2000, onSale: true },
      ]),
      sale(2000, 2500),
    ],
    ['physical, variants differing in price', product('physical', [{ price: 2800 }, { price: 2500 }, { price: 3200 }]), from(2500)],
    [
      'physical, same price but sale status differs',
      product('physical', [{ price: 2500 }, { price: 2500, salePrice: 1900, onSale: true }]),
      from(1900),
    ],
    [
      'physical, same price and both on sale at different sale prices',
      product('physical', [
        { price: 2500, salePrice: 2000, onSale: true },
        { price: 2500, salePrice: 1500, onSale: true },
      ]),
      from(1500),
    ],
    ['service, variants at one price', product('service', [{ price: 6000 }, { price: 6000 }]), regular(6000)],
    ['service, variants differing', product('service', [{ price: 6000 }, { price: 4000 }]), from(4000)],
    ['digital on sale', product('digital', [], { priceCents: 1500, salePriceCents: 990, onSale: true }), sale(990, 1500)],
    ['digital not on sale', product('digital', [], { priceCents: 1500, salePriceCents: 990, onSale: false }), regular(1500)],
    ['gift card, amounts vary', product('gift card', [{ price: 2500 }, { price: 5000 }, { price: 10000 }]), from(2500)],
    ['gift card, one amount', product('gift card', [{ price: 5000 }]), regular(5000)],
    [
      'gift card, same amount though one is on sale at that amount',
      product('gift card', [{ price: 5000 }, { price: 6000, salePrice: 5000, onSale: true }]),
      regular(5000),
    ],
  ];
  it.each(table)('%s', (_name, item, expected) => {
    expect(priceDisplay(item)).toEqual(expected);
  });

  it('follows the chosen variant', () => {
    const apron = product('physical', [{ price: 2500 }, { price: 2800, salePrice: 2200, onSale: true }]);
    expect(priceDisplay(apron, apron.variants[0])).toEqual(regular(2500));
    expect(priceDisplay(apron, apron.variants[1])).toEqual(sale(2200, 2800));
  });
});

describe('sold out and stock (spec 000 §4)', () => {
  const table: Array<[string, Product, boolean, number]> = [
    ['physical, every variant limited with stock 0', product('physical', [{ qtyInStock: 0 }, { qtyInStock: 0 }]), true, 0],
    ['physical, one variant in stock', product('physical', [{ qtyInStock: 0 }, { qtyInStock: 3 }]), false, 3],
    ['physical, stock 0 but unlimited', product('physical', [{ qtyInStock: 0, unlimited: true }]), false, Infinity],
    [
      'physical, one unlimited among sold-out ones',
      product('physical', [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: true }]),
      false,
      Infinity,
    ],
    ['service, every session full', product('service', [{ qtyInStock: 0 }]), true, 0],
    ['service, sessions left', product('service', [{ qtyInStock: 8 }, { qtyInStock: 2 }]), false, 10],
    ['digital is never sold out, its stock infinite', product('digital', [], { priceCents: 100 }), false, Infinity],
    ['gift card with limited stock 0 is not sold out (physical or service only)', product('gift card', [{ qtyInStock: 0 }]), false, 0],
    ['negative stock counts as none', product('physical', [{ qtyInStock: -2 }]), true, 0],
  ];
  it.each(table)('%s', (_name, item, soldOut, total) => {
    expect(isSoldOut(item)).toBe(soldOut);
    expect(stockTotal(item)).toBe(total);
  });

  it('marks a variant sold out only when it is limited and has none', () => {
    const item = product('physical', [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: true }, { qtyInStock: 1 }]);
    expect(item.variants.map((v) => isVariantSoldOut(item, v))).toEqual([true, false, false]);
  });
});

describe('options and variants', () => {
  const shirt = product('physical', [
    {
      sku: 'S-R',
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Colour', value: 'Red' },
      ],
      qtyInStock: 0,
    },
    {
      sku: 'S-B',
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Colour', value: 'Blue' },
      ],
    },
    {
      sku: 'L-R',
      optionValues: [
        { optionName: 'Size', value: 'L' },
        { optionName: 'Colour', value: 'Red' },
      ],
      qtyInStock: 0,
    },
  ]);

  it('lists options in order of appearance with their values', () => {
    expect(optionsOf(shirt)).toEqual([
      { name: 'Size', values: ['S', 'L'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ]);
  });

  it('chooses the variant every option names, none while a choice is missing', () => {
    expect(chosenVariant(shirt, { Size: 'S', Colour: 'Blue' })?.sku).toBe('S-B');
    expect(chosenVariant(shirt, { Size: 'S' })).toBeUndefined();
    expect(chosenVariant(shirt, { Size: 'L', Colour: 'Blue' })).toBeUndefined();
  });

  it('needs no choice for a single variant', () => {
    const mug = product('physical', [{ sku: 'MUG', optionValues: [] }]);
    expect(chosenVariant(mug, {})?.sku).toBe('MUG');
  });

  it('says which option values can only give sold-out variants, given the rest of the choice', () => {
    expect(isValueSoldOut(shirt, {}, 'Size', 'L')).toBe(true);
    expect(isValueSoldOut(shirt, {}, 'Size', 'S')).toBe(false);
    expect(isValueSoldOut(shirt, { Size: 'S' }, 'Colour', 'Red')).toBe(true);
    expect(isValueSoldOut(shirt, {}, 'Colour', 'Red')).toBe(true);
    expect(isValueSoldOut(shirt, {}, 'Colour', 'Blue')).toBe(false);
  });
});

describe('reading the block data', () => {
  it('reads product types by number (spec 001 §3) and fills what is missing', () => {
    const item = parseProduct({ id: 'p1', title: 'T', structuredContent: { productType: 3, variants: [{ sku: 'A' }] } });
    expect(item.kind).toBe('service');
    expect(item.variants[0]).toMatchObject({ price: 0, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [] });
    expect(item.workflowState).toBe('published');
  });

  it('refuses data it cannot show', () => {
    expect(() => parseProduct(null)).toThrow(/"id" and a "title"/);
    expect(() => parseProduct({ id: 'p', title: 'T', structuredContent: { productType: 1, variants: [] } })).toThrow(/no variants/);
    expect(() => parseProduct({ id: 'p', title: 'T', structuredContent: { productType: 1, variants: [{}] } })).toThrow(
      /variant 0 needs a "sku"/,
    );
  });

  it('takes the store currency (default USD), locale and measurement standard from the page context', () => {
    const raw = { product: { id: 'p', title: 'T', structuredContent: { productType: 2, priceCents: 100 } } };
    expect(parseProductProps(raw, {})).toMatchObject({ currency: 'USD', locale: 'en-US', imperial: false, layout: 'detail' });
    expect(
      parseProductProps(
        { ...raw, layout: 'card' },
        { websiteSettings: { storeSettings: { selectedCurrency: 'JPY', measurementStandard: 1 } }, locale: 'ja-JP' },
      ),
    ).toMatchObject({ currency: 'JPY', locale: 'ja-JP', imperial: true, layout: 'card' });
    expect(parseProductProps(raw, { websiteSettings: { storeSettings: { selectedCurrency: 'XXX' } } }).currency).toBe('USD');
  });

  it('offers express checkout only when the store settings say true (spec 000 §3)', () => {
    const raw = { product: { id: 'p', title: 'T', structuredContent: { productType: 1, variants: [{ sku: 'S1', price: 100 }] } } };
    const store = (expressCheckout: unknown) => ({ websiteSettings: { storeSettings: { expressCheckout } } }) as PageContext;
    expect(parseProductProps(raw, store(true)).express).toBe(true);
    expect(parseProductProps(raw, {}).express).toBe(false);
    expect(parseProductProps(raw, store(false)).express).toBe(false);
    expect(parseProductProps(raw, store('yes')).express).toBe(false);
  });
});

describe('subscription plans in words', () => {
  it.each([
    [{ value: 1, unit: 'week' }, 0, 'Every week, until cancelled'],
    [{ value: 2, unit: 'week' }, 0, 'Every 2 weeks, until cancelled'],
    [{ value: 1, unit: 'month' }, 12, 'Every month, for 12 payments'],
    [{ value: 1, unit: 'year' }, 1, 'Every year, for 1 payment'],
    [{ value: 3, unit: 'month' }, 4, 'Every 3 months, for 4 payments'],
  ] as const)('%o × %i cycles', (billingPeriod, numBillingCycles, text) => {
    expect(planText({ billingPeriod, numBillingCycles })).toBe(text);
  });
});
