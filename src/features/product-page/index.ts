// The builder's product page, both generations: its add-to-cart button is a `div[role=button]` (7.0) or
// a `button` in `[data-controller=ProductDetail]` (7.1) that its own script made work. Here the markup is
// the data (7.0: props.ts; 7.1: the product detail's `data-context`, detail.ts): a click, Enter or Space
// adds the chosen variant and quantity to the cart (the cart API, src/core/cart.ts), the button says so
// while it works, a status line beside it says what happened (added, an option still to choose, sold
// out, or the cart's failure in spec 001's words) and the builder's cart counts follow (cart-count.ts).
// No React. A product add-on's button (its own little product) is left as published.

import { addItem } from '../../core/cart';
import { reportError } from '../../core/errors';
import type { FeatureModule } from '../../island/feature';
import { followCartCount } from './cart-count';
import { PRODUCT_DETAIL, readProductDetail } from './detail';
import { chosenOptions, type ProductPage, quantityOf, readProductPage, variantFor } from './props';
import { ADDED, ADDING, CHOOSE, SOLD_OUT } from './texts';

const ADD_ON = '.product-add-ons, .add-on-add-to-cart-wrapper';

const feature: FeatureModule = {
  mount(button, _props, { signal }) {
    if (button.closest(ADD_ON)) return () => undefined;
    const detail = button.closest(PRODUCT_DETAIL);
    const page = detail ? readProductDetail(detail) : readProductPage(button);
    const label =
      button.querySelector<HTMLElement>('.add-to-cart-text') ??
      button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ??
      button;
    const original = label.textContent ?? '';
    const status = document.createElement('p');
    status.className = 'sr-product-page__status';
    status.setAttribute('role', 'status');
    (button.parentElement ?? button).after(status);
    const stopCount = followCartCount();
    let busy = false;

    const add = async (): Promise<void> => {
      if (busy) return;
      const refusal = refusalOf(page);
      if (refusal !== undefined) {
        status.textContent = refusal;
        return;
      }
      const variant = variantFor(page.variants, chosenOptions(page.controls));
      busy = true;
      button.setAttribute('aria-disabled', 'true');
      label.textContent = ADDING;
      status.textContent = '';
      try {
        await addItem({ productId: page.itemId, ...(variant ? { sku: variant.sku } : {}), quantity: quantityOf(page.quantity) });
        if (!signal.aborted) status.textContent = ADDED;
      } catch (error) {
        if (!signal.aborted) status.textContent = error instanceof Error ? error.message : String(error);
        reportError(error, 'product-page');
      } finally {
        busy = false;
        button.removeAttribute('aria-disabled');
        label.textContent = original;
      }
    };
    const onClick = (event: Event): void => {
      event.preventDefault();
      void add();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Enter' || event.key === ' ') onClick(event);
    };
    button.addEventListener('click', onClick);
    // A real button clicks itself on Enter and Space.
    const native = button instanceof HTMLButtonElement;
    if (!native) button.addEventListener('keydown', onKey);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKey);
      stopCount();
      status.remove();
      label.textContent = original;
    };
  },
};

export default feature;

/** Why the choice cannot be added as it is (the control of a missing option gets the focus), if it cannot. */
function refusalOf(page: ProductPage): string | undefined {
  if (page.soldOut) return SOLD_OUT;
  const chosen = chosenOptions(page.controls);
  const missing = [...page.controls.keys()].find((name) => chosen[name] === '');
  if (missing !== undefined) {
    const control = page.controls.get(missing);
    (control instanceof HTMLSelectElement ? control : control?.querySelector<HTMLElement>('input[type="radio"]'))?.focus();
    return CHOOSE.replace('{option}', missing);
  }
  return variantFor(page.variants, chosen)?.soldOut ? SOLD_OUT : undefined;
}
