import { describe, expect, it } from 'vitest';
import { type FormField, parseForm } from '../../src/features/form/model';
import { EMAIL_EXAMPLE, requiredMessage, validate, validateField, ZIP_MESSAGE } from '../../src/features/form/validate';
import { isFilled, numbersOnlyMessage, readValues, unparsableFields } from '../../src/features/form/values';

const field = (raw: Record<string, unknown>): FormField => parseForm({ formId: 'f', fields: [{ id: 'x', title: 'X', ...raw }] }).fields[0]!;
const EMAIL_MESSAGE = `Email is not valid. Email addresses should follow the format ${EMAIL_EXAMPLE}.`;

describe('client rules', () => {
  it('the email-field rule: empty and not required is valid; otherwise a valid email', () => {
    const optional = field({ type: 'email' });
    const required = field({ type: 'email', required: true, title: 'Email' });
    expect(validateField(optional, '')).toBeUndefined();
    expect(validateField(optional, 'a@b.co')).toBeUndefined();
    expect(validateField(optional, 'not-an-email')).toBe(EMAIL_MESSAGE);
    expect(validateField(optional, 'a@b.museum')).toBe(EMAIL_MESSAGE);
    expect(validateField(required, '')).toBe('Email is required.');
    expect(validateField(required, 'x@y.z')).toBe(EMAIL_MESSAGE);
  });

  it('a textarea over its maximum length breaks "You have exceeded the character limit."', () => {
    const textarea = field({ type: 'textarea', maxLength: 5 });
    expect(validateField(textarea, '12345')).toBeUndefined();
    expect(validateField(textarea, '123456')).toBe('You have exceeded the character limit.');
  });

  it('required fields, by shape: text, parts (optional ones may stay empty), choices, likert', () => {
    expect(validateField(field({ type: 'text', required: true, title: 'Subject' }), '  ')).toBe(requiredMessage('Subject'));
    const name = field({ type: 'name', required: true, title: 'Name' });
    expect(validateField(name, ['Ada', ''])).toBe('Name is required.');
    expect(validateField(name, ['Ada', 'Lovelace'])).toBeUndefined();
    const address = field({ type: 'address', required: true, title: 'Address' });
    expect(validateField(address, ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'])).toBeUndefined();
    const phone = field({ type: 'phone', required: true, title: 'Phone' });
    expect(validateField(phone, ['', '555', '010', '0199'])).toBeUndefined();
    const checkbox = field({ type: 'checkbox', required: true, title: 'Needs', options: ['a', 'b'] });
    expect(validateField(checkbox, [])).toBe('Needs is required.');
    expect(validateField(checkbox, ['b'])).toBeUndefined();
    const likert = field({ type: 'likert', required: true, title: 'Rate', options: ['s1', 's2'] });
    expect(validateField(likert, { s1: '2', s2: '' })).toBe('Rate is required.');
    expect(isFilled(likert, { s1: '2', s2: '-1' })).toBe(true);
  });

  it('the US zip rule: exactly 5 digits, for the United States or no country', () => {
    const address = field({ type: 'address' });
    const at = (zip: string, country: string) => validateField(address, ['', '', '', '', zip, country]);
    expect(at('62701', '')).toBeUndefined();
    expect(at('6270', 'United States')).toBe(ZIP_MESSAGE);
    expect(at('627011', 'US')).toBe(ZIP_MESSAGE);
    expect(at('62701-1234', '')).toBe(ZIP_MESSAGE);
    expect(at('SW1A 1AA', 'United Kingdom')).toBeUndefined();
    expect(at('', 'US')).toBeUndefined();
  });

  it('sections and hidden fields are skipped', () => {
    expect(validate([field({ type: 'section', required: true }), field({ type: 'hidden', required: true })], {})).toEqual({});
  });
});

describe('reading a form', () => {
  it('gives each type its shape', () => {
    const form = parseForm({
      formId: 'f',
      fields: [
        { id: 'n', type: 'name', title: 'Name' },
        { id: 'c', type: 'checkbox', title: 'C', options: ['a', 'b', 'c'] },
        { id: 'l', type: 'likert', title: 'L', options: ['s1', 's2'] },
        { id: 'h', type: 'hidden', title: 'H', key: 'source', value: 'ad' },
        { id: 's', type: 'section', title: 'S' },
        { id: 't', type: 'text', title: 'T' },
      ],
    });
    const data = new FormData();
    data.append('n.First', 'Ada');
    data.append('n.Last', 'Lovelace');
    data.append('c', 'a');
    data.append('c', 'c');
    data.append('l.0', '2');
    data.append('t', 'hello');
    expect(readValues(form.fields, data)).toEqual({ n: ['Ada', 'Lovelace'], c: ['a', 'c'], l: { s1: '2', s2: '' }, h: 'ad', t: 'hello' });
  });

  it('refuses a field type it cannot draw', () => {
    expect(() => parseForm({ formId: 'f', fields: [{ id: 'x', type: 'signature' }] })).toThrow('unknown type "signature"');
    expect(() => parseForm({ fields: [] })).toThrow('"formId"');
  });

  it('takes a captcha script from https or a path on the site only', () => {
    const withCaptcha = (scriptUrl: string) => () => parseForm({ formId: 'f', fields: [], captcha: { siteKey: 'k', scriptUrl } });
    for (const bad of ['data:text/javascript,window.__gadget=1', '//captcha.example/p.js', 'http://captcha.example/p.js', 'javascript:x()'])
      expect(withCaptcha(bad)).toThrow('form: "captcha.scriptUrl" must be an https address or a path on the site');
    expect(withCaptcha('https://captcha.example/p.js')().captcha?.scriptUrl).toBe('https://captcha.example/p.js');
    expect(parseForm({ formId: 'f', fields: [], captcha: { siteKey: 'k' } }).captcha?.scriptUrl).toBe('/captcha/provider.js');
  });
});

describe('the success redirect', () => {
  it('follows http(s) and same-site addresses only', async () => {
    const { redirectTarget } = await import('../../src/features/form/Form');
    expect(redirectTarget('/thanks')).toBe(`${location.origin}/thanks`);
    expect(redirectTarget('https://example.com/thanks')).toBe('https://example.com/thanks');
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://example.com/file',
      'mailto:a@b.co',
      '',
      undefined,
    ]) {
      expect(redirectTarget(url)).toBeUndefined();
    }
  });
});

describe('fields the host could not parse', () => {
  it('a date or time part that is not a number marks its field; empty parts and AM/PM are left to the other rules', () => {
    const date = field({ type: 'date', title: 'Visit date' });
    const time = { ...field({ type: 'time', title: 'Arrival' }), id: 't' };
    expect(unparsableFields([date, time], { x: ['6', '', '2026'], t: ['7', '30', '', 'PM'] })).toEqual({});
    expect(unparsableFields([date, time], { x: ['June', '1', '2026'], t: ['7', 'half', '', 'PM'] })).toEqual({
      x: numbersOnlyMessage('Visit date'),
      t: numbersOnlyMessage('Arrival'),
    });
    expect(numbersOnlyMessage('Visit date')).toBe('Visit date takes numbers only.');
  });
});
