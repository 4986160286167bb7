// The reviews page's own texts (the spec shows only its four states: src/platform/strings.ts).

export const TITLE = 'Review your purchase';
export const LOADING = 'Loading your purchase…';
export const TRY_AGAIN = 'Try again';
export const RATING = 'Your rating';
export const REVIEW_TITLE = 'Title';
export const REVIEW_BODY = 'Your review';
export const SUBMIT = 'Submit review';

export function stars(count: number): string {
  return count === 1 ? '1 star' : `${count} stars`;
}

export function thanks(title: string): string {
  return `Thank you for reviewing ${title}.`;
}
