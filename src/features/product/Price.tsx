// The price line of spec 000 §4: "from {startingPrice}", a sale price beside the original struck
// through (with words for screen readers, which do not announce the strike), or a plain price.

import type { ReactNode } from 'react';
import { formatMessage } from '../../core/messages';
import { formatCents } from '../../core/money';
import * as strings from '../../platform/strings';
import type { PriceDisplay } from './model';
import { ORIGINAL_PRICE, SALE_PRICE } from './texts';

export function Price({ display, currency, locale }: { display: PriceDisplay; currency: string; locale: string }): ReactNode {
  const money = (cents: number): string => formatCents(cents, currency, locale);
  if (display.kind === 'from') {
    return <p className="sr-price">{formatMessage(strings.priceFrom, { startingPrice: money(display.amount) }, locale)}</p>;
  }
  if (display.kind === 'sale') {
    return (
      <p className="sr-price sr-price--sale">
        <span className="sr-price__sale">
          <span className="sr-visually-hidden">{SALE_PRICE}: </span>
          {money(display.sale)}
        </span>{' '}
        <del className="sr-price__original">
          <span className="sr-visually-hidden">{ORIGINAL_PRICE}: </span>
          {money(display.original)}
        </del>
      </p>
    );
  }
  return <p className="sr-price">{money(display.amount)}</p>;
}
