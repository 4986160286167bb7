// The images of a block that could not start (src/runtime/failures.ts): its server HTML stays, and the
// builder's images in it (`img[data-src]`, which show nothing until loaded) are loaded by the one image
// loader, so a broken gallery still shows its pictures.

import { watchImages } from '../../core/image-loader';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule<Element> = {
  mount: (_host, block) => watchImages(block, { force: true }),
};

export default feature;
