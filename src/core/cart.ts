// The visitor's cart through the host's cart API (the project's own calls: README, "The cart API"):
// read it, add, change a quantity, remove. Every answer is read as spec 000 §3's facade and feeds the
// shared cart store, so every indicator on the page follows whichever island changed the cart.

import * as strings from '../platform/strings';
import { api } from './api';
import { CART_URL, cartCurrency, publish, readCart } from './cart-sync';
import { reportError } from './errors';
import { isRecord, numberOr, stringOr } from './guards';
import { fromCents } from './money';

const ITEMS_URL = `${CART_URL}/items`;

export interface CartEntry {
  id: string;
  productId: string;
  sku: string;
  title: string;
  optionValues: Array<{ optionName: string; value: string }>;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  url?: string;
}

/** Spec 000 §3's shopping-cart facade: numbers default to 0, `created` is a date. */
export interface Cart {
  id: string | null;
  websiteId: string | null;
  orderId: string | null;
  cartToken: string | null;
  created: Date | null;
  isPurchased: boolean;
  currencyCode: string;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: { value: string; currencyCode: string };
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** A cart call that failed, with the visitor-facing text of spec 001 §8 for what was tried. */
export class CartError extends Error {
  override readonly name = 'CartError';
}

/** One read of the cart however many islands ask at once (the header's indicators, the cart page). */
export function syncCart(): Promise<Cart> {
  return call(readCart, strings.unableToConnectTryAgain);
}

export function addItem(item: { productId: string; sku?: string; quantity?: number }): Promise<Cart> {
  // A cart without the product is not the answer to adding it, whatever the status said.
  const holdsItem = (cart: CartAnswer): boolean => cart.entries.some((entry) => isRecord(entry) && entry['productId'] === item.productId);
  return call(() => api.post(ITEMS_URL, { json: item }), strings.cartUnableToAddItem, holdsItem);
}

export function updateQuantity(entryId: string, quantity: number): Promise<Cart> {
  return call(() => api.put(`${ITEMS_URL}/${encodeURIComponent(entryId)}`, { json: { quantity } }), strings.cartUnableToUpdateQuantity);
}

export function removeItem(entryId: string): Promise<Cart> {
  return call(() => api.delete(`${ITEMS_URL}/${encodeURIComponent(entryId)}`), strings.cartUnableToRemoveItem);
}

type CartAnswer = Record<string, unknown> & { entries: unknown[] };

/** Sends, and takes the answer only if it is a cart (spec 000 §3: with its entries) that `fits`:
 *  a 200 with anything else failed as surely as a 500, and must not reach the page's cart store. */
async function call(send: () => Promise<unknown>, failure: string, fits: (cart: CartAnswer) => boolean = () => true): Promise<Cart> {
  let answer: unknown;
  try {
    answer = await send();
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    throw new CartError(failure, { cause: error });
  }
  if (!isCartAnswer(answer) || !fits(answer)) {
    const junk = new CartError(failure, { cause: new TypeError('The cart API answered with something other than the cart') });
    reportError(junk.cause, 'cart');
    throw junk;
  }
  publish(answer);
  return toCart(answer);
}

function isCartAnswer(answer: unknown): answer is CartAnswer {
  return isRecord(answer) && Array.isArray(answer['entries']);
}

/** Reads an answer as the facade; what is missing takes the spec's defaults. */
export function toCart(data: unknown): Cart {
  const raw = isRecord(data) ? data : {};
  const list = (key: string): unknown[] => (Array.isArray(raw[key]) ? raw[key] : []);
  const object = (key: string): Record<string, unknown> | null => (isRecord(raw[key]) ? raw[key] : null);
  const currencyCode = cartCurrency(raw);
  const subtotalCents = numberOr(raw['subtotalCents'], 0);
  const created = raw['created'];
  return {
    id: stringOr(raw['id'], null),
    websiteId: stringOr(raw['websiteId'], null),
    orderId: stringOr(raw['orderId'], null),
    cartToken: stringOr(raw['cartToken'], null),
    created: typeof created === 'number' || typeof created === 'string' ? new Date(created) : null,
    isPurchased: raw['isPurchased'] === true,
    currencyCode,
    entries: list('entries').filter(isRecord).map(toEntry),
    shippingOptions: list('shippingOptions'),
    applicableTaxRules: list('applicableTaxRules'),
    coupons: list('coupons'),
    validCoupons: list('validCoupons'),
    invalidCoupons: list('invalidCoupons'),
    selectedShippingOption: object('selectedShippingOption'),
    shippingLocation: object('shippingLocation'),
    subtotalCents,
    taxCents: numberOr(raw['taxCents'], 0),
    shippingCostCents: numberOr(raw['shippingCostCents'], 0),
    discountCents: numberOr(raw['discountCents'], 0),
    grandTotalCents: numberOr(raw['grandTotalCents'], 0),
    totalQuantity: numberOr(raw['totalQuantity'], 0),
    subtotalAmount: isRecord(raw['subtotalAmount'])
      ? { value: stringOr(raw['subtotalAmount']['value'], '0'), currencyCode }
      : fromCents(Math.trunc(subtotalCents), currencyCode),
    hasDigital: raw['hasDigital'] === true,
    purelyDigital: raw['purelyDigital'] === true,
    requiresShipping: raw['requiresShipping'] === true,
  };
}

function toEntry(raw: Record<string, unknown>): CartEntry {
  const url = stringOr(raw['url'], undefined);
  return {
    id: stringOr(raw['id'], ''),
    productId: stringOr(raw['productId'], ''),
    sku: stringOr(raw['sku'], ''),
    title: stringOr(raw['title'], ''),
    optionValues: (Array.isArray(raw['optionValues']) ? raw['optionValues'] : [])
      .filter(isRecord)
      .map((option) => ({ optionName: stringOr(option['optionName'], ''), value: stringOr(option['value'], '') })),
    quantity: numberOr(raw['quantity'], 0),
    unitPriceCents: numberOr(raw['unitPriceCents'], 0),
    totalCents: numberOr(raw['totalCents'], 0),
    ...(url ? { url } : {}),
  };
}
