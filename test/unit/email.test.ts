import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, isValidEmail, isValidEmailField } from '../../src/core/email';
import { formatMessage } from '../../src/core/messages';

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+c@sub.example.info', true],
    ['a@b.co', true],
    ['a@b.c', false],
    ['a@b.museum', false],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['@example.com', false],
    ['ada@@example.com', false],
    ['', false],
  ])('%j → %s', (email, expected) => expect(isValidEmail(email)).toBe(expected));

  it('length 3 to 256: the pattern needs 6, so 256 and 257 are the edge that matters', () => {
    const at256 = `${'a'.repeat(256 - '@x.co'.length)}@x.co`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });
});

describe('the email-field rule', () => {
  it.each([
    ['', false, true],
    ['', true, false],
    ['ada@example.com', true, true],
    ['nope', false, false],
  ])('%j required=%s → %s', (value, required, expected) => expect(isValidEmailField(value, required)).toBe(expected));

  it('the message is the spec\'s', () => {
    expect(formatMessage(EMAIL_INVALID_MESSAGE, { email: 'name@example.com' })).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
  });
});
