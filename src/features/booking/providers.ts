// The two reservation providers: where each one's widget script is, what it is asked for, how the
// widget is started once the script is in, and the provider's own booking page (the block's fallback).
// A site may serve a provider's script from elsewhere (`websiteSettings.reservationScriptUrls`, https or
// a path on the site), as the fixture site does with its stand-ins.

import { isRecord } from '../../core/guards';
import type { PageContext } from '../../core/page-context';
import { isSafeScriptUrl } from '../../core/url';
import type { Layout } from './layout';
import type { BookingProps, BookingProvider } from './props';

const DEFAULT_SCRIPTS: Record<BookingProvider, string> = {
  opentable: 'https://www.opentable.com/widget/reservation/loader',
  resy: 'https://widgets.resy.com/embed.js',
};

export const PROVIDER_NAMES: Record<BookingProvider, string> = { opentable: 'OpenTable', resy: 'Resy' };

/** The script's base address for this site: its override when usable, else the provider's own. */
export function scriptBase(context: PageContext, provider: BookingProvider): string {
  const overrides = context.websiteSettings?.['reservationScriptUrls'];
  const url = isRecord(overrides) ? overrides[provider] : undefined;
  const usable = isSafeScriptUrl(url);
  return usable ? url : DEFAULT_SCRIPTS[provider];
}

/**
 * OpenTable's loader draws the widget where its script tag is, in the type it is asked for: `wide`
 * for a wide block, else `standard` (its narrow, stacked form). Resy's script only defines
 * `resyWidget`; the widget is added by a call (startWidget).
 */
export function scriptAddress(base: string, props: BookingProps, layout: Layout, locale: string | undefined): string {
  const url = new URL(base, location.href);
  if (props.provider === 'opentable') {
    url.searchParams.set('rid', props.venueId);
    url.searchParams.set('type', layout === 'wide' ? 'wide' : 'standard');
    url.searchParams.set('theme', 'standard');
    url.searchParams.set('iframe', 'false');
    url.searchParams.set('lang', locale || 'en-US');
    url.searchParams.set('ot_source', 'Restaurant website');
  }
  return url.href;
}

interface ResyWidget {
  addButton(element: HTMLElement, options: { venueId: string; apiKey: string; replace: boolean }): void;
}

/** After the script ran: draws (Resy) or checks (OpenTable) the widget; throws when there is none. */
export function startWidget(host: HTMLElement, props: BookingProps): void {
  if (props.provider === 'opentable') {
    if (!host.querySelector(':scope > :not(script)')) throw new Error('The OpenTable loader drew no widget.');
    return;
  }
  const widget = (window as unknown as { resyWidget?: Partial<ResyWidget> }).resyWidget;
  if (typeof widget?.addButton !== 'function') throw new Error('The Resy script did not set up resyWidget.addButton.');
  const button = document.createElement('span');
  host.append(button);
  widget.addButton(button, { venueId: props.venueId, apiKey: props.apiKey, replace: true });
}

/** The provider's booking page for the restaurant: the builder's link, else the provider's own. */
export function bookingPage(props: BookingProps): string {
  if (props.bookingUrl) return props.bookingUrl;
  if (props.provider === 'opentable') return `https://www.opentable.com/restref/client/?rid=${encodeURIComponent(props.venueId)}`;
  return 'https://resy.com/';
}
