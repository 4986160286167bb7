// What the builder's server-rendered forms (form and newsletter blocks) say in their markup, read as
// data: the arguments of their inline `onsubmit` (never run), their texts, their success message.

/** A value the form's inline handler passes as `name: '…'` (collectionId, objectName), from its text. */
export function handlerArgument(form: HTMLFormElement, name: string): string | undefined {
  const handler = form.getAttribute('onsubmit') ?? '';
  return new RegExp(`\\b${name}:\\s*'([^'\\\\]*)'`).exec(handler)?.[1] || undefined;
}

/** A text of the markup with its template whitespace folded; undefined when there is none. */
export function markupText(value: string | null | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}

/** The builder's success text (`.form-submission-text`) as HTML: a paragraph, escaped by the DOM. */
export function submissionHtmlOf(form: Element): string | undefined {
  const text = markupText(form.querySelector('.form-submission-text')?.textContent);
  if (text === undefined) return undefined;
  const p = document.createElement('p');
  p.textContent = text;
  return p.outerHTML;
}
