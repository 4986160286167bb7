// The price line of spec 000 §4: "from {startingPrice}", a sale price beside the original struck
// through (with words for screen readers, which do not announce the strike), or a plain price.
// Until a choice changes it, the line shows the server's text: a first touch then makes no number
// formatter (a page's first costs ~40 ms on a slow phone), and the server's ICU wins any difference.

import { type ReactNode, useState } from 'react';
import { formatMessage } from '../../core/messages';
import { formatCents } from '../../core/money';
import * as strings from '../../platform/strings';
import type { PriceDisplay } from './model';
import { ORIGINAL_PRICE, SALE_PRICE } from './texts';

/** The visible texts of a price line as the server sent it: the line, or the sale and original price. */
export type ServedPrice = readonly string[];

interface PriceProps {
  display: PriceDisplay;
  currency: string;
  locale: string;
  served?: ServedPrice | undefined;
}

export function Price({ display, currency, locale, served }: PriceProps): ReactNode {
  const [first] = useState(display);
  const texts = served && sameDisplay(first, display) && served.length === (display.kind === 'sale' ? 2 : 1) ? served : undefined;
  const money = (cents: number): string => formatCents(cents, currency, locale);
  if (display.kind === 'sale') {
    return (
      <p className="sr-price sr-price--sale">
        <span className="sr-price__sale">
          <span className="sr-visually-hidden">{SALE_PRICE}: </span>
          {texts?.[0] ?? money(display.sale)}
        </span>{' '}
        <del className="sr-price__original">
          <span className="sr-visually-hidden">{ORIGINAL_PRICE}: </span>
          {texts?.[1] ?? money(display.original)}
        </del>
      </p>
    );
  }
  const line =
    texts?.[0] ??
    (display.kind === 'from' ? formatMessage(strings.priceFrom, { startingPrice: money(display.amount) }, locale) : money(display.amount));
  return <p className="sr-price">{line}</p>;
}

/** Reads a price line the server rendered with Price: what a visitor sees of it, labels left out. */
export function servedPrice(line: Element | null): ServedPrice | undefined {
  if (!line) return undefined;
  const visible = (el: Element): string =>
    [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
  const sale = line.querySelector('.sr-price__sale');
  const original = line.querySelector('.sr-price__original');
  return sale && original ? [visible(sale), visible(original)] : [visible(line)];
}

function sameDisplay(a: PriceDisplay, b: PriceDisplay): boolean {
  const key = (d: PriceDisplay): string => (d.kind === 'sale' ? `sale ${d.sale} ${d.original}` : `${d.kind} ${d.amount}`);
  return key(a) === key(b);
}
