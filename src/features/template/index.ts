// What the builder's template script did on its published pages, now that it does not run: its images
// load wherever no block loads them (./images.ts), its 7.1 gallery sections start wherever they are and
// whenever they come (./sections.ts), its menus and folders open (./nav.lazy.ts, fetched only on a
// page that has one); and what it left undone: its controls published without a name get one, in idle
// time (./names.ts). One page-level row and one chunk for all of it, so the entry carries one short
// predicate (src/runtime/registry.ts).

import { reportError } from '../../core/errors';
import { importPart } from '../../core/lazy-part';
import { requestIdle } from '../../core/request-idle';
import type { FeatureModule } from '../../island/feature';
import { startImages } from './images';
import { createMarks } from './marks';
import { FOLDER_TITLES, MENU_TOGGLES } from './menus';
import { nameControls } from './names';
import { watchSections } from './sections';

type NavPart = typeof import('./nav.lazy');

const feature: FeatureModule = {
  mount(_el, _props, { signal }) {
    const stopImages = startImages(signal);
    watchSections(signal);
    // In idle time, as the social links block names its icons: not in the task that starts the images.
    const naming = requestIdle(() => signal.aborted || nameControls(createMarks(signal)));
    signal.addEventListener('abort', () => naming.cancel());
    if (document.querySelector(`${MENU_TOGGLES},${FOLDER_TITLES}`)) {
      importPart<NavPart>('template.nav').then(
        (nav) => signal.aborted || nav.startNav(signal),
        (error: unknown) => reportError(error, 'template'),
      );
    }
    return stopImages;
  },
};

export default feature;
