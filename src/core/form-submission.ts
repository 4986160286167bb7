// Sends a form the way the host takes it (spec 000 §3, §7, §8): a one-time key, then the submission.
// A failure comes back as the text the visitor reads (spec 000 §8) with the field errors by field id;
// forms and the newsletter block share this, each with its own layout.

import * as strings from '../platform/strings';
import { ApiError, api, isApiError } from './api';
import { dispatch } from './events';

const FORM_KEY_URL = '/api/form/FormSubmissionKey';
const FORM_SAVE_URL = '/api/form/SaveFormSubmission';

/** What a submission carries besides the form's own fields (spec 000 §3 "Form submission payload"). */
export interface Submission {
  formId: string;
  collectionId?: string | undefined;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** Field id → value. */
  form: Record<string, unknown>;
  captchaKey?: string | undefined;
  /** pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue. */
  page: object;
}

export type FieldErrors = Record<string, string>;

export class FormSubmissionError extends Error {
  override readonly name = 'FormSubmissionError';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly status = 0,
  ) {
    super(message);
  }
}

/** A form's key whose save got no answer: the host may have stored that submission. A key is spent
 *  once, so the visitor's next try sends the same one, and the host cannot store it twice. */
const unanswered = new Map<string, string>();

/** Resolves once the host stored the submission; rejects with a FormSubmissionError. */
export async function submitForm(submission: Submission): Promise<void> {
  const key = unanswered.get(submission.formId) ?? (await submissionKey());
  unanswered.delete(submission.formId);
  const { form, page, ...rest } = submission;
  try {
    await api.post(FORM_SAVE_URL, { json: { key, ...rest, form: JSON.stringify(form), ...page } });
  } catch (error) {
    if (isApiError(error) && error.status === 0) unanswered.set(submission.formId, key);
    throw toFailure(error);
  }
  dispatch('site-runtime:form-submitted', { formId: submission.formId, isOverlayForm: submission.isOverlayForm });
}

async function submissionKey(): Promise<string> {
  try {
    const data = await api.post<{ key?: unknown }>(FORM_KEY_URL);
    if (typeof data?.key === 'string' && data.key !== '') return data.key;
  } catch {
    // the message below says it all
  }
  throw new FormSubmissionError(strings.formNoSubmissionKey);
}

/** Spec 000 §8: 400 with an errors map marks the fields; a string error is shown as it is; 401, 404,
 *  429 and 500 have their own texts; otherwise the server's text, else the unknown error. An answer
 *  that is not JSON at all (a proxy's error page, a cut-off reply) leaves the runtime not knowing what
 *  the host did with the submission: "Error processing form submission. Please reload and try again." */
export function toFailure(error: unknown): FormSubmissionError {
  if (!(error instanceof ApiError)) return new FormSubmissionError(strings.formUnknownError);
  const { status, data } = error;
  if (status === UNREADABLE_ANSWER) return new FormSubmissionError(strings.formProcessingError, {}, status);
  const fieldErrors = fieldErrorsOf(data?.['errors']);
  const serverText = textOf(data?.['error']) ?? textOf(data?.['message']);
  if (status === 400 && Object.keys(fieldErrors).length > 0) return new FormSubmissionError(strings.formInvalidFields, fieldErrors, status);
  if (status === 400 && serverText) return new FormSubmissionError(serverText, {}, status);
  const mapped = HTTP_TEXTS[status];
  if (mapped) return new FormSubmissionError(mapped, {}, status);
  return new FormSubmissionError(status !== 0 && serverText ? serverText : strings.formUnknownError, {}, status);
}

/** The data layer's status for an answer it could not parse (src/core/api.ts). */
const UNREADABLE_ANSWER = -1;

const HTTP_TEXTS: Record<number, string> = {
  401: strings.formHttp401,
  404: strings.formHttp404,
  429: strings.formHttp429,
  500: strings.formHttp500,
};

function fieldErrorsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [id, message] of Object.entries(value)) {
    const text = textOf(message) ?? (Array.isArray(message) ? textOf(message[0]) : undefined);
    if (text) errors[id] = text;
  }
  return errors;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
