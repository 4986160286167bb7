import { describe, expect, it } from 'vitest';
import { classifyUrl, isCollectionPanelPath, isSafeNavigationUrl, isValidBlogUrlTemplate, normalizeBlogUrlTemplate, URL_LIMITS } from '../../src/core/url';

const pad = (prefix: string, length: number, fill = 'a') => prefix + fill.repeat(length - prefix.length);

describe('classifyUrl', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#top', 'anchor'],
    ['/about', 'content-link'],
    ['about-us', 'content-link'],
    ['/s/menu.pdf', 'file-link'],
    ['https://example.com/x', 'external-link'],
    ['http://example.com', 'external-link'],
    ['//cdn.example.com/a.js', 'external-link'],
    ['https://', 'malformed-protocol'],
    ['tel:+1-555-0100', 'misc-protocol'],
    ['tel:555', 'malformed-protocol'],
    ['tel:+1 (555)', 'malformed-protocol'],
    ['sms:+15550100', 'misc-protocol'],
    ['mailto:ada@example.com', 'misc-protocol'],
    ['mailto:ada@example.com?subject=Hi', 'misc-protocol'],
    ['mailto:ada@example', 'malformed-protocol'],
    ['mailto:a@b@example.com', 'malformed-protocol'],
    ['javascript:void(0)', 'misc-protocol'],
    ['ftp://files.example.com/a', 'misc-protocol'],
    ['gopher://x', 'malformed-protocol'],
  ])('%j is %s', (url, expected) => expect(classifyUrl(url)).toBe(expected));

  it.each([
    ['anchor', (n: number) => pad('#', n), URL_LIMITS.anchor, 'anchor'],
    ['tel', (n: number) => pad('tel:', n, '5'), URL_LIMITS.tel, 'misc-protocol'],
    ['sms', (n: number) => pad('sms:', n, '5'), URL_LIMITS.sms, 'misc-protocol'],
    ['mailto', (n: number) => `${pad('mailto:', n - '@example.com'.length)}@example.com`, URL_LIMITS.mailto, 'misc-protocol'],
    ['javascript', (n: number) => pad('javascript:', n), URL_LIMITS.javascript, 'misc-protocol'],
    ['ftp', (n: number) => pad('ftp://', n), URL_LIMITS.ftp, 'misc-protocol'],
    ['internal', (n: number) => pad('/', n), URL_LIMITS.internal, 'content-link'],
  ] as const)('%s: under the limit is fine, at the limit is not', (_name, make, limit, fine) => {
    expect(make(limit - 1)).toHaveLength(limit - 1);
    expect(classifyUrl(make(limit - 1))).toBe(fine);
    expect(classifyUrl(make(limit))).toBe('malformed-protocol');
  });

  it('tel needs at least 4 characters after the scheme', () => {
    expect(classifyUrl('tel:123')).toBe('malformed-protocol');
    expect(classifyUrl('tel:1234')).toBe('misc-protocol');
  });

  it('limits are the spec\'s', () => {
    expect(URL_LIMITS).toEqual({ anchor: 100, tel: 50, telMin: 4, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150 });
  });
});

describe('isSafeNavigationUrl', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,<script>', 'vbscript:msgbox', 'DATA:x'])('refuses %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(false);
  });

  it.each(['/about', 'https://example.com', '#top', 'mailto:a@b.co', 'tel:+15550100', '?q=javascript:x', './javascript:x'])('allows %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });
});

describe('collection panel path', () => {
  it.each([
    ['/pages/abcdefghijklmnopqrstuvwx', true],
    ['/pages/0123456789abcdef01234567', true],
    ['/pages/abcdefghijklmnopqrstuvw', false],
    ['/pages/abcdefghijklmnopqrstuvwxy', false],
    ['/pages/ABCDEFGHIJKLMNOPQRSTUVWX', false],
    ['/page/abcdefghijklmnopqrstuvwx', false],
  ])('%s → %s', (path, expected) => expect(isCollectionPanelPath(path)).toBe(expected));
});

describe('tokenized blog URLs', () => {
  it.each([
    ['%y/%m/%d/%t', '%y/%m/%d/%t'],
    ['%Y//%M/%T', '%y/%m/%t'],
    ['/blog/%y--%t/', 'blog/%y-%t'],
    ['%t', '%t'],
  ])('%s → %s', (template, expected) => expect(normalizeBlogUrlTemplate(template)).toBe(expected));

  it.each(['%x/%t', '%y/%', '%h%t'])('refuses %s', (template) => {
    expect(() => normalizeBlogUrlTemplate(template)).toThrow('is not a token');
    expect(isValidBlogUrlTemplate(template)).toBe(false);
  });
});
