// @vitest-environment node
// The strings table: the seed keys other code relies on are unchanged, every text is the spec's to the
// letter, and every message the spec quotes in 000 §5, §8 and 001 §5, §8 is in the table.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRINGS, type StringKey } from '../../src/platform/strings';

const entries = Object.entries(STRINGS) as [StringKey, string][];

// Texts the table writes out where the spec abbreviates or joins them (see the comments in strings.ts).
const EXPANSIONS: Partial<Record<StringKey, string>> = {
  formProblemBelow: '"...scroll up to review."',
  datasetNeedsRow: 'Your dataset must have at least one column / at least one row',
};

/** A table pattern as a regular expression: an argument stands for itself or for the spec's stand-in. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?:${escapeRegExp(part)}|\\S+?)` : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('STRINGS', () => {
  it('keeps the seed keys and texts', () => {
    expect(STRINGS).toMatchObject({
      dataInvalidJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
      dataUnauthorized: 'Unauthorized request',
      dataInternalError: 'Internal server error. Please try again later.',
      dataUnavailable: 'This service is temporarily unavailable. Please try again later.',
      dataUnableToConnect: 'Unable to connect…',
      systemErrorTitle: 'Something Went Wrong!',
      systemErrorCleaned:
        'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
      systemErrorNetwork: 'Unable to connect to the product. Please try again.',
      systemErrorReload: 'Reload Page',
      systemErrorClear: 'Clear',
    });
  });

  it('spells out the texts the brief names', () => {
    expect(STRINGS.formSubmitting).toBe('Submitting\u2026');
    expect(STRINGS.formProblemBelow).toBe('Your form has encountered a problem. Please scroll up to review.');
    expect(STRINGS.emailInvalid).toBe('Email is not valid. Email addresses should follow the format {email}.');
    expect(STRINGS.eventTrackingFailed).toBe('Error tracking event: HTTP Status {status}');
    expect(STRINGS.storageUnavailable).toBe('Unable access local/session storage.');
    expect(STRINGS.cartUnableToAddItem).toBe('Unable to add item');
    expect(STRINGS.logoutTitle).toBe('Logout Successful');
    expect(STRINGS.bookingPreviewOnlyTitle).toBe('Preview Only');
  });

  it.each(entries)('%s is well-formed: only simple {name} arguments, no stray spaces', (_key, text) => {
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/ {2}/);
    // Braces only as whole `{name}` arguments: the table holds no select/plural messages.
    expect(text.replace(/\{[A-Za-z]\w*\}/g, '')).not.toMatch(/[{}]/);
  });

  it('the pattern matcher used below can fail', () => {
    expect(patternRegExp('Error tracking event: HTTP Status {status}').test('Error tracking event: HTTP Status N')).toBe(true);
    expect(patternRegExp('Error tracking event: HTTP Status {status}').test('Error tracking event: HTTP status N')).toBe(false);
    expect(patternRegExp('{n} / {max}').test('n / max')).toBe(true);
    expect(patternRegExp('a.b').test('axb')).toBe(false);
  });
});

// A copy of the specs is kept in test/spec (checked against ../shared/spec by spec-copy.test.ts).
const SPEC_DIR = process.env.SPEC_DIR ?? resolve(process.cwd(), 'test/spec');
const SPEC_000 = `${SPEC_DIR}/000_06ecaa88106ba3c9.txt`;
const SPEC_001 = `${SPEC_DIR}/001_2c6798eca6d770f9.txt`;
const haveSpec = existsSync(SPEC_000) && existsSync(SPEC_001);

describe.runIf(haveSpec)('STRINGS against the spec text', () => {
  const spec000 = haveSpec ? readFileSync(SPEC_000, 'utf8') : '';
  const spec001 = haveSpec ? readFileSync(SPEC_001, 'utf8') : '';
  const both = `${spec000}\n${spec001}`;

  /** The text of `## n. ...` up to the next `## `. */
  function section(spec: string, n: number): string {
    const start = spec.indexOf(`\n## ${n}. `);
    expect(start, `section ${n}`).toBeGreaterThan(-1);
    const end = spec.indexOf('\n## ', start + 1);
    return spec.slice(start, end === -1 ? undefined : end);
  }

  const plain = entries.filter(([key, text]) => !/\{\w+\}/.test(text) && EXPANSIONS[key] === undefined);
  const patterns = entries.filter(([key, text]) => /\{\w+\}/.test(text) && EXPANSIONS[key] === undefined);

  it.each(plain)('%s appears verbatim in a spec', (_key, text) => {
    expect(both.includes(text)).toBe(true);
  });

  it.each(patterns)('%s matches a spec text, arguments standing for the spec’s names or stand-ins', (_key, text) => {
    const regexp = patternRegExp(text);
    const loose = new RegExp(regexp.source.slice(1, -1));
    expect(loose.test(both)).toBe(true);
  });

  it.each(Object.entries(EXPANSIONS))('%s is a documented expansion of %s', (_key, specText) => {
    expect(both).toContain(specText);
  });

  it('the "below" notice is the "above" one with "down" turned to "up"', () => {
    expect(STRINGS.formProblemBelow).toBe(STRINGS.formProblemAbove.replace('scroll down', 'scroll up'));
    expect(STRINGS.formProblemBelow.endsWith('scroll up to review.')).toBe(true);
  });

  // Completeness: every quoted message and every listed interface string of the four sections.
  const quotedIn000 = [5, 8].flatMap((n) => [...section(spec000, n).matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? ''));
  const quotedIn001 = [5, 8].flatMap((n) => [...section(spec001, n).matchAll(/(?<![A-Za-z])'([^']+)'/g)].map((m) => m[1] ?? ''));
  const listed001 = [
    ...sectionBlock(spec001, 5, '### Interface messages'),
    ...sectionBlock(spec001, 8, '### Interface strings').flatMap((line) => line.split('; ')),
  ];
  function sectionBlock(spec: string, n: number, heading: string): string[] {
    if (!haveSpec) return [];
    const text = section(spec, n);
    const start = text.indexOf(heading);
    const end = text.indexOf('\n### ', start + 1);
    return text
      .slice(start, end === -1 ? undefined : end)
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).trim());
  }

  // Spec texts that are not messages, or that the table holds in another form (each explained).
  const NOT_MESSAGES = new Set([
    'A timezone load failure, with retry.', // no text given
    'What the product does on each of these is not shown.',
  ]);
  const SAME_AS: Record<string, string> = {
    '...scroll up to review.': STRINGS.formProblemBelow,
    'Invalid video embed.': STRINGS.invalidVideoEmbed, // 001 §5 quotes it without the full stop
    'Custom featured images only available with embedded videos (rest of text not shown)': STRINGS.customFeaturedImagesVideoOnly,
    'Your dataset must have at least one column / at least one row': STRINGS.datasetNeedsColumn,
  };

  it('collected a plausible number of spec messages', () => {
    expect(quotedIn000.length).toBeGreaterThanOrEqual(20);
    expect(quotedIn001.length).toBeGreaterThanOrEqual(15);
    expect(listed001.length).toBeGreaterThanOrEqual(40);
  });

  it.each([...quotedIn000, ...quotedIn001, ...listed001].filter((t) => !NOT_MESSAGES.has(t)))(
    'the spec text "%s" is in STRINGS',
    (specText) => {
      const alias = SAME_AS[specText];
      if (alias !== undefined) {
        expect(Object.values(STRINGS)).toContain(alias);
        return;
      }
      const found = entries.some(([, text]) => patternRegExp(text).test(specText));
      expect(found, `no STRINGS entry for: ${specText}`).toBe(true);
    },
  );
});
