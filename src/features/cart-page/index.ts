// Cart page (`data-page-root="cart"`, the cart root element of the "show cart" page).

import { island } from '../../island/island';
import { CartPage, parseCartPage } from './CartPage';

export default island(CartPage, parseCartPage);
