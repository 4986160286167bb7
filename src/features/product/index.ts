// Product block (43): price, variants, stock and the buy button, hydrated from the server's HTML. On a
// site whose plan lacks commerce (spec 001 §3) it stays the server's HTML, and an owner gets the
// upgrade notice (spec 001 §2; drawn by the account feature).

import { isEntitled, needsUpgrade } from '../../core/entitlements';
import type { FeatureModule } from '../../island/feature';
import { island } from '../../island/island';
import { FEATURE_ENTITLEMENTS } from '../../platform/entitlements';
import { type ProductProps, parseProductProps as parse } from './model';
import { Product } from './Product';

const live = island(Product, parse);

const feature: FeatureModule<ProductProps> = {
  ...live,
  mount: (el, props, ctx) =>
    isEntitled(ctx.context, FEATURE_ENTITLEMENTS.COMMERCE) ? live.mount(el, props, ctx) : needsUpgrade(el, 'commerce'),
};

export default feature;
