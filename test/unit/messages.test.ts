// @vitest-environment node
// formatMessage against its oracle, intl-messageformat, on a corpus of plural, select, selectordinal,
// nested and quoted messages in locales with very different plural rules; then its errors.
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage, PLURAL_KEYS } from '../../src/core/messages';

const LOCALES = ['en', 'fr', 'ru', 'ar', 'pl', 'ja', 'cy'];
const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 21, 22, 25, 100, 101, 102, 111, 1000, 1000000, 0.5, 1.5, 2.25, -1];
const GENDERS = ['female', 'male', 'other', 'x'];

function oracle(pattern: string, values: Record<string, unknown>, locale: string): unknown {
  return new IntlMessageFormat(pattern, locale).format(values);
}

const PLURAL_CORPUS = [
  '{n, plural, one {# item} other {# items}}',
  '{n, plural, =0 {no items} one {one item} other {# items}}',
  '{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}',
  '{n, plural, =0 {none} =1 {exactly one} =2 {exactly two} zero {z} one {o} two {t} few {f} many {m} other {#}}',
  'You have {n, plural, =1 {a message} other {# messages}} from {name}.',
  '{n, plural, offset:1 =0 {nobody} =1 {just {name}} one {{name} and # other} other {{name} and # others}}',
  '{n, plural, offset:2 =0 {none} =1 {one} =2 {two} one {# more (one)} few {# more (few)} other {# more}}',
  '{n, plural,one{#x}other{#y}}',
  '{ n , plural , one { # x } other { # y } }',
  '{n, plural, one {{g, select, female {her # cat} male {his # cat} other {their # cat}}} ' +
    'other {{g, select, female {her # cats} other {their # cats}}}}',
  '{g, select, female {{n, plural, one {She has # file} other {She has # files}}} ' +
    'other {{n, plural, one {They have # file} other {They have # files}}}}',
  '{n, plural, other {{m, plural, one {# inner} other {# inners}} and # outer}}',
  '{n, plural, one {# day} other {# days}} and {m, plural, one {# hour} other {# hours}}',
  '{n, plural, one {# and {m, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}} other {#: {m, selectordinal, other {#.}}}}',
  "{n, plural, one {it''s # '{literal}'} other {they''re # '#'}}",
  "{n, plural, other {'#' is # and '{'#'}' too}}",
  "{n, plural, one {# '<b>' tag} other {# '<'b> tags}}",
  "{n, plural, other {# apostrophe's here, and ''quoted''}}",
  "{n, plural, =5 {five} other {# '{n}' stays}}",
  '{n, plural, other {Total: {n, number} (# of them)}}',
  'Counts: {n, plural, one {#} other {#}}, {m, plural, one {#} other {#}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{n, selectordinal, zero {#!} one {# one} two {# two} few {# few} many {# many} other {# other}}',
  '{n, selectordinal, =1 {first} =2 {second} one {#-one} other {#-other}}',
  'The {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {m, plural, one {# try} other {# tries}}',
  '{n, selectordinal, offset:1 one {#st} other {#th}}',
];

const SELECT_CORPUS = [
  '{g, select, female {She} male {He} other {They}} liked it.',
  '{g, select, female {She} other {They}} and {name}',
  '{g, select, female {{h, select, female {two women} other {a woman and someone}}} ' +
    'other {{h, select, female {someone and a woman} other {two others}}}}',
  "'{'quoted'}' {g, select, other {x}} it''s '' ok",
  'Plain text, no arguments.',
  '{name} is {age} years old',
  "Don't '{name}' here",
  "'<'not a tag'>' and it'|s and a'b",
  'A lone } is text at the top level }}',
  "}{g, select, other {x}} '}' y",
  "{g, select, other {a # sign, it's literal in a select}}",
  "{g, select, female {'{'{name}'}'} other {['{name}']}}",
  '{g,select,female{f}other{o}}',
  '{g, select, other {nested {name} with {age}, {h, select, female {deeper {name}} other {deeper}}}}',
];

