// Summary block (55, the builder's summary v2, class `summary-v2-block`): its content is the host's
// rendering (GetWidgetRendering, spec 000 §7), asked for as the block nears the viewport; an events
// summary also sends its collectionId. Until it comes, and when it cannot, the server HTML stays.
// No React.

import { isRecord } from '../../core/guards';
import { mountWidget } from '../../core/widget-rendering';
import type { FeatureModule } from '../../island/feature';

export interface SummaryProps {
  value: Record<string, unknown>;
  collectionId?: string;
  events: boolean;
}

/** The builder marks an events summary's wrapper with this class; the data may say so too. */
const EVENTS_CLASS = '.summary-block-collection-type-events';

const feature: FeatureModule<SummaryProps> = {
  parse(raw) {
    if (!isRecord(raw)) throw new TypeError('summary: the block data must be an object');
    const { collectionId, collectionType } = raw;
    if (collectionId !== undefined && (typeof collectionId !== 'string' || collectionId === '')) {
      throw new TypeError('summary: "collectionId" must be a non-empty string');
    }
    return { value: raw, events: collectionType === 'events', ...(collectionId ? { collectionId } : {}) };
  },
  mount(el, { value, collectionId, events }, ctx) {
    const isEvents = events || el.querySelector(EVENTS_CLASS) !== null;
    if (isEvents && !collectionId) throw new TypeError('summary: an events summary needs a "collectionId"');
    return mountWidget(el, value, isEvents ? collectionId : undefined, ctx);
  },
};

export default feature;
