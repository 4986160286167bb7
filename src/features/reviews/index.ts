// Product reviews page (`data-page-root="reviews"`, on the "reviews request" page).

import { island } from '../../island/island';
import { parseReviews, Reviews } from './Reviews';

export default island(Reviews, parseReviews);
