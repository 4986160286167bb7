// Calendar block (the builder's `calendar-block`; its number is not known here, so it is found by
// class): a month of the events collection its JSON names, as a grid the keyboard moves through
// (WAI-ARIA date picker grid), previous / next month buttons, and the chosen day's events, linked.
// Drawn as the block nears the viewport, into the builder's content box, whose size style.css keeps.

import type { FeatureModule } from '../../island/feature';
import { mountCalendar } from './calendar';
import { type CalendarProps, parseCalendar } from './props';

let count = 0;

const feature: FeatureModule<CalendarProps> = {
  parse: parseCalendar,
  mount(el, props, ctx) {
    const content = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
    count += 1;
    mountCalendar(content, el.id ? `${el.id}-calendar` : `sr-calendar-${count}`, props.collectionId, ctx);
    return () => undefined;
  },
};

export default feature;
