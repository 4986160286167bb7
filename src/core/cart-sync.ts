// The cart as the page's indicators know it: the item count and the subtotal (spec 001 §3's sync
// input), from one read of the cart a page however many islands ask. Apart from core/cart.ts so the
// header's indicator, on every store page, carries neither the cart's full facade nor its calls.

import { api } from './api';
import { isRecord, numberOr, stringOr } from './guards';
import { type CurrencyCode, DEFAULT_CURRENCY, formatCents, isCurrencyCode } from './money';
import { shared } from './shared';
import { $cartSync, type CartSync } from './stores';

export const CART_URL = '/api/commerce/cart';

/** The read under way, page-wide (core/shared.ts): chunks each carry this module. */
const reading = shared('cart-read', (): { current?: Promise<unknown> } => ({}));

/** The cart API's answer to a read, one request for every caller at the moment. */
export function readCart(): Promise<unknown> {
  reading.current ??= api.get(CART_URL).finally(() => {
    reading.current = undefined;
  });
  return reading.current;
}

/** Reads the cart into the page's cart store (every indicator follows); a failure leaves it as it was. */
export async function syncCartSummary(): Promise<void> {
  publish(await readCart());
}

/** Any answer of the cart API (a read, an add, a change) into the page's cart store. */
export function publish(answer: unknown): void {
  $cartSync.set(toCartSync(answer));
}

export function toCartSync(answer: unknown): CartSync {
  const raw = isRecord(answer) ? answer : {};
  const cents = numberOr(raw['subtotalCents'], 0);
  const currency = cartCurrency(raw);
  let text: string | undefined;
  return { items: numberOr(raw['totalQuantity'], 0), subtotal: () => (text ??= formatCents(cents, currency)) };
}

/** The cart's currency: its own code, else its subtotal's, else the store default; unknown codes too. */
export function cartCurrency(raw: Record<string, unknown>): CurrencyCode {
  const subtotal = raw['subtotalAmount'];
  const code = stringOr(raw['currencyCode'], stringOr(isRecord(subtotal) ? subtotal['currencyCode'] : undefined, DEFAULT_CURRENCY));
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}
