// The accordion's island: the block drawn by React, for a block the server did not render.

import { island } from '../../island/island';
import { Accordion } from './Accordion';
import { parseAccordion } from './props';

export default island(Accordion, parseAccordion);
