// What a cart indicator shows for a cart (spec 001 §4, §9): the count, "100+" above 100, what a screen
// reader hears, the empty class at 0 items and the initialized class once synced. One function for
// the island's render and the light part's updates of the server HTML, so the two cannot differ.

import { cartBadge } from '../../core/format';
import { isRecord, stringOr } from '../../core/guards';
import type { CartSync } from '../../core/stores';

export interface CartIndicatorProps {
  /** The cart page. */
  href: string;
  showSubtotal: boolean;
}

export interface IndicatorView {
  className: string;
  /** What a screen reader hears. */
  spoken: string;
  /** The badge's text; empty before the first sync. */
  count: string;
  subtotal: string;
}

/** Read before the first sync: a cart link that says nothing it does not know yet. */
const CART_LABEL = 'Cart';

export function parseCartIndicator(raw: unknown): CartIndicatorProps {
  const data = isRecord(raw) ? raw : {};
  return { href: stringOr(data['href'], '/cart'), showSubtotal: data['showSubtotal'] === true };
}

/** `showSubtotal`: whether it has a subtotal to show (none is formatted for one that has not). */
export function indicatorView(cart: CartSync | undefined, showSubtotal: boolean): IndicatorView {
  const badge = cart ? cartBadge(cart.items) : undefined;
  const classes = ['sr-cart-indicator', cart && 'sr-cart-indicator--initialized', cart?.items === 0 && 'sr-cart-indicator--empty'];
  return {
    className: classes.filter(Boolean).join(' '),
    spoken: badge ? `${CART_LABEL}: ${badge.spoken}` : CART_LABEL,
    count: badge?.text ?? '',
    // An empty cart's subtotal says nothing (and without a cart its currency is unknown).
    subtotal: showSubtotal && cart && cart.items > 0 ? cart.subtotal() : '',
  };
}
