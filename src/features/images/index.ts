// Every builder image on the page (`img[data-src]`, spec 001 §1, §9), inside a block or not: without
// this, a page as the builder publishes it shows none of them. Images added later (a summary's
// rendering, the editing frame's blocks) are watched as they arrive.

import { watchImages } from '../../core/image-loader';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule = {
  mount: () => watchImages(document.body, { live: true }),
};

export default feature;
