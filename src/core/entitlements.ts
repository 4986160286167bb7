// Which of its plan's features a site may use (spec 001 §3): the page context's `website.entitlements`,
// the names (src/platform/entitlements.ts) the plan includes, read by name: the spec's numbers are not
// shown, so none is assumed. A page without the list restricts nothing (a host that does not send it);
// a list of the wrong shape (numbers, say) is a console error and restricts nothing either, so a host's
// mistake never takes a feature away from visitors.

import { PRODUCT_TYPES } from '../platform/commerce';
import type { FeatureEntitlement } from '../platform/entitlements';
import { galleryLightboxifyUnavailable } from '../platform/strings';
import { reportError } from './errors';
import { dispatch, type RuntimeEventMap } from './events';
import { isRecord } from './guards';
import type { PageContext } from './page-context';

export type UpgradeFeature = RuntimeEventMap['site-runtime:upgrade-needed']['feature'];
/** On a block that needs a feature its site's plan lacks: the feature's name. */
export const UPGRADE_NEEDED_ATTR = 'data-sr-upgrade-needed';

export function isEntitled(context: PageContext, entitlement: FeatureEntitlement): boolean {
  const list: unknown = context.website?.entitlements;
  if (list === undefined) return true;
  if (!Array.isArray(list) || !list.every((value) => typeof value === 'string')) {
    reportError(new TypeError(`website.entitlements must be a list of names, not ${JSON.stringify(list)?.slice(0, 80)}`), 'entitlements');
    return true;
  }
  return list.includes(entitlement);
}

/** Spec 001 §8: a lightbox the plan lacks is the warning "lightboxify is not available in this tier!", and none opens. */
export function lightboxAllowed(context: PageContext): boolean {
  if (isEntitled(context, 'LIGHTBOX')) return true;
  console.warn(galleryLightboxifyUnavailable);
  return false;
}

const UPGRADE_FEATURES: readonly UpgradeFeature[] = ['lightbox', 'commerce', 'gift-cards', 'subscriptions'];

export function isUpgradeFeature(value: unknown): value is UpgradeFeature {
  return UPGRADE_FEATURES.includes(value as UpgradeFeature);
}

/** What a product block's data needs that the site's plan lacks (spec 001 §3), if anything: commerce
 *  for any product, and gift cards or subscriptions for a product of that kind. From the block's raw
 *  data, so the owner's notices (which read it before the block wakes) and the block agree. */
export function productUpgrade(context: PageContext, raw: unknown): UpgradeFeature | undefined {
  if (!isEntitled(context, 'COMMERCE')) return 'commerce';
  const product = isRecord(raw) ? raw['product'] : undefined;
  const content = isRecord(product) ? product['structuredContent'] : undefined;
  if (!isRecord(content)) return undefined;
  const type = content['productType'];
  if ((type === PRODUCT_TYPES.GIFT_CARD || type === 'gift card') && !isEntitled(context, 'GIFT_CARDS')) {
    return 'gift-cards';
  }
  if (isRecord(content['subscriptionPlan']) && !isEntitled(context, 'SUBSCRIPTIONS')) return 'subscriptions';
  return undefined;
}

/** Marks `el` as needing `feature` and says so: an owner's page draws the upgrade notice after it
 *  (src/features/account/upgrade-notices.ts, loaded only for signed-in accounts); a visitor's does
 *  nothing more. Gives back what unmarks it. */
export function needsUpgrade(el: Element, feature: UpgradeFeature): () => void {
  el.setAttribute(UPGRADE_NEEDED_ATTR, feature);
  dispatch('site-runtime:upgrade-needed', { element: el, feature });
  return () => el.removeAttribute(UPGRADE_NEEDED_ATTR);
}
