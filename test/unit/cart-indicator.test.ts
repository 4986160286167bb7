// The cart indicator's view and first sync: what it shows before, without and with a cart.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartSync } from '../../src/core/stores';
import { firstSync } from '../../src/features/cart-indicator/first-sync';
import { indicatorView } from '../../src/features/cart-indicator/view';

afterEach(() => {
  vi.unstubAllGlobals();
  $cartSync.set(undefined);
  document.cookie = 'CART=; max-age=0; path=/';
});

describe('indicatorView', () => {
  it('says only "Cart" before the first sync, with no count', () => {
    expect(indicatorView(undefined, true)).toEqual({ className: 'sr-cart-indicator', spoken: 'Cart', count: '', subtotal: '' });
  });

  it('shows the count and the subtotal of a cart with items', () => {
    expect(indicatorView({ items: 3, subtotal: () => '$12.00' }, true)).toEqual({
      className: 'sr-cart-indicator sr-cart-indicator--initialized',
      spoken: 'Cart: 3 items in cart',
      count: '3',
      subtotal: '$12.00',
    });
  });

  it('formats no subtotal for an indicator that shows none', () => {
    const subtotal = vi.fn(() => '$12.00');
    expect(indicatorView({ items: 3, subtotal }, false)).toMatchObject({ count: '3', subtotal: '' });
    expect(subtotal).not.toHaveBeenCalled();
  });

  it('shows no subtotal for an empty cart, which has nothing to total', () => {
    expect(indicatorView({ items: 0, subtotal: () => '$0.00' }, true)).toMatchObject({
      className: 'sr-cart-indicator sr-cart-indicator--initialized sr-cart-indicator--empty',
      count: '0',
      subtotal: '',
    });
  });
});

describe('firstSync', () => {
  it('knows a visitor without the cart cookie has an empty cart, and asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    firstSync();
    expect($cartSync.get()?.items).toBe(0);
    expect($cartSync.get()?.subtotal()).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a store already synced (an add came first) as it is', () => {
    document.cookie = 'CART=abc; path=/';
    const synced = { items: 2, subtotal: () => '$4.00' };
    $cartSync.set(synced);
    firstSync();
    expect($cartSync.get()).toBe(synced);
  });
});
