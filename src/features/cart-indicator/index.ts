// Cart indicator (`data-block="cart-indicator"`): the header's cart link with the live item count.

import { island } from '../../island/island';
import { CartIndicator, parseCartIndicator } from './CartIndicator';

export default island(CartIndicator, parseCartIndicator);
