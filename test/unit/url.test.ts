// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyUrl,
  isCollectionPanelPath,
  isSafeNavigationUrl,
  isSafeScriptUrl,
  isValidBlogUrlTemplate,
  normalizeBlogUrlTemplate,
  safeHref,
  URL_LIMITS,
} from '../../src/core/url';

/** `prefix` padded with `fill` to exactly `length` characters. */
const pad = (prefix: string, length: number, fill = 'a') => prefix + fill.repeat(length - prefix.length);

describe('classifyUrl', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#', 'anchor'],
    ['#top', 'anchor'],
    ['/about', 'content-link'],
    [' /about ', 'content-link'],
    ['about-us', 'content-link'],
    ['?page=2', 'content-link'],
    ['/s/', 'content-link'],
    ['/about us', 'malformed-protocol'],
    ['/s/menu.pdf', 'file-link'],
    ['https://example.com/x', 'external-link'],
    ['HTTPS://EXAMPLE.COM', 'external-link'],
    ['http://example.com', 'external-link'],
    ['//cdn.example.com/a.js', 'external-link'],
    ['https://', 'malformed-protocol'],
    ['https://exa mple.com', 'malformed-protocol'],
    ['tel:+1-555-0100', 'misc-protocol'],
    ['TEL:5550100', 'misc-protocol'],
    ['tel:555', 'malformed-protocol'],
    ['tel:+1 (555)', 'malformed-protocol'],
    ['tel:12a4', 'malformed-protocol'],
    ['sms:+15550100', 'misc-protocol'],
    ['sms:', 'malformed-protocol'],
    ['mailto:ada@example.com', 'misc-protocol'],
    ['mailto:ada@example.com?subject=Hi', 'misc-protocol'],
    ['mailto:ada@example', 'malformed-protocol'],
    ['mailto:ada@example.', 'malformed-protocol'],
    ['mailto:ada@.com', 'malformed-protocol'],
    ['mailto:@example.com', 'malformed-protocol'],
    ['mailto:a@b@example.com', 'malformed-protocol'],
    ['mailto:a@x.com,b@y.com', 'malformed-protocol'],
    ['javascript:void(0)', 'misc-protocol'],
    ['javascript:', 'malformed-protocol'],
    ['java\tscript:alert(1)', 'malformed-protocol'],
    ['ftp://files.example.com/a', 'misc-protocol'],
    ['ftp://', 'malformed-protocol'],
    ['ftp:files', 'malformed-protocol'],
    ['data:text/html,<b>x</b>', 'malformed-protocol'],
    ['vbscript:msgbox(1)', 'malformed-protocol'],
    ['gopher://x', 'malformed-protocol'],
  ])('%j is %s', (url, expected) => expect(classifyUrl(url)).toBe(expected));

  it.each([
    ['anchor', (n: number) => pad('#', n), URL_LIMITS.anchor, 'anchor'],
    ['tel', (n: number) => pad('tel:', n, '5'), URL_LIMITS.tel, 'misc-protocol'],
    ['sms', (n: number) => pad('sms:', n, '5'), URL_LIMITS.sms, 'misc-protocol'],
    ['mailto', (n: number) => `${pad('mailto:', n - '@example.com'.length)}@example.com`, URL_LIMITS.mailto, 'misc-protocol'],
    ['javascript', (n: number) => pad('javascript:', n), URL_LIMITS.javascript, 'misc-protocol'],
    ['ftp', (n: number) => pad('ftp://', n), URL_LIMITS.ftp, 'misc-protocol'],
    ['internal content link', (n: number) => pad('/', n), URL_LIMITS.internal, 'content-link'],
    ['internal file link', (n: number) => pad('/s/', n), URL_LIMITS.internal, 'file-link'],
  ] as const)('%s: one under the limit is fine, at the limit it is malformed', (_name, make, limit, fine) => {
    expect(make(limit - 1)).toHaveLength(limit - 1);
    expect(make(limit)).toHaveLength(limit);
    expect(classifyUrl(make(limit - 1))).toBe(fine);
    expect(classifyUrl(make(limit))).toBe('malformed-protocol');
  });

  it.each([
    ['tel:123', 'malformed-protocol'],
    ['tel:1234', 'misc-protocol'],
    ['tel:+-1', 'malformed-protocol'],
    ['tel:+1-2', 'misc-protocol'],
  ])('tel needs at least 4 characters after the scheme: %j → %s', (url, expected) => expect(classifyUrl(url)).toBe(expected));

  it('external links have no length limit', () => {
    expect(classifyUrl(`https://example.com/${'a'.repeat(5000)}`)).toBe('external-link');
  });

  it("limits are the spec's", () => {
    expect(URL_LIMITS).toEqual({ anchor: 100, tel: 50, telMin: 4, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150 });
  });
});

