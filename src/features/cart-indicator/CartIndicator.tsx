// A cart indicator (the header's cart link): the item count, "100+" above 100, with what a screen
// reader hears (spec 001 §9); the empty class at 0 items and the initialized class once synced
// (spec 001 §4). It follows the shared cart store, so a product island's add shows here at once.

import { type ReactNode, useEffect } from 'react';
import { syncCart } from '../../core/cart';
import { cartBadge } from '../../core/format';
import { isRecord, stringOr } from '../../core/guards';
import { $cartSync } from '../../core/stores';
import { safeHref } from '../../core/url';
import { useStore } from '../../island/use-store';

export interface CartIndicatorProps {
  /** The cart page. */
  href: string;
  showSubtotal: boolean;
}

/** Read before the first sync: a cart link that says nothing it does not know yet. */
const CART_LABEL = 'Cart';

export function parseCartIndicator(raw: unknown): CartIndicatorProps {
  const data = isRecord(raw) ? raw : {};
  return { href: stringOr(data['href'], '/cart'), showSubtotal: data['showSubtotal'] === true };
}

export function CartIndicator({ href, showSubtotal }: CartIndicatorProps): ReactNode {
  const cart = useStore($cartSync, () => undefined);
  useEffect(() => {
    // A failed read leaves the indicator neutral: it only ever shows what it knows.
    if ($cartSync.get() === undefined) syncCart().catch(() => undefined);
  }, []);

  const badge = cart ? cartBadge(cart.items) : undefined;
  const classes = ['sr-cart-indicator', cart && 'sr-cart-indicator--initialized', cart?.items === 0 && 'sr-cart-indicator--empty']
    .filter(Boolean)
    .join(' ');
  return (
    <a className={classes} href={safeHref(href)}>
      <svg className="sr-cart-indicator__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="sr-visually-hidden">{badge ? `${CART_LABEL}: ${badge.spoken}` : CART_LABEL}</span>
      {/* Rendered empty before the sync, their room kept, so the count arriving moves nothing. */}
      <span className="sr-cart-indicator__count" aria-hidden="true">
        {badge?.text}
      </span>
      {showSubtotal && (
        <span className="sr-cart-indicator__subtotal" aria-hidden="true">
          {cart?.subtotal}
        </span>
      )}
    </a>
  );
}
