// What the builder's 7.1 product page (`[data-controller=ProductDetail]`) says about the product being
// bought: the product in its `data-context` JSON (`product.id`, `product.variants` with `sku`, their options
// as `attributes` or `optionValues`, their stock as `stock: {unlimited, quantity}` or `unlimited` and
// `qtyInStock`, `product.soldOut`), the choice in the controls its `[data-variant-option-name]` elements
// are or hold (a select, or radio buttons), the quantity in its `.product-quantity-input` field.

import { isRecord } from '../../core/guards';
import type { PageVariant, ProductPage } from './props';

/** The builder's product detail element, whose `data-context` names the product. */
export const PRODUCT_DETAIL = '[data-controller="ProductDetail"][data-context]';

/** A context this long is no product's. */
const MAX_CONTEXT = 500_000;

/** Throws a TypeError naming what is wrong when the context is not the builder's product JSON. */
export function readProductDetail(root: Element): ProductPage {
  const product = readContext(root.getAttribute('data-context'));
  const id = typeof product['id'] === 'string' && product['id'] !== '' ? product['id'] : root.getAttribute('data-product-id');
  if (!id) throw new TypeError('product-page: the product detail names no product id');
  const raw = product['variants'];
  if (raw !== undefined && !Array.isArray(raw)) throw new TypeError('product-page: product.variants must be an array');
  return {
    itemId: id,
    variants: (raw ?? []).map(readVariant),
    controls: optionControls(root),
    quantity: root.querySelector<HTMLInputElement>(
      '.product-quantity-input input:not([type="hidden"]), .product-quantity-input-wrapper input:not([type="hidden"])',
    ),
    soldOut: product['soldOut'] === true,
  };
}

function readContext(json: string | null): Record<string, unknown> {
  if (json === null || json.length > MAX_CONTEXT) throw new RangeError('product-page: data-context is missing or too long');
  let context: unknown;
  try {
    context = JSON.parse(json);
  } catch (error) {
    throw new TypeError('product-page: data-context is not JSON', { cause: error });
  }
  if (!isRecord(context) || !isRecord(context['product'])) throw new TypeError('product-page: data-context has no product object');
  return context['product'];
}

function readVariant(variant: unknown, i: number): PageVariant {
  if (!isRecord(variant) || typeof variant['sku'] !== 'string') throw new TypeError(`product-page: variant ${i} needs a "sku" string`);
  const options: Record<string, string> = {};
  const attributes = variant['attributes'];
  if (isRecord(attributes)) {
    for (const [name, value] of Object.entries(attributes)) if (typeof value === 'string') options[name] = value;
  }
  for (const option of Array.isArray(variant['optionValues']) ? variant['optionValues'] : []) {
    if (isRecord(option) && typeof option['optionName'] === 'string' && typeof option['value'] === 'string') {
      options[option['optionName']] = option['value'];
    }
  }
  return { sku: variant['sku'], options, soldOut: isSoldOut(variant) };
}

/** Out of stock only when the variant says so; a variant that says nothing of stock is left to the cart. */
function isSoldOut(variant: Record<string, unknown>): boolean {
  const stock = isRecord(variant['stock']) ? variant['stock'] : variant;
  const quantity = stock['quantity'] ?? stock['qtyInStock'];
  return stock['unlimited'] !== true && typeof quantity === 'number' && quantity <= 0;
}

/** Each option's control by its name: the select or the radio buttons' wrapper the attribute is on or holds. */
function optionControls(root: Element): ProductPage['controls'] {
  const controls: ProductPage['controls'] = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-variant-option-name]')) {
    const name = el.getAttribute('data-variant-option-name') ?? '';
    if (name === '' || controls.has(name)) continue;
    const control =
      el instanceof HTMLSelectElement ? el : (el.querySelector('select') ?? (el.querySelector('input[type="radio"]') ? el : null));
    if (control) controls.set(name, control);
  }
  return controls;
}
