// The booking block's box: a link to the provider's booking page, which stays whatever happens to the
// script (a visitor can always book), a status line (loading, or why the widget is missing), and the
// provider's widget.

import { keepFocus } from '../../core/keep-focus';
import { newWindowLink } from '../../core/new-window-link';
import { bookingLoading, bookingRegion, bookingReserveOn, bookingUnavailable } from '../../platform/strings';
import type { Layout } from './layout';
import type { BookingProps } from './props';
import { bookingPage, PROVIDER_NAMES } from './providers';

/** Spec 000 §4: loading, then loaded; `fallback` when the script failed. */
type BookingState = 'loading' | 'loaded' | 'fallback';

export interface BookingBox {
  box: HTMLElement;
  /** Where the provider's script and widget go. */
  host: HTMLElement;
  show(state: BookingState): void;
  setLayout(layout: Layout): void;
}

/** Replaces the builder's inner markup (kept by the runtime, restored on destroy) with the box. */
export function createBox(el: HTMLElement, props: BookingProps, layout: Layout): BookingBox {
  const content = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
  const box = document.createElement('div');
  box.className = 'sr-booking';
  const host = document.createElement('div');
  host.className = 'sr-booking__widget';
  host.setAttribute('role', 'region');
  host.setAttribute('aria-label', props.restaurantName ? `${bookingRegion}: ${props.restaurantName}` : bookingRegion);
  const aside = document.createElement('p');
  aside.className = 'sr-booking__aside';
  const status = document.createElement('span');
  status.className = 'sr-booking__status';
  status.setAttribute('role', 'status');
  // The link first and the status line under it, its line kept when empty: the widget arriving, or
  // the status changing, moves neither (CLS 0).
  aside.append(providerLink(props), status);
  box.append(aside, host);
  keepFocus(content, () => content.replaceChildren(box));
  const setLayout = (next: Layout): void => box.setAttribute('data-layout', next);
  setLayout(layout);
  return {
    box,
    host,
    setLayout,
    show(state) {
      box.setAttribute('data-state', state);
      status.textContent = state === 'loading' ? bookingLoading : state === 'fallback' ? bookingUnavailable : '';
    },
  };
}

function providerLink(props: BookingProps): HTMLAnchorElement {
  // A plain replace: the message formatter would bring its whole ICU parser for one argument.
  return newWindowLink(bookingPage(props), bookingReserveOn.replace('{provider}', PROVIDER_NAMES[props.provider]), 'sr-booking__link');
}
