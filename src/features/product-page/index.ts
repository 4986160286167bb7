// The builder's 7.0 product page: its add-to-cart button is a `div[role=button]` its own script made work.
// Here the markup is the data (props.ts): a click, Enter or Space adds the chosen variant and quantity to
// the cart (the cart API, src/core/cart.ts), the button says so while it works, and a status line beside
// it says what happened: added, an option still to choose, sold out, or the cart's failure. No React.

import { addItem } from '../../core/cart';
import { reportError } from '../../core/errors';
import type { FeatureModule } from '../../island/feature';
import { chosenOptions, quantityOf, readProductPage, variantFor } from './props';
import { ADDED, ADDING, CHOOSE, SOLD_OUT } from './texts';

const feature: FeatureModule = {
  mount(button, _props, { signal }) {
    const page = readProductPage(button);
    const label = button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;
    const original = label.textContent ?? '';
    const status = document.createElement('p');
    status.className = 'sr-product-page__status';
    status.setAttribute('role', 'status');
    (button.parentElement ?? button).after(status);
    let busy = false;

    const add = async (): Promise<void> => {
      if (busy) return;
      const chosen = chosenOptions(page.controls);
      const missing = [...page.controls.keys()].find((name) => chosen[name] === '');
      if (missing !== undefined) {
        status.textContent = CHOOSE.replace('{option}', missing);
        page.controls.get(missing)?.focus();
        return;
      }
      const variant = variantFor(page.variants, chosen);
      if (variant?.soldOut) {
        status.textContent = SOLD_OUT;
        return;
      }
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
    button.addEventListener('keydown', onKey);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKey);
      status.remove();
      label.textContent = original;
    };
  },
};

export default feature;
