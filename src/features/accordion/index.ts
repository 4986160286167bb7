// Accordion block (69): hydrated on the visitor's first interaction. One the browser renders (no
// server HTML) takes its headings' level from where it sits in the page's outline.

import { island } from '../../island/island';
import { headingLevelAt } from '../../island/outline';
import { Accordion } from './Accordion';
import { type AccordionProps, parseAccordion } from './props';

const feature = island(Accordion, parseAccordion);

export default {
  ...feature,
  mount(el: HTMLElement, props: AccordionProps, ctx) {
    const placed = props.headingLevel !== undefined || el.hasAttribute('data-ssr') ? props : { ...props, headingLevel: headingLevelAt(el) };
    return feature.mount(el, placed, ctx);
  },
} satisfies typeof feature;
