import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/core/api';
import { FormSubmissionError, submitForm, toFailure } from '../../src/core/form-submission';

const failure = (status: number, data?: Record<string, unknown>) =>
  toFailure(new ApiError('ignored', '/api/form/SaveFormSubmission', status, data));

describe('the error mapping of spec 000 §8', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i → %s (whatever the server said)', (status, text) => {
    expect(failure(status, { error: 'server words' }).message).toBe(text);
  });

  it('400 with an errors map marks the fields, with the general message', () => {
    const result = failure(400, { errors: { 'email-1': 'Email is taken.', 'text-1': ['Too short.'], empty: '' } });
    expect(result.message).toBe('One or more fields is invalid, please check your entries.');
    expect(result.fieldErrors).toEqual({ 'email-1': 'Email is taken.', 'text-1': 'Too short.' });
  });

  it('an answer that is not JSON: the host may have stored it, so the visitor is asked to reload', () => {
    expect(failure(-1).message).toBe('Error processing form submission. Please reload and try again.');
  });

  it('a string error is shown as it is', () => {
    expect(failure(400, { error: 'The kitchen is closed.' }).message).toBe('The kitchen is closed.');
  });

  it("otherwise the server's error text, else the unknown error", () => {
    expect(failure(503, { error: 'Down for maintenance.' }).message).toBe('Down for maintenance.');
    expect(failure(418).message).toBe('Unknown error, please try again later.');
    expect(failure(0).message).toBe('Unknown error, please try again later.');
    expect(toFailure(new TypeError('boom')).message).toBe('Unknown error, please try again later.');
  });
});

describe('submitForm', () => {
  let calls: Array<{ url: URL; body: unknown }>;
  let answers: Response[];
  beforeEach(() => {
    calls = [];
    answers = [];
    document.cookie = 'crumb=c1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url: new URL(url), body: init.body ? JSON.parse(String(init.body)) : undefined });
        return answers.shift() ?? new Response('{}', { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const submission = {
    formId: 'f1',
    collectionId: 'c1',
    objectName: 'Contact',
    isOverlayForm: false,
    submitButtonText: 'Send',
    form: { a: 'b', n: ['x', 'y'] },
    captchaKey: 'k',
    page: { pageTitle: 'T', pageId: 'c1', contentSource: 'c', pagePath: '/p', pagePermissionTypeValue: 1 },
  };

  it('gets a key, then sends the submission with the form as JSON text and the page fields', async () => {
    answers.push(Response.json({ key: 'K1' }), Response.json({ success: true }));
    await submitForm(submission);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(calls[1]!.body).toEqual({
      key: 'K1',
      formId: 'f1',
      collectionId: 'c1',
      objectName: 'Contact',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: '{"a":"b","n":["x","y"]}',
      captchaKey: 'k',
      pageTitle: 'T',
      pageId: 'c1',
      contentSource: 'c',
      pagePath: '/p',
      pagePermissionTypeValue: 1,
    });
  });

  it('a key that cannot be had says so, and nothing is sent', async () => {
    answers.push(new Response('{}', { status: 500 }));
    await expect(submitForm(submission)).rejects.toEqual(
      new FormSubmissionError('Could not get a form submission key, please try again later.'),
    );
    answers.push(Response.json({ nokey: true }));
    await expect(submitForm(submission)).rejects.toThrow('Could not get a form submission key, please try again later.');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/form/FormSubmissionKey', '/api/form/FormSubmissionKey']);
  });

  it('after a save that got no answer, the next try sends the same key, so the host cannot store it twice', async () => {
    answers.push(Response.json({ key: 'K1' }));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!url.includes('SaveFormSubmission')) return fetch(url, init);
      calls.push({ url: new URL(url), body: JSON.parse(String(init.body)) });
      throw new TypeError('Failed to fetch');
    });
    await expect(submitForm(submission)).rejects.toThrow('Unknown error, please try again later.');
    vi.stubGlobal('fetch', fetch);
    answers.push(Response.json({ success: true }));
    await submitForm(submission);
    expect(calls.map((call) => [call.url.pathname, (call.body as { key?: string } | undefined)?.key])).toEqual([
      ['/api/form/FormSubmissionKey', undefined],
      ['/api/form/SaveFormSubmission', 'K1'],
      ['/api/form/SaveFormSubmission', 'K1'],
    ]);
  });

  it('an answered failure spends the key: the next try gets a new one', async () => {
    answers.push(
      Response.json({ key: 'K1' }),
      Response.json({ error: 'x' }, { status: 500 }),
      Response.json({ key: 'K2' }),
      Response.json({}),
    );
    await expect(submitForm(submission)).rejects.toThrow('Unable to send form. Please try again later.');
    await submitForm(submission);
    expect(calls.map((call) => (call.body as { key?: string } | undefined)?.key)).toEqual([undefined, 'K1', undefined, 'K2']);
  });
});