describe('isSafeNavigationUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\n\r javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:x',
    'java\rscript:x',
    'j\ta\nv\ra\tscript:x',
    'javascript\t:x',
    '\u0000javascript:x',
    '\u0001javascript:x',
    '\u001fjavascript:x',
    'jav\u0000ascript:x',
    // A leading no-break space: a browser reads a relative link, but refusing costs nothing.
    '\u00a0javascript:x',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:x',
    ' dAtA:x',
    'vbscript:msgbox',
    'VBScript:msgbox',
    'vb\tscript:msgbox',
    // Not parsable even against a base: fail closed.
    'http://[',
  ])('refuses %j', (url) => expect(isSafeNavigationUrl(url)).toBe(false));

  it.each([
    '/about',
    'about',
    'https://example.com',
    'https://example.com/?next=javascript:alert(1)',
    '#top',
    '#javascript:x',
    'mailto:a@b.co',
    'tel:+15550100',
    '?q=javascript:x',
    './javascript:x',
    '/javascript:x',
    'javascriptx:foo',
    // An entity is not decoded in a DOM-set href, so this is a relative path, not a scheme.
    'jav&#x09;ascript:alert(1)',
    '',
  ])('allows %j', (url) => expect(isSafeNavigationUrl(url)).toBe(true));

  it('refuses what is not a string (props come from JSON)', () => {
    expect(isSafeNavigationUrl(undefined as unknown as string)).toBe(false);
    expect(isSafeNavigationUrl({ toString: () => 'javascript:x' } as unknown as string)).toBe(false);
  });

  it('law: an unsafe scheme refuses, whatever the case, leading controls and embedded tabs or newlines', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript');
    const noise = fc.constantFrom('\t', '\n', '\r');
    const leading = fc.array(fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0008', '\u001f'), { maxLength: 4 });
    const disguised = fc
      .tuple(
        leading,
        scheme,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(10), noise), { maxLength: 3 }),
        fc.string(),
      )
      .map(([lead, name, upper, inserts, rest]) => {
        let text = [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
        for (const [at, char] of inserts) text = text.slice(0, at) + char + text.slice(at);
        return `${lead.join('')}${text}:${rest}`;
      });
    fc.assert(fc.property(disguised, (url) => !isSafeNavigationUrl(url)));
  });

  it('law: whatever it allows, the URL parser does not read as an unsafe scheme', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('j', 'a', 'v', 's', 'c', 'r', 'i', 'p', 't', 'd', ':', '\t', ' ', '\u0000', '/', 'b', 'A', 'S'),
        }),
        (url) => {
          if (!isSafeNavigationUrl(url)) return true;
          return !['javascript:', 'data:', 'vbscript:'].includes(new URL(url, 'https://example.com/').protocol);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('safeHref', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    ['javascript:alert(1)', undefined],
    [' data:text/html,x', undefined],
    ['/about', '/about'],
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
  ])('%j → %j', (url, expected) => expect(safeHref(url)).toBe(expected));
});

