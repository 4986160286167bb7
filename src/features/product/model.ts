// A product as the host writes it into the block (spec 000 §3), read and checked, and the store
// rules of spec 000 §4 on it: what price to show, what is sold out, which variant the options choose.
// Pure: the fixture build runs it on the server too.

import { isRecord, numberOr, stringOr } from '../../core/guards';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../core/money';
import type { PageContext } from '../../core/page-context';
import { PRODUCT_TYPES } from '../../platform/commerce';

/** An amount in the currency's minor units (cents; yen for JPY). */
type Cents = number;

type ProductKind = 'physical' | 'digital' | 'service' | 'gift card' | 'other';

interface OptionValue {
  optionName: string;
  value: string;
}

export interface Variant {
  sku: string;
  price: Cents;
  salePrice: Cents;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: OptionValue[];
  /** Shipping weight and size, in the store's measurement standard. */
  weight?: number;
  dimensions?: { length: number; width: number; height: number };
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'week' | 'month' | 'year' };
  /** 0 means indefinite. */
  numBillingCycles: number;
}

export interface Product {
  id: string;
  websiteId: string;
  title: string;
  url: string;
  workflowState: string;
  kind: ProductKind;
  variants: Variant[];
  /** Digital products carry their price here instead of in variants. */
  priceCents: Cents;
  salePriceCents: Cents;
  onSale: boolean;
  subscriptionPlan?: SubscriptionPlan;
}

export interface ProductProps {
  product: Product;
  /** `detail`: the product page; `card`: an entry of a product list, with a quick view. */
  layout: 'detail' | 'card';
  currency: string;
  locale: string;
  imperial: boolean;
  /** Spec 000 §3: the store settings offer express checkout: a product page's "Buy now" goes straight to checkout. */
  express: boolean;
  /** The price line's texts in the server's HTML, read as the block hydrates (Price.tsx). */
  servedPrice?: readonly string[] | undefined;
}

export function parseProductProps(raw: unknown, context: PageContext): ProductProps {
  if (!isRecord(raw)) throw new TypeError('product: the block data must be an object');
  const store = context.websiteSettings?.storeSettings;
  const currency = stringOr(store?.selectedCurrency, DEFAULT_CURRENCY);
  return {
    product: parseProduct(raw['product']),
    layout: raw['layout'] === 'card' ? 'card' : 'detail',
    currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY,
    locale: stringOr(context.locale, 'en-US'),
    imperial: store?.measurementStandard === 1,
    express: store?.expressCheckout === true,
  };
}

export function parseProduct(raw: unknown): Product {
  if (!isRecord(raw) || typeof raw['id'] !== 'string' || typeof raw['title'] !== 'string')
    throw new TypeError('product: "product" needs an "id" and a "title"');
  const content = isRecord(raw['structuredContent']) ? raw['structuredContent'] : {};
  const kind = kindOf(content['productType']);
  const variants = (Array.isArray(content['variants']) ? content['variants'] : []).map(parseVariant);
  if (kind !== 'digital' && variants.length === 0) throw new TypeError(`product: "${raw['title']}" has no variants`);
  const plan = parsePlan(content['subscriptionPlan']);
  return {
    id: raw['id'],
    websiteId: stringOr(raw['websiteId'], ''),
    title: raw['title'],
    url: stringOr(raw['url'], ''),
    workflowState: stringOr(raw['workflowState'], 'published'),
    kind,
    variants,
    priceCents: numberOr(content['priceCents'], 0),
    salePriceCents: numberOr(content['salePriceCents'], 0),
    onSale: content['onSale'] === true,
    ...(plan ? { subscriptionPlan: plan } : {}),
  };
}

function kindOf(type: unknown): ProductKind {
  if (type === PRODUCT_TYPES.PHYSICAL || type === 'physical') return 'physical';
  if (type === PRODUCT_TYPES.DIGITAL || type === 'digital') return 'digital';
  if (type === PRODUCT_TYPES.SERVICE || type === 'service') return 'service';
  if (type === PRODUCT_TYPES.GIFT_CARD || type === 'gift card') return 'gift card';
  return 'other';
}

function parseVariant(raw: unknown, index: number): Variant {
  if (!isRecord(raw) || typeof raw['sku'] !== 'string') throw new TypeError(`product: variant ${index} needs a "sku"`);
  const options = Array.isArray(raw['optionValues']) ? raw['optionValues'].filter(isRecord) : [];
  const size = raw['dimensions'];
  const weight = raw['weight'];
  return {
    sku: raw['sku'],
    price: numberOr(raw['price'], 0),
    salePrice: numberOr(raw['salePrice'], 0),
    onSale: raw['onSale'] === true,
    qtyInStock: numberOr(raw['qtyInStock'], 0),
    unlimited: raw['unlimited'] === true,
    optionValues: options.map((option) => ({ optionName: stringOr(option['optionName'], ''), value: stringOr(option['value'], '') })),
    ...(typeof weight === 'number' ? { weight } : {}),
    ...(isRecord(size)
      ? { dimensions: { length: numberOr(size['length'], 0), width: numberOr(size['width'], 0), height: numberOr(size['height'], 0) } }
      : {}),
  };
}

