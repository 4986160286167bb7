// The cart page's own texts: the spec shows the cart page only through its failure strings
// (src/platform/strings.ts), so the rest is ours.

export const TITLE = 'Your cart';
export const LOADING = 'Loading your cart…';
export const TRY_AGAIN = 'Try again';
export const EMPTY = 'Your cart is empty.';
export const CONTINUE = 'Continue shopping';
export const CAPTION = 'Items in your cart';
export const ITEM = 'Item';
export const PRICE = 'Price';
export const QUANTITY = 'Quantity';
export const TOTAL = 'Total';
export const REMOVE = 'Remove';
export const SUBTOTAL = 'Subtotal';
export const DISCOUNT = 'Discount';
export const TAX = 'Tax';
export const SHIPPING = 'Shipping';
export const GRAND_TOTAL = 'Total';
export const CHECKOUT = 'Checkout';

export function quantityOf(title: string): string {
  return `Quantity of ${title}`;
}
