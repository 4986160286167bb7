// Accordion block (69): woken at the visitor's first interaction. Markup already on the page is wired
// where it stands, without React: the builder's own (no JSON, builder.ts) and the server's rendering of
// ours (`data-ssr`, server.ts). A block with neither is drawn by its island (island.tsx, React), its
// headings taking their level from where it sits in the page's outline.

import type { FeatureModule } from '../../island/feature';
import { headingLevelAt } from '../../island/outline';
import { mountBuilderAccordion } from './builder';
import { type AccordionProps, parseAccordion } from './props';
import { mountServerAccordion } from './server';

const feature: FeatureModule<AccordionProps | null> = {
  // No JSON: the builder's markup is the data (null here, read by mount).
  parse: (raw) => (raw === undefined ? null : parseAccordion(raw)),
  async mount(el, props, ctx) {
    if (props === null) return mountBuilderAccordion(el);
    const wired = el.hasAttribute('data-ssr') ? mountServerAccordion(el, props.allowMultiple) : undefined;
    if (wired) return wired;
    const placed = props.headingLevel !== undefined ? props : { ...props, headingLevel: headingLevelAt(el) };
    return (await ctx.load('accordion.island')).mount(el, placed, ctx);
  },
};

export default feature;
