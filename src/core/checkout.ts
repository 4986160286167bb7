// The checkout addresses of spec 000 §2 and the way there: checkout runs in the top window, never in
// the editing frame, and never without the cart cookie it needs.

import * as strings from '../platform/strings';
import { hasCartCookie } from './cart-cookie';
import { alertDialog } from './dialogs';

const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';

export function donateUrl(donatePageId: string): string {
  return `/checkout/donate?${new URLSearchParams({ donatePageId })}`;
}

export function subscribeUrl(cartToken: string): string {
  return `/checkout/subscribe?${new URLSearchParams({ cartToken })}`;
}

export function giftCardUrl(websiteId: string, giftCardProductId: string, sku?: string): string {
  return `/checkout/giftcard?${new URLSearchParams({ websiteId, giftCardProductId, ...(sku ? { sku } : {}) })}`;
}

/** Full-page checkout of the cart: without the cart cookie the host could not find the cart, so the
 *  visitor is told why instead of being sent to an empty checkout. Returns whether it went. */
export function gotoCheckout(): boolean {
  if (!hasCartCookie()) {
    void alertDialog({ message: strings.checkoutNoCookies });
    return false;
  }
  goTo(GOTO_CHECKOUT_PATH, false);
  return true;
}

/** Navigates to a same-site address; `top`: the top window when this page is framed (the editor). */
export function goTo(url: string, top = true): void {
  const href = new URL(url, location.href).href;
  const framed = top && window.top !== window.self;
  try {
    (framed && window.top ? window.top : window).location.assign(href);
  } catch {
    // A cross-origin top window can still be navigated by name.
    window.open(href, framed ? '_top' : '_self');
  }
}
