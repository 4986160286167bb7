// The product block (43): the product page's details and buy form, or a card in a product list whose
// quick view opens the same details in a modal dialog (WAI-ARIA dialog pattern, on <dialog>).

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { recordQuickView } from '../../analytics/census';
import { addItem } from '../../core/cart';
import { giftCardUrl, goTo, gotoCheckout, subscribeUrl } from '../../core/checkout';
import { measurementUnits, workflowLabel } from '../../core/format';
import { formatMessage } from '../../core/messages';
import { SafeLink } from '../../island/safe-link';
import { closedBy, useModal } from '../../island/use-modal';
import {
  type Choice,
  chosenVariant,
  isSoldOut,
  isValueSoldOut,
  isVariantSoldOut,
  optionsOf,
  type Product as ProductData,
  type ProductProps,
  priceDisplay,
  type Variant,
} from './model';
import { Price } from './Price';
import * as texts from './texts';

export function Product(props: ProductProps): ReactNode {
  return props.layout === 'card' ? <ProductCard {...props} /> : <ProductDetail {...props} headingLevel={1} />;
}

function ProductCard(props: ProductProps): ReactNode {
  const { product, currency, locale, servedPrice } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const show = (): void => {
    setOpen(true);
    void recordQuickView(product.id);
  };
  const close = (): void => setOpen(false);
  // Opened once its content is there, so the dialog moves focus into it (to Close, its first control).
  useModal(dialog, open, opener);

  return (
    <article className="sr-product sr-product--card" aria-labelledby={titleId}>
      <h2 className="sr-product__title" id={titleId}>
        <SafeLink href={product.url}>{product.title}</SafeLink>
      </h2>
      <Status product={product} />
      <Price display={priceDisplay(product)} currency={currency} locale={locale} served={servedPrice} />
      <button
        type="button"
        className="sr-button sr-product__quick-view"
        ref={opener}
        onClick={show}
        aria-haspopup="dialog"
        aria-label={`${texts.QUICK_VIEW}: ${product.title}`}
      >
        {texts.QUICK_VIEW}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; by keyboard, Escape closes the native dialog */}
      <dialog
        className="sr-product__dialog"
        ref={dialog}
        aria-label={product.title}
        onClose={closedBy(setOpen)}
        // A click on the backdrop lands on the dialog element itself, outside its box: it closes.
        onClick={(event) => event.target === dialog.current && isOutside(event.currentTarget, event) && close()}
      >
        {open && (
          <div className="sr-product__dialog-body">
            <button type="button" className="sr-product__close" onClick={close}>
              {texts.CLOSE}
            </button>
            <ProductDetail {...props} headingLevel={2} />
          </div>
        )}
      </dialog>
    </article>
  );
}

function isOutside(box: Element, { clientX, clientY }: { clientX: number; clientY: number }): boolean {
  const rect = box.getBoundingClientRect();
  return clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom;
}

function ProductDetail({
  product,
  currency,
  locale,
  imperial,
  express,
  servedPrice,
  headingLevel,
}: ProductProps & { headingLevel: 1 | 2 }): ReactNode {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [choice, setChoice] = useState<Choice>({});
  const chosen = chosenVariant(product, choice);
  return (
    <section className="sr-product sr-product--detail" aria-label={headingLevel === 2 ? undefined : product.title}>
      <Heading className="sr-product__title">{product.title}</Heading>
      <Status product={product} chosen={chosen} />
      <Price display={priceDisplay(product, chosen)} currency={currency} locale={locale} served={servedPrice} />
      {product.subscriptionPlan && <p className="sr-product__plan">{texts.planText(product.subscriptionPlan, locale)}</p>}
      <BuyForm product={product} choice={choice} onChoice={setChoice} chosen={chosen} express={express} />
      <Specs variant={chosen} imperial={imperial} />
    </section>
  );
}

/** Workflow label (spec 000 §4) for what is not published; otherwise sold out or available. */
function Status({ product, chosen }: { product: ProductData; chosen?: Variant | undefined }): ReactNode {
  const soldOut = chosen ? isVariantSoldOut(product, chosen) : isSoldOut(product);
  const published = product.workflowState === 'published';
  const text = !published ? workflowLabel(product.workflowState) : soldOut ? texts.SOLD_OUT : workflowLabel('published');
  return <p className={`sr-product__status${soldOut || !published ? ' sr-product__status--unavailable' : ''}`}>{text}</p>;
}

type Result = { ok: true; text: string } | { ok: false; text: string };

