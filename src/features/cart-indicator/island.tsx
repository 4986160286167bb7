// The cart indicator's island: for a page that has no server HTML for it.

import { island } from '../../island/island';
import { CartIndicator } from './CartIndicator';

export default island(CartIndicator);
