// The builder's published form blocks carry no block JSON: the form is its definition script
// (`script.sqs-form-block-context`, both template generations) or, in older 7.0 pages, only the fields
// of its server-rendered form. Either is read here, as data, into the block data of our forms (model.ts),
// so the same checks apply. Nothing of it runs: the form's inline `onsubmit` is read as text.

import { handlerArgument, markupText, submissionHtmlOf } from '../../core/builder-form';
import { isRecord } from '../../core/guards';
import { isFormFieldType } from '../../platform/form-fields';

type Raw = Record<string, unknown>;

/** The block data of the builder's form in `el`; throws when it holds none the runtime can read. */
export function readBuilderForm(el: HTMLElement): Raw {
  const script = el.querySelector('script.sqs-form-block-context');
  if (script) return fromDefinition(json(script, "form: the builder's form definition"), handleText(el));
  const form = el.querySelector<HTMLFormElement>('form[data-form-id]');
  if (form) return fromMarkup(el, form);
  throw new TypeError("form: block data must be an object, or the builder's form definition");
}

/** The definition script's fields, named as the builder names them. A lightbox form with no words for
 *  its button shows inline. */
function fromDefinition(definition: unknown, lightboxText?: string): Raw {
  if (!isRecord(definition)) throw new TypeError("form: the builder's form definition must be an object");
  const message = definition['formSubmissionMessage'];
  const fields = definition['formFields'];
  return {
    formId: definition['formId'],
    collectionId: definition['collectionId'],
    objectName: definition['objectName'],
    title: definition['showTitle'] === true && typeof definition['formName'] === 'string' ? definition['formName'] : '',
    submitButtonText: definition['formSubmitButtonText'],
    fields: Array.isArray(fields) ? fields.map(builderField) : fields,
    captcha: definition['captchaEnabled'] === true ? {} : undefined,
    redirectUrl: definition['successRedirect'],
    submissionHtml: isRecord(message) ? message['html'] : undefined,
    lightboxButtonText: definition['useLightbox'] === true ? textOf(definition['lightboxHandleText']) || lightboxText : undefined,
  };
}

/** A builder field is ours but for what it adds (`locked`, a flag named for its type) and a
 *  `maxLength` that may be an empty string. */
function builderField(field: unknown): unknown {
  if (!isRecord(field)) return field;
  const { maxLength, ...rest } = field;
  const limit = typeof maxLength === 'string' && maxLength.trim() !== '' ? Number(maxLength) : maxLength;
  return { ...rest, ...(limit === undefined ? {} : { maxLength: limit }) };
}

/** A 7.0 form with no definition script: its fields are the markup's `.form-item`s. */
function fromMarkup(el: HTMLElement, form: HTMLFormElement): Raw {
  const submit = form.querySelector<HTMLInputElement | HTMLButtonElement>('[type="submit"]');
  return {
    formId: form.getAttribute('data-form-id'),
    collectionId: handlerArgument(form, 'collectionId'),
    objectName: handlerArgument(form, 'objectName'),
    title: markupText(el.querySelector('.form-title')?.textContent) ?? '',
    submitButtonText: submit instanceof HTMLInputElement ? submit.value : markupText(submit?.textContent),
    fields: Array.from(form.querySelectorAll<HTMLElement>('.form-item'), markupField),
    captcha: form.querySelector('.captcha-container') ? {} : undefined,
    redirectUrl: form.getAttribute('data-success-redirect') ?? undefined,
    submissionHtml: submissionHtmlOf(form),
    lightboxButtonText: handleText(el),
  };
}

/** One `.form-item`: its type is the first of its classes that names one. */
function markupField(item: HTMLElement, index: number): Raw {
  const type = [...item.classList].find(isFormFieldType);
  const title = item.querySelector('.title');
  const control = item.querySelector<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea');
  const maxLength = item.querySelector('textarea')?.getAttribute('maxlength');
  return {
    id: item.id || `field-${index}`,
    type: type ?? item.className,
    title: title ? ownText(title) : '',
    description: markupText(item.querySelector('.description')?.textContent),
    required: item.classList.contains('required'),
    placeholder: control?.getAttribute('placeholder') ?? undefined,
    options: optionsOf(item),
    ...(maxLength ? { maxLength: Number(maxLength) } : {}),
    ...(type === 'hidden' ? hiddenOf(item) : {}),
  };
}

function optionsOf(item: HTMLElement): string[] {
  const choices = item.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]');
  if (choices.length > 0) return Array.from(choices, (choice) => choice.value);
  return Array.from(
    item.querySelectorAll('select option'),
    (option) => option.getAttribute('value') ?? option.textContent?.trim() ?? '',
  ).filter((value) => value !== '');
}

function hiddenOf(item: HTMLElement): Raw {
  const input = item.querySelector<HTMLInputElement>('input[type="hidden"]');
  return { key: input?.name, value: input?.value ?? '' };
}

/** The text of a label without its required mark. */
function ownText(label: Element): string {
  let text = '';
  for (const node of label.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
  return markupText(text) ?? '';
}

/** The words of the button the builder renders for a lightbox form. */
function handleText(el: HTMLElement): string | undefined {
  return markupText(el.querySelector('.lightbox-handle')?.textContent);
}

function json(script: Element, what: string): unknown {
  try {
    return JSON.parse(script.textContent ?? '') as unknown;
  } catch (error) {
    throw new TypeError(`${what} is not JSON (${String(error)})`);
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? markupText(value) : undefined;
}
