// Cart indicator (`data-block="cart-indicator"`): the header's cart link with the live item count. Its
// server HTML is the link, so no React runs for it: the light part writes the count, what a screen
// reader hears and the subtotal into that HTML from the page's cart store (first-sync.ts), and again at
// every change, an add on a product island included: the count at once, the subtotal a frame later.
// Without server HTML, the island draws it.

import { afterPaint } from '../../core/after-paint';
import { $cartSync } from '../../core/stores';
import type { FeatureModule } from '../../island/feature';
import { firstSync } from './first-sync';
import { type CartIndicatorProps, indicatorView, parseCartIndicator } from './view';

const feature: FeatureModule<CartIndicatorProps> = {
  parse: parseCartIndicator,
  async mount(el, props, ctx) {
    if (!el.hasAttribute('data-ssr')) return (await ctx.load('cart-indicator.island')).mount(el, props, ctx);
    const link = el.querySelector('a');
    const spoken = link?.querySelector('.sr-visually-hidden');
    const count = link?.querySelector('.sr-cart-indicator__count');
    if (!link || !spoken || !count) throw new Error('cart-indicator: the server HTML has no cart link with its count');
    const subtotal = link.querySelector('.sr-cart-indicator__subtotal');
    let later = (): void => undefined;
    const stop = $cartSync.subscribe((cart) => {
      const view = indicatorView(cart, false);
      link.className = view.className;
      spoken.textContent = view.spoken;
      count.textContent = view.count;
      // The count is the answer to an Add to cart; the subtotal (the page's first number formatter,
      // ~60 ms on a slow phone) follows in the frame after it.
      later();
      if (subtotal) later = afterPaint(() => (subtotal.textContent = indicatorView(cart, true).subtotal));
    });
    firstSync();
    return () => {
      stop();
      later();
    };
  },
};

export default feature;
