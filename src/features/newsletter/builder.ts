// The builder's newsletter blocks carry no block JSON: their server-rendered `form.newsletter-form`
// (7.0, and 7.1 pages alike) is the definition, read here as data into our block data (props.ts).

import { handlerArgument, markupText, submissionHtmlOf } from '../../core/builder-form';

/** The block data of the builder's sign-up form in `el`; throws when it holds none. */
export function readBuilderNewsletter(el: HTMLElement): Record<string, unknown> {
  const form = el.querySelector<HTMLFormElement>('form.newsletter-form[data-form-id]');
  if (!form) throw new TypeError("newsletter: block data must be an object, or the builder's sign-up form");
  return {
    formId: form.getAttribute('data-form-id'),
    collectionId: handlerArgument(form, 'collectionId'),
    objectName: handlerArgument(form, 'objectName'),
    title: markupText(form.querySelector('.newsletter-form-header-title')?.textContent),
    description: markupText(form.querySelector('.newsletter-form-header-description')?.textContent),
    buttonText: markupText(form.querySelector('.newsletter-form-button-label')?.textContent),
    emailFieldId: form.querySelector('.form-item.email')?.id,
    nameFieldId: form.querySelector('.form-item.name')?.id,
    submissionHtml: submissionHtmlOf(form),
    footnoteHtml: footnoteOf(form),
  };
}

/** The note under the form (a privacy line, a link to the policy) as the builder's rich text published
 *  it; none when it has no text (the builder publishes an empty paragraph). Sanitized where it is drawn. */
function footnoteOf(form: HTMLFormElement): string | undefined {
  const footnote = form.querySelector('.newsletter-form-footnote');
  return markupText(footnote?.textContent) === undefined ? undefined : footnote?.innerHTML.trim();
}