function parsePlan(raw: unknown): SubscriptionPlan | undefined {
  if (!isRecord(raw) || !isRecord(raw['billingPeriod'])) return undefined;
  const unit = raw['billingPeriod']['unit'];
  if (unit !== 'week' && unit !== 'month' && unit !== 'year') return undefined;
  return {
    billingPeriod: { value: Math.max(1, numberOr(raw['billingPeriod']['value'], 1)), unit },
    numBillingCycles: Math.max(0, numberOr(raw['numBillingCycles'], 0)),
  };
}

/** What the price line shows (spec 000 §4). */
export type PriceDisplay =
  | { kind: 'from'; amount: Cents }
  | { kind: 'sale'; sale: Cents; original: Cents }
  | { kind: 'regular'; amount: Cents };

/** With a chosen variant, that variant's price; otherwise the product's rule: physical and service
 *  products show "from" when variants differ in price or sale status, gift cards when prices vary,
 *  digital products their sale and original price. */
export function priceDisplay(product: Product, chosen?: Variant): PriceDisplay {
  if (product.kind === 'digital') return salePrice(product.onSale, product.salePriceCents, product.priceCents);
  if (chosen) return salePrice(chosen.onSale, chosen.salePrice, chosen.price);
  const [first, ...rest] = product.variants;
  if (!first) return { kind: 'regular', amount: 0 };
  const differs =
    product.kind === 'gift card'
      ? rest.some((variant) => effectivePrice(variant) !== effectivePrice(first))
      : rest.some(
          (variant) =>
            variant.price !== first.price || variant.onSale !== first.onSale || (variant.onSale && variant.salePrice !== first.salePrice),
        );
  if (differs) return { kind: 'from', amount: Math.min(...product.variants.map(effectivePrice)) };
  return salePrice(first.onSale, first.salePrice, first.price);
}

function salePrice(onSale: boolean, sale: Cents, original: Cents): PriceDisplay {
  return onSale ? { kind: 'sale', sale, original } : { kind: 'regular', amount: original };
}

/** What a shopper pays for one of the variant. */
function effectivePrice(variant: Variant): Cents {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** Stock that limits a sale: physical and service variants only (a gift card or a digital good never runs out). */
function isLimited(product: Product): boolean {
  return product.kind === 'physical' || product.kind === 'service';
}

export function isVariantSoldOut(product: Product, variant: Variant): boolean {
  return isLimited(product) && !variant.unlimited && variant.qtyInStock <= 0;
}

/** Spec 000 §4: a physical or service product whose every variant is limited with stock 0. */
export function isSoldOut(product: Product): boolean {
  return isLimited(product) && product.variants.every((variant) => isVariantSoldOut(product, variant));
}

/**
 * Spec 000 §4: infinite for digital, or if any variant is unlimited; otherwise the sum.
 * @kept spec 000 §4's stock total; the product block shows sold-out, not a count
 */
export function stockTotal(product: Product): number {
  if (product.kind === 'digital' || product.variants.some((variant) => variant.unlimited)) return Infinity;
  return product.variants.reduce((sum, variant) => sum + Math.max(0, variant.qtyInStock), 0);
}

/** The product's options in the order they first appear, each with its values. */
export function optionsOf(product: Product): Array<{ name: string; values: string[] }> {
  const options = new Map<string, string[]>();
  for (const variant of product.variants) {
    for (const { optionName, value } of variant.optionValues) {
      const values = options.get(optionName) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(optionName, values);
    }
  }
  return Array.from(options, ([name, values]) => ({ name, values }));
}

export type Choice = Readonly<Record<string, string>>;

/** The variant the chosen option values name; a product of one variant needs no choice. */
export function chosenVariant(product: Product, choice: Choice): Variant | undefined {
  if (product.variants.length === 1) return product.variants[0];
  return product.variants.find(
    (variant) => variant.optionValues.length > 0 && variant.optionValues.every(({ optionName, value }) => choice[optionName] === value),
  );
}

/** Whether picking `value` for `option`, with the rest of the choice, can only give sold-out variants. */
export function isValueSoldOut(product: Product, choice: Choice, option: string, value: string): boolean {
  const matches = product.variants.filter((variant) =>
    variant.optionValues.every(({ optionName, value: v }) =>
      optionName === option ? v === value : !choice[optionName] || choice[optionName] === v,
    ),
  );
  return matches.length > 0 && matches.every((variant) => isVariantSoldOut(product, variant));
}
