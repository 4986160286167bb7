// Email rules of spec 000 §5: 3 to 256 characters and a simple local@domain pattern whose ending has
// 2 to 4 letters; an email field may be empty when it is not required.

import { emailInvalid } from '../platform/strings';

export const EMAIL_LENGTH = { min: 3, max: 256 } as const;
/** "Simple" on purpose (spec): no quoted locals or IP domains, which visitors do not type. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** "Email is not valid. Email addresses should follow the format {email}." — from the one strings
 *  table, so the text exists once; the tests hold it to the spec's letter. */
export const EMAIL_INVALID_MESSAGE: string = emailInvalid;

/** Length in UTF-16 units, inclusive at both ends. Separate from the pattern because the pattern alone
 *  needs 6 characters, which would hide the lower limit. */
export function hasValidEmailLength(value: string): boolean {
  return value.length >= EMAIL_LENGTH.min && value.length <= EMAIL_LENGTH.max;
}

export function isValidEmail(value: string): boolean {
  return typeof value === 'string' && hasValidEmailLength(value) && EMAIL_PATTERN.test(value);
}

/** The email-field rule: empty and not required is valid; otherwise it must be a valid email. Only ''
 *  is empty: trimming is the form's job, so what is checked is what is sent. */
export function isValidEmailField(value: string, required: boolean): boolean {
  return (value === '' && !required) || isValidEmail(value);
}

/** The message with its `{email}` example filled in (a function replacer: `$&` in the example stays). */
export function emailInvalidMessage(example: string): string {
  return EMAIL_INVALID_MESSAGE.replace('{email}', () => example);
}
