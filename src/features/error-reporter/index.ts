// Error reporter (page-level): sends what reaches the error sink (spec 000 §9). Its trigger is the
// page's first error after the load event, so a page without errors never loads it; the sink keeps
// what was reported before it came.

import { startErrorReporter } from '../../analytics/error-reporter';
import type { FeatureModule } from '../../island/feature';

const feature: FeatureModule = {
  mount(_el, _props, { signal }) {
    startErrorReporter(signal);
    return () => undefined;
  },
};

export default feature;
