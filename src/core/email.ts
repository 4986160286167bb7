// Email rules of spec 000 §5: 3 to 256 characters and a simple local@domain pattern whose ending has
// 2 to 4 letters; an email field may be empty when it is not required.

import { emailInvalid } from '../platform/strings';

export const EMAIL_LENGTH = { min: 3, max: 256 } as const;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** "Email is not valid. Email addresses should follow the format {email}." */
export const EMAIL_INVALID_MESSAGE = emailInvalid;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_LENGTH.min && value.length <= EMAIL_LENGTH.max && EMAIL_PATTERN.test(value);
}

/** The email-field rule: empty and not required is valid; otherwise it must be a valid email. */
export function isValidEmailField(value: string, required: boolean): boolean {
  return (value === '' && !required) || isValidEmail(value);
}
