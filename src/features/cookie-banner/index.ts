// Cookie banner: a page-level feature, started when the site enables it and the visitor has not chosen.
// Drawn without React: it shows on a first visit to every page of such a site, often as the largest
// thing painted, so it waits for one small chunk and not for React's.

import { isBannerForced } from '../../core/consent';
import type { FeatureModule } from '../../island/feature';
import { type BannerProps, drawBanner } from './banner';
import { normalizeSettings } from './settings';

const feature: FeatureModule<BannerProps> = {
  parse: (_raw, context) => ({ ...normalizeSettings(context.cookieSettings), forced: isBannerForced() }),
  mount(el, props) {
    const banner = drawBanner(props, () => banner.remove());
    el.append(banner);
    return () => banner.remove();
  },
};

export default feature;
