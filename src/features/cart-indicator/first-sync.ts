// An indicator's first sync of the page's cart store. A visitor without the cart cookie has no cart:
// the store is set empty at once, with no request and none of the read's code (a first visit to a
// store page, the most common one). Otherwise one read of the cart, however many indicators ask.

import { hasCartCookie } from '../../core/cart-cookie';
import { reportError } from '../../core/errors';
import { importPart } from '../../core/lazy-part';
import { $cartSync } from '../../core/stores';

type ReadPart = typeof import('./read.lazy');

/** No cart: nothing in it and, with no currency known, no subtotal to show. */
const NO_CART = { items: 0, subtotal: () => '' };

export function firstSync(): void {
  if ($cartSync.get() !== undefined) return;
  if (hasCartCookie()) {
    importPart<ReadPart>('cart-indicator.read').then(
      // A failed read leaves the indicator neutral: it only ever shows what it knows.
      (read) => read.syncCartSummary().catch(() => undefined),
      // The part not loading is the runtime's failure, not the host's: it is reported.
      (error: unknown) => reportError(error, 'cart-indicator'),
    );
  } else {
    $cartSync.set(NO_CART);
  }
}
