// The builder's product page's interface texts: the spec gives these none (the cart's failures come from
// src/platform/strings.ts, by way of the cart's errors).

export const ADDING = 'Adding…';
export const ADDED = 'Added to cart.';
export const SOLD_OUT = 'Sold out';
export const CHOOSE = 'Choose {option}.';
