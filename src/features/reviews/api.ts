// The reviews calls (the project's own, like the cart's: docs/testing.md): a review request's products, and a
// review. Failures come back as the texts of spec 001 §8.

import { api, isApiError } from '../../core/api';
import { reportError } from '../../core/errors';
import { isRecord } from '../../core/guards';
import * as strings from '../../platform/strings';

export interface ReviewProduct {
  id: string;
  title: string;
}

export interface Review {
  token: string;
  productId: string;
  rating: number;
  title: string;
  body: string;
}

/** Why a request cannot be reviewed: its text is what the page says instead. */
export class ReviewRequestError extends Error {}

/** A request's token is an opaque id: letters, digits, `-` and `_`. Anything else (`..`, `/`, `%2e`) could
 *  make the call's address another of the host's, so it is never sent. */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export async function loadRequest(token: string): Promise<ReviewProduct[]> {
  // What a host says of a token it does not know.
  if (!TOKEN.test(token)) throw new ReviewRequestError(strings.reviewRequestExpired);
  try {
    const data = await api.get<{ products?: unknown }>(`/api/commerce/review-requests/${encodeURIComponent(token)}`);
    const products = Array.isArray(data?.products) ? data.products.filter(isProduct) : [];
    if (products.length === 0) throw new ReviewRequestError(strings.reviewNoProducts);
    return products;
  } catch (error) {
    throw requestError(error);
  }
}

/** Resolves once the host stored the review; rejects with the field errors or the request's state. */
export async function sendReview(review: Review): Promise<void> {
  try {
    await api.post('/api/commerce/reviews', { json: review });
  } catch (error) {
    throw requestError(error);
  }
}

function requestError(error: unknown): Error {
  if (error instanceof ReviewRequestError) return error;
  if (!isApiError(error)) {
    // Not the host's answer but a fault here: the console has it, the visitor the page's words.
    reportError(error, 'reviews');
    return new Error(strings.unableToConnectTryAgain);
  }
  if (error.status === 410 || error.status === 404) return new ReviewRequestError(strings.reviewRequestExpired);
  if (error.status === 409) return new ReviewRequestError(strings.reviewAlreadySubmitted);
  const rating = error.data?.['errors'];
  if (error.status === 400 && isRecord(rating) && 'rating' in rating) return new RatingError(strings.selectStarRating);
  return new Error(strings.unableToConnectTryAgain);
}

/** The host refused the rating (the page checks it first; the host has the last word). */
export class RatingError extends Error {}

function isProduct(value: unknown): value is ReviewProduct {
  return isRecord(value) && typeof value['id'] === 'string' && typeof value['title'] === 'string';
}
