// The builder's own cart counts on a product page (`.sqs-cart-quantity`, in its header and floating cart,
// published as "0"), kept to the visitor's cart: read once as the page starts (when the visitor has a cart), then at every change of
// the page's cart store (an add here included). Its floating cart (`.floating-cart.hidden`), which its
// script showed once the cart held something, shows then. Teardown puts the published text back.

import { hasCartCookie } from '../../core/cart-cookie';
import { syncCartSummary } from '../../core/cart-sync';
import { reportError } from '../../core/errors';
import { $cartSync } from '../../core/stores';

const COUNT = '.sqs-cart-quantity';
const FLOATING_CART = '.floating-cart';

/** Returns what stops it; nothing is asked of the cart on a page without the builder's counts. */
export function followCartCount(): () => void {
  const counts = [...document.querySelectorAll<HTMLElement>(COUNT)];
  if (counts.length === 0) return () => undefined;
  const published = counts.map((count) => count.textContent);
  const hidden = [...document.querySelectorAll<HTMLElement>(`${FLOATING_CART}.hidden`)];
  const stop = $cartSync.subscribe((cart) => {
    // Not before the cart is known: the published text stands until then.
    if (!cart) return;
    for (const count of counts) count.textContent = String(cart.items);
    for (const cartBox of hidden) cartBox.classList.toggle('hidden', cart.items === 0);
  });
  // Without the cart cookie there is no cart to read: the published "0" is right.
  if ($cartSync.get() === undefined && hasCartCookie()) syncCartSummary().catch((error: unknown) => reportError(error, 'product-page'));
  return () => {
    stop();
    counts.forEach((count, i) => {
      count.textContent = published[i] ?? '';
    });
    for (const cartBox of hidden) cartBox.classList.add('hidden');
  };
}
