// The page's chrome that needs no block (spec 000 §1, §4, §8; spec 001 §1, §7, §8): the web fonts, the
// block animations and the native app's bridge. One page-level row and one chunk for the three, so the
// entry carries one predicate; each part decides here whether the page needs it, and the fonts start
// first (spec 000 §1: right after the page markers).

import type { PageContext } from '../../core/page-context';
import type { FeatureModule, Teardown } from '../../island/feature';
import { startAnimations } from './animations/start';
import { startFonts } from './fonts/start';
import { startNativeApp } from './native-app/start';

const PARTS = [startFonts, startAnimations, startNativeApp];

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_el, context, { signal }) {
    const teardowns: Teardown[] = [];
    for (const start of PARTS) {
      const teardown = start(context, signal);
      if (teardown) teardowns.push(teardown);
    }
    return () => {
      for (const teardown of teardowns) teardown();
    };
  },
};

export default feature;
