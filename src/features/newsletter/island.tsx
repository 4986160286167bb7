// The newsletter's island: the React sign-up form, over the server HTML.

import { island } from '../../island/island';
import { Newsletter, type NewsletterIslandProps } from './Newsletter';

export default island<NewsletterIslandProps>(Newsletter);
