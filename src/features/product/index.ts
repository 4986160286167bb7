// Product block (43): price, variants, stock and the buy button, hydrated from the server's HTML.

import { island } from '../../island/island';
import { parseProductProps } from './model';
import { Product } from './Product';

export default island(Product, parseProductProps);
