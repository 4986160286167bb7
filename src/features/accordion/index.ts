// Accordion block (69): hydrated on the visitor's first interaction.

import { island } from '../../island/island';
import { Accordion } from './Accordion';
import { parseAccordion } from './props';

export default island(Accordion, parseAccordion);
