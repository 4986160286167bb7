// The chart's drawing for a block published without it: the same markup the server gives (svg.ts),
// loaded only for such a block, so a chart the server drew never downloads the drawing code. No React.

import { inertDocument } from '../../core/trusted-types';
import type { FeatureModule } from '../../island/feature';
import type { ChartModel } from './model';
import { chartFigure } from './svg';

const drawing: FeatureModule<ChartModel> = {
  mount(el, model) {
    const markup = chartFigure(model, el.id || 'sr-chart');
    // Parsed as XHTML (every text escaped by svg.ts), never assigned as HTML.
    const doc = inertDocument(markup.replace(/^<figure /, '<figure xmlns="http://www.w3.org/1999/xhtml" '), 'application/xhtml+xml');
    const figure = document.importNode(doc.documentElement, true);
    (el.querySelector('.sqs-block-content') ?? el).replaceChildren(figure);
    return () => undefined;
  },
};

export default drawing;
