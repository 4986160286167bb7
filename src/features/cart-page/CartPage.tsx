// The full-page cart (the cart root element on the "show cart" page): entries, quantities and the
// totals the host computed (spec 000 §3's facade), changed through the cart API, then checkout.
// The server renders the frame; the cart itself is the visitor's, so it is read in the browser.

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Cart, type CartEntry, removeItem, syncCart, updateQuantity } from '../../core/cart';
import { gotoCheckout } from '../../core/checkout';
import { isRecord, stringOr } from '../../core/guards';
import { formatCents } from '../../core/money';
import { SafeLink } from '../../island/safe-link';
import { useFetch } from '../../island/use-fetch';
import * as texts from './texts';

export interface CartPageProps {
  /** Where "Continue shopping" goes. */
  storeUrl: string;
  locale: string;
}

export function parseCartPage(raw: unknown, context: { locale?: unknown }): CartPageProps {
  const data = isRecord(raw) ? raw : {};
  return { storeUrl: stringOr(data['storeUrl'], '/'), locale: stringOr(context.locale, 'en-US') };
}

export function CartPage({ storeUrl, locale }: CartPageProps): ReactNode {
  const [view, cart] = useFetch(syncCart, { what: 'the cart' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const inUse = useRef<{ control: Element | null; neighbour: HTMLElement | null }>({ control: null, neighbour: null });

  // While a change is sent the cart's controls are disabled, so the one in use loses focus (and a
  // removed row takes its button along): once the cart is back, focus returns to that control, else to
  // the same control of the next row (or the one before), else to the cart's heading: never to the top
  // of the document, where a keyboard user would start again.
  useEffect(() => {
    const { control, neighbour } = inUse.current;
    if (busy || control === null) return;
    inUse.current = { control: null, neighbour: null };
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const back = [control, neighbour].find((each): each is HTMLElement => each instanceof HTMLElement && each.isConnected);
    (back ?? heading.current)?.focus();
  }, [busy]);

  const readAgain = (): void => {
    // The button goes with the message: the heading keeps the visitor's place.
    heading.current?.focus();
    cart.read();
  };

  /** A change goes to the host, which answers with the cart and its new totals. */
  const change = async (send: () => Promise<Cart>): Promise<boolean> => {
    inUse.current = { control: document.activeElement, neighbour: sameControlNearby(document.activeElement) };
    setBusy(true);
    setError('');
    try {
      cart.set(await send());
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sr-cart" aria-labelledby={headingId} aria-busy={view.status === 'pending' || busy}>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {texts.TITLE}
      </h1>
      {view.status === 'pending' && <p role="status">{texts.LOADING}</p>}
      {view.status === 'failed' && (
        <>
          <p role="alert" className="sr-cart__error">
            {view.error.message}
          </p>
          <button type="button" className="sr-button" onClick={readAgain}>
            {texts.TRY_AGAIN}
          </button>
        </>
      )}
      {view.status === 'success' && view.data.entries.length === 0 && (
        <p>
          {texts.EMPTY} <SafeLink href={storeUrl}>{texts.CONTINUE}</SafeLink>
        </p>
      )}
      {view.status === 'success' && view.data.entries.length > 0 && (
        <>
          <Entries
            cart={view.data}
            locale={locale}
            busy={busy}
            onQuantity={(entry, quantity) => change(() => updateQuantity(entry.id, quantity))}
            onRemove={(entry) => change(() => removeItem(entry.id))}
          />
          <Totals cart={view.data} locale={locale} />
          <button type="button" className="sr-button sr-cart__checkout" disabled={busy} onClick={() => gotoCheckout()}>
            {texts.CHECKOUT}
          </button>
        </>
      )}
      <p role="alert" className="sr-cart__error">
        {error}
      </p>
    </section>
  );
}

/** The control of the same kind in the next row, else the row before: where focus goes if its row goes. */
function sameControlNearby(control: Element | null): HTMLElement | null {
  const row = control?.closest('tr');
  const kind = control?.classList[0];
  if (!row || !kind) return null;
  const other = row.nextElementSibling ?? row.previousElementSibling;
  return other?.querySelector<HTMLElement>(`.${kind}`) ?? null;
}

interface EntriesProps {
  cart: Cart;
  locale: string;
  busy: boolean;
  onQuantity: (entry: CartEntry, quantity: number) => Promise<boolean>;
  onRemove: (entry: CartEntry) => Promise<boolean>;
}

function Entries({ cart, locale, busy, onQuantity, onRemove }: EntriesProps): ReactNode {
  const money = (cents: number): string => formatCents(cents, cart.currencyCode, locale);
  return (
    <table className="sr-cart__entries">
      <caption className="sr-visually-hidden">{texts.CAPTION}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.ITEM}</th>
          <th scope="col">{texts.PRICE}</th>
          <th scope="col">{texts.QUANTITY}</th>
          <th scope="col">{texts.TOTAL}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {cart.entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">
              <SafeLink href={entry.url}>{entry.title}</SafeLink>
              {entry.optionValues.map((option) => (
                <span className="sr-cart__option" key={option.optionName}>
                  {option.optionName}: {option.value}
                </span>
              ))}
            </th>
            <td>{money(entry.unitPriceCents)}</td>
            <td>
              <Quantity entry={entry} busy={busy} onQuantity={onQuantity} />
            </td>
            <td>{money(entry.totalCents)}</td>
            <td>
              <button type="button" className="sr-cart__remove" disabled={busy} onClick={() => void onRemove(entry)}>
                {texts.REMOVE}
                <span className="sr-visually-hidden"> {entry.title}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sent when the visitor commits a number (Enter, or leaving the field); a refused
 *  change puts the last accepted quantity back. */
function Quantity({ entry, busy, onQuantity }: Pick<EntriesProps, 'busy' | 'onQuantity'> & { entry: CartEntry }): ReactNode {
  const [value, setValue] = useState(String(entry.quantity));
  // Enter commits, and the field then loses focus as it is disabled: one change, sent once. Chromium may
  // deliver that blur late, after a failed change has ended but before the old quantity is drawn back:
  // the handler it reaches is the disabled field's (busy), which sends nothing.
  const sending = useRef(false);
  const id = useId();
  useEffect(() => setValue(String(entry.quantity)), [entry.quantity]);

  const commit = async (): Promise<void> => {
    const quantity = Number(value);
    if (sending.current || busy) return;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity === entry.quantity) return setValue(String(entry.quantity));
    sending.current = true;
    const accepted = await onQuantity(entry, quantity);
    sending.current = false;
    if (!accepted) setValue(String(entry.quantity));
  };
  return (
    <>
      <label className="sr-visually-hidden" htmlFor={id}>
        {texts.quantityOf(entry.title)}
      </label>
      <input
        id={id}
        className="sr-cart__quantity"
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        value={value}
        disabled={busy}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => event.key === 'Enter' && void commit()}
      />
    </>
  );
}

function Totals({ cart, locale }: { cart: Cart; locale: string }): ReactNode {
  const money = (cents: number): string => formatCents(cents, cart.currencyCode, locale);
  const rows: Array<[string, string, string]> = [
    [texts.SUBTOTAL, money(cart.subtotalCents), 'subtotal'],
    ...(cart.discountCents > 0 ? [[texts.DISCOUNT, `−${money(cart.discountCents)}`, 'discount'] as [string, string, string]] : []),
    [texts.TAX, money(cart.taxCents), 'tax'],
    [texts.SHIPPING, money(cart.shippingCostCents), 'shipping'],
    [texts.GRAND_TOTAL, money(cart.grandTotalCents), 'total'],
  ];
  return (
    <dl className="sr-cart__totals">
      {rows.map(([term, amount, key]) => (
        <div className={`sr-cart__row sr-cart__row--${key}`} key={key}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
