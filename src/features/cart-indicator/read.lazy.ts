// The cart indicator's read of the cart (`chunks/cart-indicator.read`): the data layer and money
// formatting, fetched only on a page whose visitor has a cart, so a first visit runs none of it.

export { syncCartSummary } from '../../core/cart-sync';
