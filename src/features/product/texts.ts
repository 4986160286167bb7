// The product block's own interface texts: the spec gives these none (its texts, "from {startingPrice}"
// and the cart failures, come from src/platform/strings.ts).

import { formatMessage } from '../../core/messages';
import type { SubscriptionPlan } from './model';

export const ADD_TO_CART = 'Add to cart';
export const ADDING = 'Adding…';
export const ADDED = 'Added to cart.';
export const SOLD_OUT = 'Sold out';
export const BUY_NOW = 'Buy now';
export const SUBSCRIBE = 'Subscribe';
export const QUICK_VIEW = 'Quick view';
export const CLOSE = 'Close';
export const QUANTITY = 'Quantity';
export const CHOOSE = 'Choose {option}';
export const SOLD_OUT_SUFFIX = '{value} (sold out)';
export const SALE_PRICE = 'Sale price';
export const ORIGINAL_PRICE = 'Original price';
export const WEIGHT = 'Weight';
export const SIZE = 'Size';

const EVERY = '{count, plural, one {Every {unit}} other {Every # {unit}s}}';
const CYCLES = '{cycles, plural, =0 {until cancelled} one {for # payment} other {for # payments}}';

/** "Every 2 weeks, until cancelled"; "Every month, for 12 payments". */
export function planText(plan: SubscriptionPlan, locale?: string): string {
  const every = formatMessage(EVERY, { count: plan.billingPeriod.value, unit: plan.billingPeriod.unit }, locale);
  return `${every}, ${formatMessage(CYCLES, { cycles: plan.numBillingCycles }, locale)}`;
}
