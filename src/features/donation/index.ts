// Donation block (52): its button goes to `/checkout/donate?donatePageId={id}`, in the top window when
// the page is inside the editing frame (the checkout cannot run in a frame). No React: the server HTML
// is the button; the runtime only points it the right way. A block without a button is a console error
// (spec 000 §8) and changes nothing.

import { donateUrl, goTo } from '../../core/checkout';
import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';

export interface DonationProps {
  donatePageId: string;
}

const feature: FeatureModule<DonationProps> = {
  parse(raw) {
    const id = isRecord(raw) ? raw['donatePageId'] : undefined;
    if (typeof id !== 'string' || id.trim() === '') throw new TypeError('donation: "donatePageId" must be a non-empty string');
    return { donatePageId: id };
  },
  mount(el, { donatePageId }) {
    const button = el.querySelector<HTMLAnchorElement | HTMLButtonElement>('a.sr-donation__button, button.sr-donation__button, a, button');
    if (!button) {
      console.error(`Donation block ${el.id ? `#${el.id} ` : ''}has no donate button.`);
      return () => undefined;
    }
    const url = donateUrl(donatePageId);
    if (button instanceof HTMLAnchorElement) button.href = url;
    const onClick = (event: Event): void => {
      event.preventDefault();
      goTo(url);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  },
};

export default feature;