describe('formatMessage equals intl-messageformat', () => {
  it('has a corpus of at least 30 messages', () => {
    expect(PLURAL_CORPUS.length + SELECT_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  for (const pattern of PLURAL_CORPUS) {
    it.each(LOCALES)(`${pattern} in %s`, (locale) => {
      for (const n of NUMBERS) {
        for (const g of GENDERS.slice(0, 2)) {
          const values = { n, m: n + 1, g, name: 'Ada' };
          expect(formatMessage(pattern, values, locale)).toBe(oracle(pattern, values, locale));
        }
      }
    });
  }

  it.each(SELECT_CORPUS)('%s', (pattern) => {
    for (const locale of LOCALES) {
      for (const g of GENDERS) {
        for (const h of GENDERS) {
          const values = { g, h, name: 'Ada', age: 36 };
          expect(formatMessage(pattern, values, locale)).toBe(oracle(pattern, values, locale));
        }
      }
    }
  });

  it('numbers and styles', () => {
    for (const locale of ['en', 'de', 'fr', 'ar', 'ja']) {
      const pattern = 'Total {n, number} ({n, number, integer}, {p, number, percent}, {p, number, unknown}, {p, number, constructor})';
      for (const values of [
        { n: 1234.56, p: 0.25 },
        { n: -0.5, p: 1 },
        { n: '1234567.891', p: '0.125' },
      ]) {
        expect(formatMessage(pattern, values, locale)).toBe(oracle(pattern, values, locale));
      }
    }
  });

  it('simple arguments: strings and numbers as given, other empty values as nothing', () => {
    const pattern = '[{v}]';
    for (const v of ['text', '', 0, 1234.5, -1, false, null, undefined]) {
      expect(formatMessage(pattern, { v })).toBe(oracle(pattern, { v }, 'en'));
    }
  });

  it('other values become text (where intl-messageformat returns an array of parts instead)', () => {
    expect(formatMessage('[{v}]', { v: true })).toBe('[true]');
    expect(formatMessage('[{v}]', { v: 12n })).toBe('[12]');
    expect(oracle('[{v}]', { v: true }, 'en')).toEqual(['[', true, ']']);
  });

  it('tags are not supported: `<b>` is plain text (intl-messageformat would want a function for b)', () => {
    expect(formatMessage('a <b>bold</b> {name}', { name: 'x' })).toBe('a <b>bold</b> x');
    expect(() => oracle('a <b>bold</b> {name}', { name: 'x' }, 'en')).toThrow('"b" was not provided');
  });

  it('an `=N` key matches the value as given', () => {
    const pattern = '{n, plural, =1 {exact} one {one} other {other}}';
    for (const n of [1, '1', '01', 1.0]) expect(formatMessage(pattern, { n })).toBe(oracle(pattern, { n }, 'en'));
  });

  it('known outputs, so a wrong oracle setup cannot hide a bug', () => {
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1 })).toBe('1 item');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1000 })).toBe('1,000 items');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1000 }, 'fr')).toBe('1\u202f000 items');
    expect(formatMessage('{n, plural, one {# one} few {# few} many {# many} other {# other}}', { n: 22 }, 'ru')).toBe('22 few');
    expect(formatMessage('{n, plural, one {# one} few {# few} many {# many} other {# other}}', { n: 25 }, 'pl')).toBe('25 many');
    expect(formatMessage('{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}', { n: 0 }, 'ar')).toBe('zero');
    expect(formatMessage('{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}', { n: 6 }, 'cy')).toBe('many');
    expect(formatMessage('{n, plural, one {one} other {other}}', { n: 1 }, 'ja')).toBe('other');
    expect(formatMessage('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
    expect(formatMessage('{n, plural, offset:1 =1 {just you} one {you and # other} other {you and # others}}', { n: 2 })).toBe(
      'you and 1 other',
    );
    expect(formatMessage("it''s '{quoted}' {g, select, other {ok}}", { g: 1 })).toBe("it's {quoted} ok");
    expect(formatMessage('# {n, plural, other {#}}', { n: 3 })).toBe('# 3');
  });

  it('property: any count in any of the locales', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(1_000_000), fc.double({ min: 0, max: 1000, noNaN: true })),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...PLURAL_CORPUS),
        (n, locale, pattern) => {
          const values = { n, m: n + 1, g: 'female', name: 'Ada' };
          return formatMessage(pattern, values, locale) === oracle(pattern, values, locale);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Random patterns from the grammar, with raw text full of quoting characters: wherever the oracle
// formats, the output is the same; wherever it finds a syntax error, so does formatMessage. The one
// deliberate difference: the oracle takes any word as a plural key, spec 001 §5 refuses it.
const TEXT = fc.string({ unit: fc.constantFrom('1', ' ', "'", "''", '#', '{', '}', '<', '>', ',', '.', '|', '\u00e9'), maxLength: 6 });
const { message: MESSAGE } = fc.letrec<{ message: string; node: string }>((tie) => ({
  message: fc.array(tie('node'), { maxLength: 3 }).map((nodes) => nodes.join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    TEXT,
    fc.constantFrom('{name}', '{ n }', '{n, number}'),
    fc
      .tuple(
        fc.constantFrom('plural', 'selectordinal'),
        fc.constantFrom('', 'offset:1 '),
        fc.subarray(['=0', '=1', 'zero', 'one', 'two', 'few', 'many']),
        fc.array(tie('message'), { minLength: 8, maxLength: 8 }),
      )
      .map(
        ([type, offset, keys, bodies]) =>
          `{n, ${type}, ${offset}${[...keys, 'other'].map((key, i) => `${key} {${bodies[i] ?? ''}}`).join(' ')}}`,
      ),
    fc
      .tuple(fc.subarray(['female', 'male']), fc.array(tie('message'), { minLength: 3, maxLength: 3 }))
      .map(([keys, bodies]) => `{g, select, ${[...keys, 'other'].map((key, i) => `${key} {${bodies[i] ?? ''}}`).join(' ')}}`),
  ),
}));

describe('property: random patterns agree with intl-messageformat', () => {
  it('same output, or both refuse the pattern', () => {
    fc.assert(
      fc.property(
        MESSAGE,
        fc.constantFrom(...NUMBERS),
        fc.constantFrom(...GENDERS),
        fc.constantFrom(...LOCALES),
        (pattern, n, g, locale) => {
          const values = { n, g, name: 'Ada' };
          let expected: unknown;
          try {
            expected = oracle(pattern, values, locale);
          } catch {
            expect(() => formatMessage(pattern, values, locale)).toThrow();
            return;
          }
          let actual: string;
          try {
            actual = formatMessage(pattern, values, locale);
          } catch (error) {
            expect(String(error)).toMatch(/^Error: Invalid plural key "(?!zero"|one"|two"|few"|many"|other"|=\d+")/);
            return;
          }
          expect(actual).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('errors', () => {
  it('an invalid plural key names the key and the valid keys (spec 001 §5)', () => {
    expect(() => formatMessage('{n, plural, lots {many} other {#}}', { n: 1 })).toThrow(
      'Invalid plural key "lots" in "n": the valid keys are zero, one, two, few, many, other and =N',
    );
    expect(() => formatMessage('{n, plural, One {x} other {y}}', { n: 1 })).toThrow('Invalid plural key "One"');
    expect(() => formatMessage('{n, plural, =x {x} other {y}}', { n: 1 })).toThrow('Invalid plural key "=x"');
    expect(() => formatMessage('{n, selectordinal, first {x} other {y}}', { n: 1 })).toThrow('Invalid plural key "first"');
    expect(PLURAL_KEYS).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('refuses an invalid key even when no value is given (it is the pattern that is wrong)', () => {
    expect(() => formatMessage('{n, plural, lots {x} other {y}}')).toThrow('Invalid plural key "lots"');
  });

  it("a select takes no `=N` key: that is a plural's exact match (intl-messageformat refuses it too)", () => {
    expect(() => formatMessage('{g, select, =1 {x} other {y}}', { g: 1 })).toThrow('expected a select option key (a word, not =N)');
    // Found by the random-pattern property: a quoted `}` hid where the select's options really were.
    const pattern = "{n, plural, few {{g, select, female {'} other {}}} many {{n, plural, =0 {'} =1 {} other {}}} other {}}";
    expect(() => oracle(pattern, { n: 0, g: 'female' }, 'en')).toThrow();
    expect(() => formatMessage(pattern, { n: 0, g: 'female' })).toThrow();
  });

  it('a plural or select without other is refused, as intl-messageformat refuses it', () => {
    for (const pattern of ['{n, plural, one {x}}', '{g, select, a {x}}', '{n, selectordinal, one {x} two {y}}']) {
      expect(() => formatMessage(pattern, { n: 1, g: 'a' })).toThrow('no "other" option');
      expect(() => oracle(pattern, { n: 1, g: 'a' }, 'en')).toThrow('MISSING_OTHER_CLAUSE');
    }
  });

  it('a key given twice is refused, as intl-messageformat refuses it', () => {
    for (const pattern of ['{n, plural, one {x} one {z} other {y}}', '{g, select, a {x} a {z} other {y}}']) {
      expect(() => formatMessage(pattern, { n: 1, g: 'a' })).toThrow('twice');
      expect(() => oracle(pattern, { n: 1, g: 'a' }, 'en')).toThrow('DUPLICATE');
    }
  });

  it('a missing value is named, as intl-messageformat names it', () => {
    expect(() => formatMessage('Hello {name}')).toThrow('The message "Hello {name}" needs a value for "name"');
    expect(() => formatMessage('{n, plural, other {#}}', { m: 1 })).toThrow('needs a value for "n"');
    expect(() => formatMessage('{g, select, other {x}}', {})).toThrow('needs a value for "g"');
    expect(() => oracle('Hello {name}', {}, 'en')).toThrow('"name" was not provided');
    // An own key set to undefined counts as given; an inherited one does not.
    expect(formatMessage('Hello {name}', { name: undefined })).toBe('Hello ');
    expect(() => formatMessage('Hello {toString}', {})).toThrow('needs a value for "toString"');
  });

  it.each([
    'Hello {name',
    '{}',
    '{n, plural, other {x}',
    '{n, plural, other x}',
    '{n, plural other {x}}',
    "{n, plural, other {'# x}}",
    "{g, select, other {'#'}}",
    '{n, plural, offset:x other {#}}',
  ])('a broken pattern %j is a syntax error, as intl-messageformat finds it', (pattern) => {
    expect(() => formatMessage(pattern, { n: 1, g: 'a', name: 'x' })).toThrow(SyntaxError);
    expect(() => oracle(pattern, { n: 1, g: 'a', name: 'x' }, 'en')).toThrow();
  });

  it.each(['{d, date}', '{t, time, short}', '{n, number, ::currency/EUR}', '{n, number, currency}', '{n, spellout}'])(
    'refuses what it does not support: %j',
    (pattern) => {
      expect(() => formatMessage(pattern, { d: 0, t: 0, n: 1 })).toThrow(/unsupported/);
    },
  );

  it('the same bad pattern fails every time (failures are not cached as successes)', () => {
    expect(() => formatMessage('{n, plural, lots {x} other {y}}', { n: 1 })).toThrow('Invalid plural key');
    expect(() => formatMessage('{n, plural, lots {x} other {y}}', { n: 1 })).toThrow('Invalid plural key');
  });
});
