// What the builder's template script did on its published pages, now that it does not run: its images
// load wherever no block loads them (./images.ts), and its small-screen menu opens (./nav.lazy.ts,
// fetched only on a page that has one). One page-level row and one chunk for both, so the entry carries
// one short predicate (src/runtime/registry.ts).

import { reportError } from '../../core/errors';
import { importPart } from '../../core/lazy-part';
import type { FeatureModule } from '../../island/feature';
import { startImages } from './images';
import { MENU_TOGGLES } from './menus';

type NavPart = typeof import('./nav.lazy');

const feature: FeatureModule = {
  mount(_el, _props, { signal }) {
    const stopImages = startImages(signal);
    if (document.querySelector(MENU_TOGGLES)) {
      importPart<NavPart>('template.nav').then(
        (nav) => signal.aborted || nav.startNav(signal),
        (error: unknown) => reportError(error, 'template'),
      );
    }
    return stopImages;
  },
};

export default feature;
