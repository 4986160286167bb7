// Accordion block (69): hydrated on the visitor's first interaction. One the browser renders (no
// server HTML) takes its headings' level from where it sits in the page's outline. The builder's own
// (no JSON, its items in the markup) is wired where it stands (builder.ts).

import type { MountContext } from '../../island/feature';
import { island } from '../../island/island';
import { headingLevelAt } from '../../island/outline';
import { Accordion } from './Accordion';
import { mountBuilderAccordion } from './builder';
import { type AccordionProps, parseAccordion } from './props';

const feature = island(Accordion, parseAccordion);

export default {
  ...feature,
  // No JSON: the builder's markup is the data (null here, read by mount).
  parse: (raw: unknown): AccordionProps | null => (raw === undefined ? null : parseAccordion(raw)),
  mount(el: HTMLElement, props: AccordionProps | null, ctx: MountContext) {
    if (props === null) return mountBuilderAccordion(el);
    const placed = props.headingLevel !== undefined || el.hasAttribute('data-ssr') ? props : { ...props, headingLevel: headingLevelAt(el) };
    return feature.mount(el, placed, ctx);
  },
};