describe('collection panel path', () => {
  it.each([
    ['/pages/abcdefghijklmnopqrstuvwx', true],
    ['/pages/0123456789abcdef01234567', true],
    ['/pages/abcdefghijklmnopqrstuvw', false],
    ['/pages/abcdefghijklmnopqrstuvwxy', false],
    ['/pages/ABCDEFGHIJKLMNOPQRSTUVWX', false],
    ['/pages/abcdefghijklmnopqrstuvwX', false],
    ['/pages/abcdefghijk-mnopqrstuvwx', false],
    ['/pages/abcdefghijklmnopqrstuvwx/', false],
    ['/pages/abcdefghijklmnopqrstuvwx?x=1', false],
    ['pages/abcdefghijklmnopqrstuvwx', false],
    ['/page/abcdefghijklmnopqrstuvwx', false],
    ['/x/pages/abcdefghijklmnopqrstuvwx', false],
  ])('%s → %s', (path, expected) => expect(isCollectionPanelPath(path)).toBe(expected));
});

describe('tokenized blog URLs', () => {
  it.each([
    ['%y/%m/%d/%t', '%y/%m/%d/%t'],
    ['%Y//%m--%t', '%y/%m-%t'],
    ['%Y//%M/%T', '%y/%m/%t'],
    ['%y-/-%m', '%y/%m'],
    ['%y__%t', '%y_%t'],
    ['/blog/%y--%t/', 'blog/%y-%t'],
    ['--%t--', '%t'],
    ['  Blog/%T  ', 'blog/%t'],
    ['%t', '%t'],
  ])('%j → %j', (template, expected) => {
    expect(normalizeBlogUrlTemplate(template)).toBe(expected);
    expect(isValidBlogUrlTemplate(template)).toBe(true);
  });

  it.each(['%x/%t', '%y/%', '%h%t', '%%t', '%Q'])('refuses the unknown token in %j, naming it', (template) => {
    expect(() => normalizeBlogUrlTemplate(template)).toThrow(/is not a token; use %y, %m, %d, %t/);
    expect(isValidBlogUrlTemplate(template)).toBe(false);
  });

  it.each(['', '   ', '///', '-_/'])('%j is not a template (nothing left)', (template) => {
    expect(isValidBlogUrlTemplate(template)).toBe(false);
  });

  it('law: normalizing twice changes nothing', () => {
    const text = fc.string({ unit: fc.constantFrom('%y', '%M', '%d', '%T', '/', '-', '_', 'a', 'B') });
    fc.assert(
      fc.property(text, (template) => {
        const once = normalizeBlogUrlTemplate(template);
        return normalizeBlogUrlTemplate(once) === once && !/[/_-]{2}/.test(once);
      }),
    );
  });
});

describe('isSafeScriptUrl', () => {
  const page = ['https://site.test/a/page', 'https://site.test'] as const;

  it.each(['https://cdn.example/x.js', 'HTTPS://cdn.example/x.js?a=1', '/captcha/provider.js', '/x.js#y'])('allows %j', (url) => {
    expect(isSafeScriptUrl(url, ...page)).toBe(true);
  });

  it.each([
    'data:text/javascript,window.x=1',
    'javascript:alert(1)',
    'blob:https://site.test/1',
    'http://cdn.example/x.js',
    '//evil.example/x.js',
    '/\\evil.example/x.js',
    'https:/\\evil.example/x.js',
    'https:evil.example/x.js',
    'x.js',
    ' /x.js',
    '/x\n.js',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeScriptUrl(url, ...page)).toBe(false);
  });

  it("allows this origin's own address, http included (a loader resolves a path before adding its query)", () => {
    expect(isSafeScriptUrl('http://127.0.0.1:4173/booking/x.js?rid=1', 'http://127.0.0.1:4173/p', 'http://127.0.0.1:4173')).toBe(true);
    expect(isSafeScriptUrl('http://127.0.0.1:4174/x.js', 'http://127.0.0.1:4173/p', 'http://127.0.0.1:4173')).toBe(false);
  });

  it('refuses a path that the document base sends to another origin, and what is not a string', () => {
    expect(isSafeScriptUrl('/x.js', 'http://elsewhere.example/', 'https://site.test')).toBe(false);
    expect(isSafeScriptUrl(42, ...page)).toBe(false);
  });
});
