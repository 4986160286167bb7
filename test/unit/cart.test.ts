// The cart facade as the runtime reads it (spec 000 §3): defaults, dates, and the shared store.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem, CartError, syncCart, toCart } from '../../src/core/cart';
import { syncCartSummary, toCartSync } from '../../src/core/cart-sync';
import { $cartSync, type CartSync } from '../../src/core/stores';

/** What an indicator shows of a cart summary: its count, and its subtotal as text. */
const shown = (cart: CartSync | undefined) => cart && { items: cart.items, subtotal: cart.subtotal() };

afterEach(() => {
  vi.unstubAllGlobals();
  $cartSync.set(undefined);
});

describe('toCart', () => {
  it('gives every number 0, every list [], and null ids when the answer has none', () => {
    const cart = toCart({});
    expect(cart).toMatchObject({
      id: null,
      orderId: null,
      created: null,
      isPurchased: false,
      entries: [],
      coupons: [],
      shippingOptions: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      currencyCode: 'USD',
    });
    expect(cart.subtotalAmount).toEqual({ value: '0.00', currencyCode: 'USD' });
  });

  it('returns created as a date and keeps what the host computed', () => {
    const cart = toCart({
      id: 'c1',
      created: 1_700_000_000_000,
      subtotalCents: 2500,
      taxCents: '200',
      grandTotalCents: 3200,
      currencyCode: 'JPY',
      entries: [
        { id: 'e1', title: 'Mug', quantity: 2, unitPriceCents: 1250, totalCents: 2500, optionValues: [{ optionName: 'Size', value: 'S' }] },
        'junk',
      ],
    });
    expect(cart.created).toEqual(new Date(1_700_000_000_000));
    expect(cart.taxCents).toBe(0);
    expect(cart.subtotalAmount).toEqual({ value: '2500', currencyCode: 'JPY' });
    expect(cart.entries).toEqual([
      {
        id: 'e1',
        productId: '',
        sku: '',
        title: 'Mug',
        quantity: 2,
        unitPriceCents: 1250,
        totalCents: 2500,
        optionValues: [{ optionName: 'Size', value: 'S' }],
      },
    ]);
  });

  it('falls back to USD for a currency it does not know', () => {
    expect(toCart({ currencyCode: 'XYZ', subtotalCents: 100 }).currencyCode).toBe('USD');
  });
});

describe('cart calls', () => {
  it('feed the shared store with the count and the subtotal text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ totalQuantity: 3, subtotalCents: 7400, currencyCode: 'USD', entries: [{ productId: 'p' }] }), {
            status: 200,
          }),
      ),
    );
    await addItem({ productId: 'p', quantity: 3 });
    expect(shown($cartSync.get())).toEqual({ items: 3, subtotal: '$74.00' });
  });

  it.each([
    ['JSON that is not a cart', '{"ok":true}'],
    ['a list', '[1,2]'],
    ['a text', '"junk"'],
    ['nothing', ''],
    ['a cart without the product', '{"totalQuantity":1,"entries":[{"productId":"other"}]}'],
  ])('take a 200 with %s as the failure it is, and leave the store alone', async (_, body) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const failure = await addItem({ productId: 'p' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CartError);
    expect((failure as Error).message).toBe('Unable to add item');
    expect($cartSync.get()).toBeUndefined();
  });

  it('fail with the spec text for what was tried and leave the store alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Sold out' }), { status: 409 })),
    );
    const failure = await addItem({ productId: 'p' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CartError);
    expect((failure as Error).message).toBe('Unable to add item');
    expect($cartSync.get()).toBeUndefined();
  });
});

describe('the cart summary (what indicators show)', () => {
  it('is the count and the subtotal in the cart currency, that of the subtotal, or USD', () => {
    expect(shown(toCartSync({ totalQuantity: 2, subtotalCents: 2500, currencyCode: 'JPY' }))).toEqual({ items: 2, subtotal: '¥2,500' });
    expect(shown(toCartSync({ totalQuantity: 1, subtotalCents: 990, subtotalAmount: { currencyCode: 'EUR' } }))).toEqual({
      items: 1,
      subtotal: '€9.90',
    });
    expect(shown(toCartSync({ subtotalCents: 100, currencyCode: 'XYZ' }))).toEqual({ items: 0, subtotal: '$1.00' });
    expect(shown(toCartSync('not a cart'))).toEqual({ items: 0, subtotal: '$0.00' });
  });

  it('makes no number formatter until the subtotal is asked for, and one then', () => {
    const real = Intl.NumberFormat;
    let made = 0;
    const counted = new Proxy(real, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    Object.defineProperty(Intl, 'NumberFormat', { value: counted, configurable: true, writable: true });
    try {
      // A currency no other test formats: the money module keeps the formatters it made.
      const cart = toCartSync({ totalQuantity: 1, subtotalCents: 1250, currencyCode: 'GBP' });
      expect(cart.items).toBe(1);
      expect(made).toBe(0);
      expect(cart.subtotal()).toBe('£12.50');
      expect(made).toBeGreaterThan(0);
      const before = made;
      expect(cart.subtotal()).toBe('£12.50');
      expect(made).toBe(before);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: real, configurable: true, writable: true });
    }
  });

  it('the indicator and the cart page asking at once make one request, and both feed the store', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ totalQuantity: 4, subtotalCents: 1000, entries: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const [, cart] = await Promise.all([syncCartSummary(), syncCart()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cart.totalQuantity).toBe(4);
    expect(shown($cartSync.get())).toEqual({ items: 4, subtotal: '$10.00' });
  });
});
