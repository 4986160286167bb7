// The client rules of spec 000 §5, checked before anything is sent: required fields, the email-field
// rule, the textarea's character limit and the US zip. Sections and hidden fields are skipped.

import { emailInvalidMessage, isValidEmailField } from '../../core/email';
import { isUsZip } from '../../core/format';
import { textareaCharacterLimit } from '../../platform/strings';
import type { FormField } from './model';
import { type FieldValue, type FormValues, isFilled } from './values';

/** The example the spec's email message names. */
export const EMAIL_EXAMPLE = 'user@domain.com';
// The spec gives no text for these two; ours, in its voice.
export const requiredMessage = (title: string): string => `${title || 'This field'} is required.`;
export const ZIP_MESSAGE = 'Zip codes in the United States must have exactly 5 digits.';

const US = /^(us|usa|united states( of america)?)$/i;

/** Field id → the first rule it breaks. */
export function validate(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}

export function validateField(field: FormField, value: FieldValue | undefined): string | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined;
  if (field.required && !isFilled(field, value)) return requiredMessage(field.title);
  if (field.type === 'email')
    return isValidEmailField(typeof value === 'string' ? value : '', field.required) ? undefined : emailInvalidMessage(EMAIL_EXAMPLE);
  if (field.type === 'textarea' && field.maxLength !== undefined && typeof value === 'string' && value.length > field.maxLength)
    return textareaCharacterLimit;
  if (field.type === 'address' && Array.isArray(value)) return zipError(value);
  return undefined;
}

/** The US zip rule, for an address in the United States (or with no country given). */
function zipError([, , , , zip = '', country = '']: string[]): string | undefined {
  if (zip.trim() === '' || (country.trim() !== '' && !US.test(country.trim()))) return undefined;
  return isUsZip(zip.trim()) ? undefined : ZIP_MESSAGE;
}