function BuyForm({
  product,
  choice,
  onChoice,
  chosen,
  express,
}: {
  product: ProductData;
  choice: Choice;
  onChoice: (choice: Choice) => void;
  chosen: Variant | undefined;
  express: boolean;
}): ReactNode {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState<'add' | 'express'>();
  const [result, setResult] = useState<Result>();
  const id = useId();
  const options = optionsOf(product);
  const published = product.workflowState === 'published';
  const soldOut = chosen ? isVariantSoldOut(product, chosen) : isSoldOut(product);
  const countable = product.kind === 'physical' || product.kind === 'service';
  const subscription = product.subscriptionPlan !== undefined;
  // Spec 000 §3's express checkout: gift cards and subscriptions already go straight to their own checkout.
  const offersExpress = express && product.kind !== 'gift card' && !subscription;

  // What the visitor chose before the island woke is in the form: the state starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later choices come through onChange
  useEffect(() => {
    if (form.current) onChoice(readChoice(form.current, options));
  }, []);

  /** Adds the chosen item; `toCheckout`: then straight to checkout (the express path). */
  const buy = async (data: FormData, toCheckout: boolean): Promise<void> => {
    if (busy || soldOut || !published) return;
    const sku = chosen?.sku;
    if (product.kind === 'gift card') return goTo(giftCardUrl(product.websiteId, product.id, sku));
    const quantity = countable && !subscription ? Number(data.get('quantity')) || 1 : 1;
    setBusy(toCheckout ? 'express' : 'add');
    setResult(undefined);
    try {
      const cart = await addItem({ productId: product.id, ...(sku ? { sku } : {}), quantity });
      if (subscription && cart.cartToken) return goTo(subscribeUrl(cart.cartToken), false);
      // Without the cart cookie checkout says why (an alert): the item is in the cart all the same.
      if (toCheckout && gotoCheckout()) return;
      setResult({ ok: true, text: texts.ADDED });
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(undefined);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void buy(new FormData(event.currentTarget), false);
  };
  // A button, not a second submit: Enter in a field keeps adding to the cart; the form's own checks
  // (an option chosen, a quantity in range) hold for the express path too.
  const buyNow = (): void => {
    if (form.current?.reportValidity()) void buy(new FormData(form.current), true);
  };

  const label = soldOut
    ? texts.SOLD_OUT
    : busy === 'add'
      ? texts.ADDING
      : product.kind === 'gift card'
        ? texts.BUY_NOW
        : subscription
          ? texts.SUBSCRIBE
          : texts.ADD_TO_CART;
  return (
    <form className="sr-product__form" ref={form} method="post" onSubmit={submit} aria-busy={busy !== undefined || undefined}>
      {options.map((option, index) => (
        <p className="sr-product__field" key={option.name}>
          <label htmlFor={`${id}o${index}`}>{option.name}</label>
          <select
            id={`${id}o${index}`}
            name={`option:${option.name}`}
            required
            defaultValue={product.variants.length === 1 ? option.values[0] : ''}
            onChange={(event) => onChoice({ ...choice, [option.name]: event.currentTarget.value })}
          >
            {product.variants.length > 1 && <option value="">{formatMessage(texts.CHOOSE, { option: option.name })}</option>}
            {option.values.map((value) => (
              <option key={value} value={value}>
                {isValueSoldOut(product, choice, option.name, value) ? formatMessage(texts.SOLD_OUT_SUFFIX, { value }) : value}
              </option>
            ))}
          </select>
        </p>
      ))}
      {countable && !subscription && (
        <p className="sr-product__field">
          <label htmlFor={`${id}q`}>{texts.QUANTITY}</label>
          <input
            id={`${id}q`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={chosen && !chosen.unlimited ? Math.max(1, chosen.qtyInStock) : 999}
            defaultValue={1}
            required
          />
        </p>
      )}
      {/* Busy is aria-disabled, not disabled: a disabled button loses focus, and the visitor their place. */}
      <button
        type="submit"
        className="sr-button sr-product__buy"
        disabled={soldOut || !published}
        aria-disabled={busy !== undefined || undefined}
      >
        {label}
      </button>
      {offersExpress && (
        <button
          type="button"
          className="sr-button sr-product__express"
          disabled={soldOut || !published}
          aria-disabled={busy !== undefined || undefined}
          onClick={buyNow}
        >
          {texts.BUY_NOW}
        </button>
      )}
      <p className="sr-product__result" role="status">
        {result?.ok ? result.text : ''}
      </p>
      <p className="sr-product__error" role="alert">
        {result && !result.ok ? result.text : ''}
      </p>
    </form>
  );
}

function readChoice(form: HTMLFormElement, options: Array<{ name: string }>): Choice {
  const data = new FormData(form);
  const choice: Record<string, string> = {};
  for (const { name } of options) {
    const value = data.get(`option:${name}`);
    if (typeof value === 'string' && value !== '') choice[name] = value;
  }
  return choice;
}

/** Shipping weight and size in the store's units (spec 000 §3: imperial gives lbs and inches). */
function Specs({ variant, imperial }: { variant: Variant | undefined; imperial: boolean }): ReactNode {
  if (!variant || (variant.weight === undefined && !variant.dimensions)) return null;
  const units = measurementUnits(imperial ? 1 : 2);
  const size = variant.dimensions;
  return (
    <dl className="sr-product__specs">
      {variant.weight !== undefined && (
        <>
          <dt>{texts.WEIGHT}</dt>
          <dd>
            {variant.weight} {units.weight}
          </dd>
        </>
      )}
      {size && (
        <>
          <dt>{texts.SIZE}</dt>
          <dd>
            {size.length} × {size.width} × {size.height} {units.length}
          </dd>
        </>
      )}
    </dl>
  );
}
