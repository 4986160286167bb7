import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage, PLURAL_KEYS } from '../../src/core/messages';

const LOCALES = ['en', 'fr', 'ru', 'ar', 'pl', 'ja', 'cy'];
const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 25, 100, 101, 102, 1000, 1.5];

const PLURAL_CORPUS = [
  '{n, plural, one {# item} other {# items}}',
  '{n, plural, =0 {no items} one {one item} other {# items}}',
  '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other #}}',
  'You have {n, plural, =1 {a message} other {# messages}} from {name}.',
  '{n, plural, offset:1 =0 {nobody} =1 {just {name}} one {{name} and # other} other {{name} and # others}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{n, selectordinal, zero {#!} one {# one} two {# two} few {# few} many {# many} other {# other}}',
  '{n, plural, one {{g, select, female {her # cat} male {his # cat} other {their # cat}}} other {{g, select, female {her # cats} other {their # cats}}}}',
  "{n, plural, one {it''s # '{literal}'} other {they''re # '#'}}",
  '{n, plural, other {{m, plural, one {# inner} other {# inners}} and # outer}}',
];

const SELECT_CORPUS = [
  '{g, select, female {She} male {He} other {They}} liked it.',
  '{g, select, female {She} other {They}} and {name}',
  "'{'quoted'}' {g, select, other {x}} it''s '' ok",
  'Plain text, no arguments.',
  '{name} is {age} years old',
  "Don't '{name}' here",
];

describe('formatMessage equals intl-messageformat', () => {
  for (const pattern of PLURAL_CORPUS) {
    it.each(LOCALES)(`${pattern} in %s`, (locale) => {
      for (const n of NUMBERS) {
        for (const g of ['female', 'male', 'x']) {
          const values = { n, m: n + 1, g, name: 'Ada' };
          expect(formatMessage(pattern, values, locale)).toBe(new IntlMessageFormat(pattern, locale).format(values));
        }
      }
    });
  }

  it.each(SELECT_CORPUS)('%s', (pattern) => {
    for (const g of ['female', 'male', 'other', 'unknown']) {
      const values = { g, name: 'Ada', age: 36 };
      expect(formatMessage(pattern, values, 'en')).toBe(new IntlMessageFormat(pattern, 'en').format(values));
    }
  });

  it('numbers and styles', () => {
    for (const locale of ['en', 'de', 'fr']) {
      const pattern = 'Total {n, number} ({n, number, integer}, {p, number, percent})';
      const values = { n: 1234.56, p: 0.25 };
      expect(formatMessage(pattern, values, locale)).toBe(new IntlMessageFormat(pattern, locale).format(values));
    }
  });

  it('property: any count in any of the locales', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.constantFrom(...LOCALES), (n, locale) => {
      const pattern = PLURAL_CORPUS[1]!;
      return formatMessage(pattern, { n }, locale) === new IntlMessageFormat(pattern, locale).format({ n });
    }));
  });
});

describe('errors', () => {
  it('an invalid plural key names the key and the valid keys', () => {
    expect(() => formatMessage('{n, plural, lots {many} other {#}}', { n: 1 })).toThrow('Invalid plural key "lots" in "n": the valid keys are zero, one, two, few, many, other and =N');
    expect(PLURAL_KEYS).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(() => formatMessage('{n, selectordinal, first {x} other {y}}', { n: 1 })).toThrow('Invalid plural key "first"');
  });

  it('a plural or select without other is refused', () => {
    expect(() => formatMessage('{n, plural, one {x}}', { n: 1 })).toThrow('no "other" option');
    expect(() => formatMessage('{g, select, a {x}}', { g: 'a' })).toThrow('no "other" option');
  });

  it('a missing value is named', () => {
    expect(() => formatMessage('Hello {name}')).toThrow('needs a value for "name"');
  });

  it('a broken pattern is a syntax error', () => {
    expect(() => formatMessage('Hello {name')).toThrow(SyntaxError);
    expect(() => formatMessage('Hello }')).toThrow(SyntaxError);
  });
});
