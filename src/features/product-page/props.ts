// What the builder's 7.0 product page says about the product being bought, read from its markup: the
// add-to-cart button's `data-item-id`, the variants in `.product-variants[data-variants]` (a JSON array
// of `{ sku, optionValues: [{ optionName, value }], qtyInStock, unlimited }`), the choice in its
// `select[data-variant-option-name]`s (or its radio buttons), the quantity in `.product-quantity-input`.
// All three carry the same `data-item-id`.

import { isRecord } from '../../core/guards';

export interface PageVariant {
  sku: string;
  options: Record<string, string>;
  soldOut: boolean;
}

export interface ProductPage {
  itemId: string;
  variants: PageVariant[];
  /** The option each control chooses, by option name. */
  controls: Map<string, HTMLSelectElement | HTMLElement>;
  quantity: HTMLInputElement | null;
  /** The whole product is sold out (the 7.1 context says so; 7.0 says it per variant). */
  soldOut: boolean;
}

/** Throws when the button names no item, or its variants are not the builder's JSON. */
export function readProductPage(button: Element): ProductPage {
  const itemId = button.getAttribute('data-item-id') ?? '';
  if (itemId === '') throw new TypeError('product-page: the add-to-cart button has no data-item-id');
  const list = ofItem('.product-variants', itemId);
  const controls = new Map<string, HTMLSelectElement | HTMLElement>();
  for (const control of list?.querySelectorAll<HTMLElement>(
    'select[data-variant-option-name], .variant-radiobtn-wrapper[data-variant-option-name]',
  ) ?? []) {
    const name = control.getAttribute('data-variant-option-name') ?? '';
    if (name !== '' && !controls.has(name)) controls.set(name, control);
  }
  return {
    itemId,
    variants: list ? parseVariants(list.getAttribute('data-variants')) : [],
    controls,
    quantity: ofItem('.product-quantity-input', itemId)?.querySelector<HTMLInputElement>('input') ?? null,
    soldOut: false,
  };
}

/** The page's element of that class for the item (compared, never pasted into a selector). */
function ofItem(selector: string, itemId: string): Element | undefined {
  return Array.from(document.querySelectorAll(`${selector}[data-item-id]`)).find((el) => el.getAttribute('data-item-id') === itemId);
}

function parseVariants(json: string | null): PageVariant[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '[]');
  } catch (error) {
    throw new TypeError('product-page: data-variants is not JSON', { cause: error });
  }
  if (!Array.isArray(raw)) throw new TypeError('product-page: data-variants must be an array');
  return raw.map((variant, i) => {
    if (!isRecord(variant) || typeof variant['sku'] !== 'string') throw new TypeError(`product-page: variant ${i} needs a "sku" string`);
    const options: Record<string, string> = {};
    for (const option of Array.isArray(variant['optionValues']) ? variant['optionValues'] : []) {
      if (isRecord(option) && typeof option['optionName'] === 'string' && typeof option['value'] === 'string') {
        options[option['optionName']] = option['value'];
      }
    }
    const stock = typeof variant['qtyInStock'] === 'number' ? variant['qtyInStock'] : 0;
    return { sku: variant['sku'], options, soldOut: variant['unlimited'] !== true && stock <= 0 };
  });
}

/** The value each control has chosen ('' for none). */
export function chosenOptions(controls: ProductPage['controls']): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, control] of controls) {
    chosen[name] =
      control instanceof HTMLSelectElement ? control.value : (control.querySelector<HTMLInputElement>('input:checked')?.value ?? '');
  }
  return chosen;
}

/** The variant the choice names: the only one when there is one, else the one every chosen option matches. */
export function variantFor(variants: readonly PageVariant[], chosen: Record<string, string>): PageVariant | undefined {
  if (variants.length === 1) return variants[0];
  return variants.find((variant) => Object.entries(variant.options).every(([name, value]) => chosen[name] === value));
}

/** The quantity asked for: a whole number from 1, else 1. */
export function quantityOf(input: HTMLInputElement | null): number {
  const value = Number(input?.value ?? 1);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 9999) : 1;
}
