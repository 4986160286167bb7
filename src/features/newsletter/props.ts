// The newsletter block's data (block type 51): a stored form with an email field (and perhaps a
// name), shown as a sign-up box.

import type { PageContext } from '../../core/page-context';

export interface NewsletterProps {
  formId: string;
  collectionId?: string;
  /** Sent with the submission; the title when the block names none (the builder's does). */
  objectName?: string;
  /** Shown as the box's heading; none when the block has none (the builder's may not). */
  title?: string;
  description?: string;
  buttonText: string;
  emailFieldId: string;
  nameFieldId?: string;
  submissionHtml: string;
  /** A note under the form (rich text: a privacy line, a link), drawn sanitized. */
  footnoteHtml?: string;
  /** The sign-up of the popup overlay: sent as an overlay form (spec 000 §3). */
  isOverlayForm?: boolean;
}

export function parseNewsletter(raw: unknown, context: PageContext = {}): NewsletterProps {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('newsletter: block data must be an object');
  const data = raw as Record<string, unknown>;
  const formId = text(data['formId']);
  const emailFieldId = text(data['emailFieldId']);
  if (!formId) throw new TypeError('newsletter: "formId" must be a non-empty string');
  if (!emailFieldId) throw new TypeError('newsletter: "emailFieldId" must be a non-empty string');
  const collectionId = text(data['collectionId']) ?? context.collection?.id ?? context.collectionId;
  const description = text(data['description']);
  const nameFieldId = text(data['nameFieldId']);
  const objectName = text(data['objectName']);
  const title = text(data['title']);
  const footnoteHtml = text(data['footnoteHtml']);
  return {
    formId,
    ...(collectionId ? { collectionId } : {}),
    ...(objectName ? { objectName } : {}),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    buttonText: text(data['buttonText']) ?? 'Sign Up',
    emailFieldId,
    ...(nameFieldId ? { nameFieldId } : {}),
    submissionHtml: text(data['submissionHtml']) ?? '<p>Thank you!</p>',
    ...(footnoteHtml ? { footnoteHtml } : {}),
    ...(data['isOverlayForm'] === true ? { isOverlayForm: true } : {}),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
