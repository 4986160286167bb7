// Tour dates block (the builder's block 59): the artist's upcoming shows from the block's JSON, drawn
// into the builder's content box as the block nears the viewport. Past shows (before the visitor's
// today) are not shown; with none left, the block says so.

import { keepFocus } from '../../core/keep-focus';
import type { FeatureModule } from '../../island/feature';
import { parseTourDates, type TourDatesProps, today, upcoming } from './props';
import { renderList } from './view';

const feature: FeatureModule<TourDatesProps> = {
  parse: parseTourDates,
  mount(el, props, ctx) {
    const content = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
    const list = renderList(upcoming(props.dates, today()), ctx.context.locale);
    keepFocus(content, () => content.replaceChildren(list));
    return () => undefined;
  },
};

export default feature;
