// The cart cookie the host sets with the first item (the fixture server's CART; docs/testing.md). Without it the
// host can find no cart (spec 000 §2: checkout needs it), so a page knows the cart is empty unasked.

import { getCookie } from './cookie-read';

const CART_COOKIE = 'CART';

export function hasCartCookie(): boolean {
  return Boolean(getCookie(CART_COOKIE));
}
