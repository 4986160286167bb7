// The product reviews page (page type "reviews request"): the products of an emailed review request,
// each with a star rating (a radio group: arrow keys move, as the WAI-ARIA radio pattern has it), a
// title and a text. The request's state decides what shows instead (spec 001 §8's texts).

import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isRecord, stringOr } from '../../core/guards';
import { useFetch } from '../../island/use-fetch';
import * as strings from '../../platform/strings';
import { loadRequest, RatingError, type ReviewProduct, ReviewRequestError, sendReview } from './api';
import * as texts from './texts';

export interface ReviewsProps {
  /** The request's token; else the page address's `token`. */
  token: string;
}

export function parseReviews(raw: unknown): ReviewsProps {
  return { token: stringOr(isRecord(raw) ? raw['token'] : undefined, '') };
}

export function Reviews({ token: given }: ReviewsProps): ReactNode {
  // The address is the browser's: read with the request, never while the server renders.
  const [view, request] = useFetch(
    async () => {
      const token = given || (new URLSearchParams(location.search).get('token') ?? '');
      return { token, products: await loadRequest(token) };
    },
    { what: 'the review request' },
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A state of the request (expired, already reviewed) is final; a request that could not be read may
  // be read again.
  const closed = view.status === 'failed' && view.error instanceof ReviewRequestError;

  const readAgain = (): void => {
    // The button goes with the message: the heading keeps the visitor's place.
    heading.current?.focus();
    request.read();
  };

  return (
    <section className="sr-reviews" aria-labelledby={headingId} aria-busy={view.status === 'pending'}>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {texts.TITLE}
      </h1>
      {view.status === 'pending' && <p role="status">{texts.LOADING}</p>}
      {view.status === 'failed' && (
        <p role="alert" className="sr-reviews__closed">
          {closed ? view.error.message : strings.unableToConnectTryAgain}
        </p>
      )}
      {view.status === 'failed' && !closed && (
        <button type="button" className="sr-button" onClick={readAgain}>
          {texts.TRY_AGAIN}
        </button>
      )}
      {view.status === 'success' &&
        view.data.products.map((product) => <ReviewForm key={product.id} token={view.data.token} product={product} />)}
    </section>
  );
}

function ReviewForm({ token, product }: { token: string; product: ReviewProduct }): ReactNode {
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const rating = Number(data.get('rating'));
    if (!rating) {
      setError(strings.selectStarRating);
      firstStar.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await sendReview({
        token,
        productId: product.id,
        rating,
        title: String(data.get('title') ?? ''),
        body: String(data.get('body') ?? ''),
      });
      setSent(true);
    } catch (failure) {
      setError((failure as Error).message);
      if (failure instanceof RatingError) firstStar.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <p className="sr-reviews__thanks" role="status">
        {texts.thanks(product.title)}
      </p>
    );
  return (
    <form className="sr-reviews__form" aria-labelledby={`${id}h`} method="post" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}h`}>{product.title}</h2>
      <fieldset
        className={`sr-reviews__stars${error ? ' sr-reviews__stars--invalid' : ''}`}
        aria-describedby={error ? `${id}e` : undefined}
      >
        <legend>{texts.RATING}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <span className="sr-reviews__star" key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              id={`${id}s${stars}`}
              ref={stars === 1 ? firstStar : undefined}
              onChange={() => setError('')}
            />
            <label htmlFor={`${id}s${stars}`}>{texts.stars(stars)}</label>
          </span>
        ))}
      </fieldset>
      <p id={`${id}e`} className="sr-reviews__error" role="alert">
        {error}
      </p>
      <p className="sr-reviews__field">
        <label htmlFor={`${id}t`}>{texts.REVIEW_TITLE}</label>
        <input id={`${id}t`} name="title" maxLength={200} />
      </p>
      <p className="sr-reviews__field">
        <label htmlFor={`${id}b`}>{texts.REVIEW_BODY}</label>
        <textarea id={`${id}b`} name="body" maxLength={5000} rows={4} />
      </p>
      <button type="submit" className="sr-button sr-reviews__submit" disabled={busy}>
        {texts.SUBMIT}
      </button>
    </form>
  );
}
