// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_LENGTH,
  emailInvalidMessage,
  hasValidEmailLength,
  isValidEmail,
  isValidEmailField,
} from '../../src/core/email';
import { formatMessage } from '../../src/core/messages';

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+c@sub.example.info', true],
    ['a@b.co', true],
    ['A@B.CO', true],
    ['a@b.c', false],
    ['a@b.abcd', true],
    ['a@b.abcde', false],
    ['a@b.museum', false],
    ['a@b.c0', false],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['ada@exa mple.com', false],
    [' ada@example.com', false],
    ['ada@example.com ', false],
    ['ada@example.com\n', false],
    ['@example.com', false],
    ['ada@', false],
    ['ada@@example.com', false],
    ['a@b@example.com', false],
    ['ada', false],
    ['', false],
  ])('%j → %s', (email, expected) => expect(isValidEmail(email)).toBe(expected));

  it.each([
    [2, false],
    [3, true],
    [256, true],
    [257, false],
  ])('length rule alone: %d characters → %s', (length, expected) => {
    expect(hasValidEmailLength('a'.repeat(length))).toBe(expected);
  });

  it('256 characters is the longest valid email, 257 is refused although it matches the pattern', () => {
    const at256 = `${'a'.repeat(256 - '@x.co'.length)}@x.co`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    const at257 = `a${at256}`;
    expect(at257).toMatch(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/);
    expect(isValidEmail(at257)).toBe(false);
  });

  it("limits are the spec's", () => expect(EMAIL_LENGTH).toEqual({ min: 3, max: 256 }));

  it('refuses what is not a string', () => expect(isValidEmail(undefined as unknown as string)).toBe(false));
});

describe('the email-field rule', () => {
  it.each([
    ['', false, true],
    ['', true, false],
    ['ada@example.com', true, true],
    ['ada@example.com', false, true],
    ['nope', false, false],
    ['nope', true, false],
    [' ', false, false],
  ])('%j required=%s → %s', (value, required, expected) => expect(isValidEmailField(value, required)).toBe(expected));
});

describe('the message', () => {
  it("is the spec's, to the letter, with its ICU placeholder", () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Email is not valid. Email addresses should follow the format {email}.');
    expect(formatMessage(EMAIL_INVALID_MESSAGE, { email: 'name@example.com' })).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('fills the example, taking `$` patterns literally', () => {
    expect(emailInvalidMessage('name@example.com')).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    expect(emailInvalidMessage("$&$'")).toBe("Email is not valid. Email addresses should follow the format $&$'.");
  });
});
