// Product block (43): price, variants, stock and the buy button, hydrated from the server's HTML. On a
// site whose plan lacks what the product needs (spec 001 §3: commerce; gift cards or subscriptions for
// those) no island takes it: its server HTML stays, but cannot buy, and an owner gets the upgrade notice
// (spec 001 §2; drawn by the account feature).

import { needsUpgrade, productUpgrade, type UpgradeFeature } from '../../core/entitlements';
import type { FeatureModule, Teardown } from '../../island/feature';
import { island } from '../../island/island';
import { type ProductProps, parseProductProps } from './model';
import { servedPrice } from './Price';
import { Product } from './Product';

type Props = ProductProps & { upgrade: UpgradeFeature | undefined };

const live = island(Product, parseProductProps);

const feature: FeatureModule<Props> = {
  Component: Product,
  parse: (raw, context) => ({ ...parseProductProps(raw, context), upgrade: productUpgrade(context, raw) }),
  mount: (el, { upgrade, ...props }, ctx) =>
    upgrade ? unsellable(el, upgrade) : live.mount(el, { ...props, servedPrice: served(el) }, ctx),
};

export default feature;

/** The server's price line, where the block hydrates its HTML (client-rendered, the markup is not ours). */
function served(el: HTMLElement): readonly string[] | undefined {
  return el.hasAttribute('data-ssr') ? servedPrice(el.querySelector('.sr-price')) : undefined;
}

/** A product the plan cannot sell: its buy buttons are disabled, and its form never sends (a native
 *  submit, by Enter in a field, would reload the page with the choices in its address). */
function unsellable(el: HTMLElement, feature: UpgradeFeature): Teardown {
  const hold = (event: Event): void => event.preventDefault();
  const buttons = [...el.querySelectorAll<HTMLButtonElement>('button[type="submit"]:not(:disabled)')];
  for (const button of buttons) button.disabled = true;
  el.addEventListener('submit', hold);
  const unmark = needsUpgrade(el, feature);
  return () => {
    el.removeEventListener('submit', hold);
    for (const button of buttons) button.disabled = false;
    unmark();
  };
}
