// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { startServer, type RunningServer } from '../../fixtures/server/index.mjs';
import { SubmissionStore } from '../../fixtures/server/submissions.mjs';

const CRUMB = newCrumb();
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-forms-'));
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function post(pathname: string, body?: unknown, tag = 'forms'): Promise<Response> {
  return fetch(`${server.url}${pathname}?crumb=${CRUMB}`, {
    method: 'POST',
    headers: { cookie: `crumb=${CRUMB}; sr_test=${tag}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function key(): Promise<string> {
  return ((await (await post('/api/form/FormSubmissionKey')).json()) as { key: string }).key;
}

async function save(formId: string, form: unknown, extra: Record<string, unknown> = {}, tag = 'forms'): Promise<Response> {
  return post('/api/form/SaveFormSubmission', { key: await key(), formId, objectName: 'x', submitButtonText: 'Send', isOverlayForm: false, form: JSON.stringify(form), pageTitle: 'T', pagePath: '/p', ...extra }, tag);
}

describe('form API', () => {
  it('stores what was sent; a key is spent once', async () => {
    const k = await key();
    const body = { key: k, formId: 'form-overlay', objectName: 'Overlay sign-up', submitButtonText: 'Join', isOverlayForm: true, form: JSON.stringify({ 'email-8': 'a@b.co' }), pageTitle: 'T' };
    expect((await post('/api/form/SaveFormSubmission', body, 'once')).status).toBe(200);
    const again = await post('/api/form/SaveFormSubmission', body, 'once');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'Error processing form submission. Please reload and try again.' });
    const stored = (await (await fetch(`${server.url}/__submissions?tag=once`)).json()) as Array<Record<string, unknown>>;
    expect(stored).toEqual([expect.objectContaining({ formId: 'form-overlay', isOverlayForm: true, form: { 'email-8': 'a@b.co' }, pageFields: { pageTitle: 'T' } })]);
  });

  it.each([
    ['not configured', 'nope', {}, 404, { error: 'This form has not been configured yet.' }],
    ['a 500 on purpose', 'form-server-error', {}, 500, { error: 'The form handler failed.' }],
    ['a string error on purpose', 'form-string-error', {}, 400, { error: 'The kitchen is closed for submissions today.' }],
    ['a required field missing', 'form-redirect', { 'email-3': '' }, 400, { errors: { 'email-3': 'Email is required.' } }],
    ['a bad email', 'form-redirect', { 'email-3': 'x@y' }, 400, { errors: { 'email-3': 'Email is not valid. Email addresses should follow the format user@domain.com.' } }],
    ['a field the server requires', 'form-field-errors', { 'email-4': 'a@b.co', 'text-4': '' }, 400, { errors: { 'text-4': 'Company is required.' } }],
    ['an unknown field', 'form-overlay', { 'email-8': 'a@b.co', extra: 'x' }, 400, { errors: { extra: 'This field does not exist on the form.' } }],
    ['a multi-part value of the wrong shape', 'form-every-field', { 'name-1': 'Ada', 'email-1': 'a@b.co', 'radio-1': 'Inside', 'textarea-1': 'hi' }, 400, { errors: { 'name-1': 'Name is not in the right shape.' } }],
    ['a textarea over its limit', 'form-every-field', { 'name-1': ['A', 'B'], 'email-1': 'a@b.co', 'radio-1': 'Inside', 'textarea-1': 'x'.repeat(201) }, 400, { errors: { 'textarea-1': 'Message is too long.' } }],
    ['a captcha form without a token', 'form-captcha', { 'email-2': 'a@b.co' }, 400, { errors: {}, error: 'Complete CAPTCHA before submitting.' }],
  ])('%s', async (_name, formId, form, status, answer) => {
    const response = await save(formId, form);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(answer);
  });

  it('a form map that is not JSON of an object cannot be parsed', async () => {
    const response = await post('/api/form/SaveFormSubmission', { key: await key(), formId: 'form-overlay', form: '[1,2]' });
    expect(await response.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' });
  });

  it('captcha tokens come from the server and are spent once; a made-up one is refused', async () => {
    const token = ((await (await fetch(`${server.url}/api/captcha/token`, { method: 'POST' })).json()) as { token: string }).token;
    expect((await save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: token })).status).toBe(200);
    expect((await save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: token })).status).toBe(400);
    expect((await save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: 'captcha-ok.abc.def' })).status).toBe(400);
  });

  it('rate-limits per visitor', async () => {
    expect((await save('form-rate-limited', { 'text-7': '1' }, {}, 'rl')).status).toBe(200);
    expect((await save('form-rate-limited', { 'text-7': '2' }, {}, 'rl')).status).toBe(429);
  });

  it('fifty at once are all stored', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => save('form-overlay', { 'email-8': `g${n}@b.co` }, {}, 'fifty')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const stored = (await (await fetch(`${server.url}/__submissions?tag=fifty`)).json()) as unknown[];
    expect(stored).toHaveLength(50);
    expect((await fetch(`${server.url}/__submissions?tag=fifty`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${server.url}/__submissions?tag=fifty`)).json()).toEqual([]);
  });

  it('serves the captcha stand-in as a script', async () => {
    const response = await fetch(`${server.url}/captcha/provider.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toContain('window.siteCaptcha');
  });
});

describe('submission store', () => {
  it('skips a torn last line, and the next append starts on a line of its own', async () => {
    const file = path.join(root, 'torn.jsonl');
    await writeFile(file, `${JSON.stringify({ id: 'a', tag: null, formId: 'f', form: {} })}\n{"id":"b","tag":nu`);
    const store = new SubmissionStore(file);
    expect((await store.list()).map((entry) => entry.id)).toEqual(['a']);
    await store.append({ id: 'c', at: '', tag: null, formId: 'f', form: {} });
    expect((await store.list()).map((entry) => entry.id)).toEqual(['a', 'c']);
    expect((await readFile(file, 'utf8')).endsWith('\n')).toBe(true);
  });
});
