// A cart indicator (the header's cart link), drawn by React where the page has no server HTML for it,
// and on the server for the pages that do (the light part keeps that HTML up to date: index.ts).

import { type ReactNode, useEffect } from 'react';
import { $cartSync } from '../../core/stores';
import { safeHref } from '../../core/url';
import { useStore } from '../../island/use-store';
import { firstSync } from './first-sync';
import { type CartIndicatorProps, indicatorView } from './view';

export function CartIndicator({ href, showSubtotal }: CartIndicatorProps): ReactNode {
  const cart = useStore($cartSync, () => undefined);
  useEffect(firstSync, []);
  const view = indicatorView(cart, showSubtotal);
  return (
    <a className={view.className} href={safeHref(href)}>
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
      <span className="sr-visually-hidden">{view.spoken}</span>
      {/* Rendered empty before the sync, their room kept, so the count arriving moves nothing. */}
      <span className="sr-cart-indicator__count" aria-hidden="true">
        {view.count}
      </span>
      {showSubtotal && (
        <span className="sr-cart-indicator__subtotal" aria-hidden="true">
          {view.subtotal}
        </span>
      )}
    </a>
  );
}
