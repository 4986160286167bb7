// External photo-gallery block (27, this project's number; the builder's Flickr, 500px and SmugMug
// galleries): the host renders its photos (GetWidgetRendering, spec 000 §7) as the block nears the
// viewport; the server HTML stays until then, and when the rendering cannot be had. No React.

import { isRecord } from '../../core/guards';
import { mountWidget } from '../../core/widget-rendering';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<Record<string, unknown>> = {
  parse(raw) {
    if (!isRecord(raw)) throw new TypeError('external-gallery: the block data must be an object');
    return raw;
  },
  mount: (el, value, ctx) => mountWidget(el, value, undefined, ctx),
};

export default feature;
