// @vitest-environment node
// The fixture server's form API (fixtures/server/api/forms.mjs), its durable submission store
// (fixtures/server/submissions.mjs, GET/DELETE /__submissions) and the captcha stand-in
// (fixtures/captcha/provider.js), against an in-process server with a temporary data folder.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RULES, MESSAGES } from '../../fixtures/server/api/forms.mjs';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';
import { type StoredSubmission, SubmissionStore } from '../../fixtures/server/submissions.mjs';
import { EMAIL_LENGTH, EMAIL_PATTERN, emailInvalidMessage } from '../../src/core/email';
import { FORM_FIELD_OPTIONAL_PARTS, FORM_FIELD_PARTS } from '../../src/platform/form-fields';
import * as strings from '../../src/platform/strings';

const CRUMB = newCrumb();
const HOUR = 60 * 60 * 1000;
const BAD_KEY = { error: 'Error processing form submission. Please reload and try again.' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let root: string;
let dataDir: string;
let server: RunningServer;
/** The server's clock: tests move it to expire keys and rate-limit windows. */
let clock = Date.parse('2024-05-01T12:00:00.000Z');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-forms-'));
  dataDir = path.join(root, 'data');
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir, now: () => clock });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

interface Visitor {
  crumb?: string;
  tag?: string;
}

function post(pathname: string, body?: unknown, { crumb = CRUMB, tag = 'forms' }: Visitor = {}): Promise<Response> {
  return fetch(`${server.url}${pathname}?crumb=${crumb}`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}; sr_test=${tag}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function key(visitor?: Visitor): Promise<string> {
  return ((await (await post('/api/form/FormSubmissionKey', undefined, visitor)).json()) as { key: string }).key;
}

async function token(): Promise<string> {
  return ((await (await fetch(`${server.url}/api/captcha/token`, { method: 'POST' })).json()) as { token: string }).token;
}

function submit(body: Record<string, unknown>, visitor?: Visitor): Promise<Response> {
  return post('/api/form/SaveFormSubmission', body, visitor);
}

async function save(formId: string, form: unknown, extra: Record<string, unknown> = {}, visitor?: Visitor): Promise<Response> {
  const body = {
    key: await key(visitor),
    formId,
    objectName: 'x',
    submitButtonText: 'Send',
    isOverlayForm: false,
    form: JSON.stringify(form),
    pageTitle: 'T',
    pagePath: '/p',
    ...extra,
  };
  return submit(body, visitor);
}

async function answer(response: Response | Promise<Response>): Promise<[number, unknown]> {
  const done = await response;
  return [done.status, await done.json()];
}

async function stored(query: string): Promise<StoredSubmission[]> {
  const response = await fetch(`${server.url}/__submissions?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredSubmission[];
}

describe("the server checks fields by the runtime's own rules", () => {
  // The server cannot import TypeScript, so it keeps copies: these fail the moment one drifts.
  it('the parts of multi-part fields, and which may be left empty', () => {
    expect(FORM_RULES.parts).toEqual(FORM_FIELD_PARTS);
    expect(FORM_RULES.optionalParts).toEqual(FORM_FIELD_OPTIONAL_PARTS);
  });

  it('the email rule and its message', () => {
    expect(FORM_RULES.emailLength).toEqual(EMAIL_LENGTH);
    expect(FORM_RULES.emailPattern.source).toBe(EMAIL_PATTERN.source);
    expect(FORM_RULES.emailPattern.flags).toBe(EMAIL_PATTERN.flags);
    expect(MESSAGES.email).toBe(emailInvalidMessage('user@domain.com'));
  });

  it('the spec texts it answers with', () => {
    expect(MESSAGES.badKey).toBe(strings.formProcessingError);
    expect(MESSAGES.unparsable).toBe(strings.formUnparsableFields);
    expect(MESSAGES.captcha).toBe(strings.formCaptchaIncomplete);
    expect(MESSAGES.notConfigured).toBe(strings.formHttp404);
  });
});

describe('FormSubmissionKey', () => {
  it('answers a fresh key to a request with the crumb; without it 401 crumbFail', async () => {
    const [status, body] = await answer(post('/api/form/FormSubmissionKey'));
    expect(status).toBe(200);
    expect(body).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await key()).not.toBe((body as { key: string }).key);
    const noCrumb = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST' });
    expect(noCrumb.status).toBe(401);
    expect(await noCrumb.json()).toMatchObject({ crumbFail: true });
  });

  it('a key is good once', async () => {
    const k = await key();
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, { key: k })).status).toBe(200);
    expect(await answer(save('form-overlay', { 'email-8': 'a@b.co' }, { key: k }))).toEqual([400, BAD_KEY]);
  });

  it('an unknown or missing key is refused before anything else is looked at', async () => {
    expect(await answer(submit({ key: 'made-up', formId: 'form-overlay', form: '{}' }))).toEqual([400, BAD_KEY]);
    expect(await answer(submit({ formId: 'no-such-form', form: '{}' }))).toEqual([400, BAD_KEY]);
    expect(await answer(post('/api/form/SaveFormSubmission'))).toEqual([400, BAD_KEY]);
  });

  it('a key lasts one hour', async () => {
    const atTheHour = await key();
    const late = await key();
    clock += HOUR;
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, { key: atTheHour })).status).toBe(200);
    clock += 1;
    // Sent as it is (no new key issued first, which would also sweep out the expired ones).
    expect(await answer(submit({ key: late, formId: 'form-overlay', form: { 'email-8': 'a@b.co' } }))).toEqual([400, BAD_KEY]);
  });

  it('a refused submission spends its key too', async () => {
    const k = await key();
    expect((await save('form-overlay', { 'email-8': 'not an email' }, { key: k })).status).toBe(400);
    expect(await answer(save('form-overlay', { 'email-8': 'a@b.co' }, { key: k }))).toEqual([400, BAD_KEY]);
  });
});

describe('SaveFormSubmission: each answer', () => {
  const everyField = { 'name-1': ['Ada', 'Lovelace'], 'email-1': 'a@b.co', 'radio-1': 'Inside', 'textarea-1': 'hi' };
  const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';

  it.each<[string, string, unknown, number, unknown]>([
    ['not configured', 'nope', {}, 404, { error: 'This form has not been configured yet.' }],
    ['not configured (an Object.prototype name)', '__proto__', {}, 404, { error: 'This form has not been configured yet.' }],
    ['a 500 on purpose', 'form-server-error', {}, 500, { error: 'The form handler failed.' }],
    ['a string error on purpose', 'form-string-error', {}, 400, { error: 'The kitchen is closed for submissions today.' }],
    [
      'a status on purpose comes before a form map that cannot be parsed',
      'form-server-error',
      'not json',
      500,
      { error: 'The form handler failed.' },
    ],
    ['a required field missing', 'form-redirect', {}, 400, { errors: { 'email-3': 'Email is required.' } }],
    ['a required field empty', 'form-redirect', { 'email-3': '' }, 400, { errors: { 'email-3': 'Email is required.' } }],
    ['a bad email', 'form-redirect', { 'email-3': 'x@y' }, 400, { errors: { 'email-3': EMAIL } }],
    ['an email with a 5-letter ending', 'form-redirect', { 'email-3': 'a@b.abcde' }, 400, { errors: { 'email-3': EMAIL } }],
    ['an email over 256 characters', 'form-redirect', { 'email-3': `${'a'.repeat(251)}@b.com` }, 400, { errors: { 'email-3': EMAIL } }],
    [
      'a field the server requires',
      'form-field-errors',
      { 'email-4': 'a@b.co', 'text-4': '' },
      400,
      { errors: { 'text-4': 'Company is required.' } },
    ],
    [
      'a field the server requires, left out',
      'form-field-errors',
      { 'email-4': 'a@b.co' },
      400,
      { errors: { 'text-4': 'Company is required.' } },
    ],
    [
      'an unknown field',
      'form-overlay',
      { 'email-8': 'a@b.co', extra: 'x' },
      400,
      { errors: { extra: 'This field does not exist on the form.' } },
    ],
    [
      'a multi-part value of the wrong shape',
      'form-every-field',
      { ...everyField, 'name-1': 'Ada' },
      400,
      { errors: { 'name-1': 'Name is not in the right shape.' } },
    ],
    [
      'a multi-part value with too few parts',
      'form-every-field',
      { ...everyField, 'date-1': ['1', '2'] },
      400,
      { errors: { 'date-1': 'Visit date is not in the right shape.' } },
    ],
    [
      'a required name with a part empty',
      'form-every-field',
      { ...everyField, 'name-1': ['Ada', ' '] },
      400,
      { errors: { 'name-1': 'Name is required.' } },
    ],
    [
      'a number where a string belongs',
      'form-every-field',
      { ...everyField, 'number-1': 3 },
      400,
      { errors: { 'number-1': 'Guests is not in the right shape.' } },
    ],
    [
      'a checkbox option the form does not offer',
      'form-every-field',
      { ...everyField, 'checkbox-1': ['Vegan', 'Carnivore'] },
      400,
      { errors: { 'checkbox-1': 'Dietary needs has an option it does not offer.' } },
    ],
    [
      'a checkbox value that is not a list',
      'form-every-field',
      { ...everyField, 'checkbox-1': 'Vegan' },
      400,
      { errors: { 'checkbox-1': 'Dietary needs is not in the right shape.' } },
    ],
    [
      'a likert statement the form does not have',
      'form-every-field',
      { ...everyField, 'likert-1': { Other: '1' } },
      400,
      { errors: { 'likert-1': 'Your experience is not in the right shape.' } },
    ],
    [
      'a radio option the form does not offer',
      'form-every-field',
      { ...everyField, 'radio-1': 'Roof' },
      400,
      { errors: { 'radio-1': 'Table has an option it does not offer.' } },
    ],
    [
      'a value for a section',
      'form-every-field',
      { ...everyField, 'section-1': '' },
      400,
      { errors: { 'section-1': 'About your visit is not in the right shape.' } },
    ],
    [
      'a textarea over its limit',
      'form-every-field',
      { ...everyField, 'textarea-1': 'x'.repeat(201) },
      400,
      { errors: { 'textarea-1': 'Message is too long.' } },
    ],
    [
      'every bad field at once',
      'form-every-field',
      { 'email-1': 'nope', 'textarea-1': 'x'.repeat(201) },
      400,
      {
        errors: { 'name-1': 'Name is required.', 'email-1': EMAIL, 'radio-1': 'Table is required.', 'textarea-1': 'Message is too long.' },
      },
    ],
    [
      'a captcha form without a token',
      'form-captcha',
      { 'email-2': 'a@b.co' },
      400,
      { errors: {}, error: 'Complete CAPTCHA before submitting.' },
    ],
  ])('%s', async (_name, formId, form, status, body) => {
    expect(await answer(save(formId, form))).toEqual([status, body]);
  });

  it('a textarea at its limit and a 256-character email pass', async () => {
    expect(
      (await save('form-every-field', { ...everyField, 'email-1': `${'a'.repeat(250)}@b.com`, 'textarea-1': 'x'.repeat(200) })).status,
    ).toBe(200);
  });

  it.each([
    ['not JSON', 'not json'],
    ['a JSON list', '[1,2]'],
    ['JSON null', 'null'],
    ['left out', undefined],
  ])('a form map that is %s cannot be parsed', async (_name, form) => {
    const [status, body] = await answer(submit({ key: await key(), formId: 'form-overlay', form }));
    expect([status, body]).toEqual([400, { error: 'Could not parse the form fields, please check your entries.' }]);
  });

  it('a form map sent as an object is taken as it is', async () => {
    expect((await submit({ key: await key(), formId: 'form-overlay', form: { 'email-8': 'a@b.co' } })).status).toBe(200);
  });
});

describe('SaveFormSubmission: stored', () => {
  it('a success answers {success, id} and stores exactly the fields sent, by tag and by form', async () => {
    const sent = {
      key: await key({ tag: 'exact' }),
      formId: 'form-every-field',
      collectionId: '64a0f1e2d3c4b5a697887766',
      objectName: 'Contact us',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: {
        'name-1': ['Ada', 'Lovelace'],
        'email-1': 'ada@example.com',
        'phone-1': ['', '555', '123', '4567'],
        'address-1': ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
        'date-1': ['5', '1', '2024'],
        'time-1': ['7', '30', '', 'PM'],
        'likert-1': { 'The food was good': '2', 'The service was quick': '' },
        'radio-1': 'Terrace',
        'checkbox-1': ['Vegan', 'Gluten-free'],
        'select-1': '3–4',
        'text-1': '',
        'textarea-1': 'A table by the window, please.',
        'hidden-1': 'fixture-site',
      },
      pageTitle: 'Contact',
      pageId: '64a0f1e2d3c4b5a697887766',
      contentSource: 'c',
      pagePath: '/fixtures/form.html',
      pagePermissionTypeValue: 1,
    };
    const [status, body] = await answer(submit({ ...sent, form: JSON.stringify(sent.form) }, { tag: 'exact' }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { key: _key, pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue, ...rest } = sent;
    const expected = {
      ...rest,
      id: (body as { id: string }).id,
      at: new Date(clock).toISOString(),
      tag: 'exact',
      pageFields: { pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue },
    };
    expect(await stored('tag=exact')).toEqual([expected]);
    expect(await stored('tag=exact&formId=form-every-field')).toEqual([expected]);
    expect(await stored('tag=exact&formId=form-overlay')).toEqual([]);
    expect((await stored('')).map((entry) => entry.id)).toContain(expected.id);
  });

  it('a form-encoded submission is accepted too (crumb as a body field)', async () => {
    const k = await key({ tag: 'encoded' });
    const response = await fetch(`${server.url}/api/form/SaveFormSubmission`, {
      method: 'POST',
      headers: { cookie: `crumb=${CRUMB}; sr_test=encoded`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        crumb: CRUMB,
        key: k,
        formId: 'form-overlay',
        objectName: 'Overlay sign-up',
        submitButtonText: 'Join',
        isOverlayForm: 'true',
        form: JSON.stringify({ 'email-8': 'a@b.co' }),
        pagePath: '/p',
      }),
    });
    expect(response.status).toBe(200);
    expect(await stored('tag=encoded')).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(ISO),
        tag: 'encoded',
        formId: 'form-overlay',
        objectName: 'Overlay sign-up',
        submitButtonText: 'Join',
        isOverlayForm: true,
        form: { 'email-8': 'a@b.co' },
        pageFields: { pagePath: '/p' },
      },
    ]);
  });

  it('nothing refused is stored', async () => {
    await save('form-redirect', { 'email-3': 'x@y' }, {}, { tag: 'refused' });
    await save('nope', {}, {}, { tag: 'refused' });
    expect(await stored('tag=refused')).toEqual([]);
  });

  it('fifty at once, each with its own key, are all stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => save('form-overlay', { 'email-8': `g${n}@b.co` }, {}, { tag: 'fifty' })),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(50).fill(200));
    const ids = await Promise.all(answers.map(async (response) => ((await response.json()) as { id: string }).id));
    const list = await stored('tag=fifty');
    expect(list.map((entry) => entry.id).sort()).toEqual([...ids].sort());
    expect(new Set(list.map((entry) => (entry.form as Record<string, string>)['email-8'])).size).toBe(50);
    // And all of them are on disk, one line each.
    const lines = (await readFile(path.join(dataDir, 'submissions.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line.includes('"tag":"fifty"'));
    expect(lines).toHaveLength(50);
  });

  it('DELETE /__submissions?tag=X removes that tag only (204); other methods 405', async () => {
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, {}, { tag: 'keep' })).status).toBe(200);
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, {}, { tag: 'drop' })).status).toBe(200);
    expect((await fetch(`${server.url}/__submissions?tag=drop`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored('tag=drop')).toEqual([]);
    expect(await stored('tag=keep')).toHaveLength(1);
    expect(await stored('tag=fifty')).toHaveLength(50);
    expect((await fetch(`${server.url}/__submissions`, { method: 'POST' })).status).toBe(405);
  });

  it('a torn last line in the file is skipped, and the next submission is stored after the good lines', async () => {
    const file = path.join(dataDir, 'submissions.jsonl');
    const before = await readFile(file, 'utf8');
    await writeFile(file, `${before}{"id":"torn","tag":"torn","formId":"form-ov`);
    expect(await stored('tag=torn')).toEqual([]);
    expect((await stored('')).length).toBe(before.split('\n').length - 1);
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, {}, { tag: 'torn' })).status).toBe(200);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith(before)).toBe(true);
    expect(text).not.toContain('"id":"torn"');
    expect(await stored('tag=torn')).toEqual([expect.objectContaining({ formId: 'form-overlay', tag: 'torn' })]);
  });

  it('a restarted server reads back every stored submission', async () => {
    const all = await stored('');
    const again = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir });
    try {
      expect(await (await fetch(`${again.url}/__submissions`)).json()).toEqual(all);
    } finally {
      await again.close();
    }
  });
});

describe('submission store', () => {
  const entry = (id: string): StoredSubmission => ({
    id,
    at: '',
    tag: null,
    formId: 'f',
    collectionId: undefined,
    objectName: undefined,
    isOverlayForm: false,
    submitButtonText: undefined,
    form: {},
    pageFields: {},
  });

  it('skips a torn last line (bad JSON, or JSON without its newline) and cuts it off before the next append', async () => {
    for (const tail of ['{"id":"b","tag":nu', JSON.stringify(entry('b'))]) {
      const file = path.join(root, 'torn.jsonl');
      await writeFile(file, `${JSON.stringify(entry('a'))}\n${tail}`);
      const store = new SubmissionStore(file);
      expect((await store.list()).map((item) => item.id)).toEqual(['a']);
      await store.append(entry('c'));
      expect((await store.list()).map((item) => item.id)).toEqual(['a', 'c']);
      expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(entry('a'))}\n${JSON.stringify(entry('c'))}\n`);
    }
  });

  it('a file that is all torn line becomes a clean file', async () => {
    const file = path.join(root, 'all-torn.jsonl');
    await writeFile(file, '{"id":');
    const store = new SubmissionStore(file);
    expect(await store.list()).toEqual([]);
    await store.append(entry('x'));
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(entry('x'))}\n`);
  });

  it('appends and clears run one at a time: a clear between appends keeps the later ones', async () => {
    const store = new SubmissionStore(path.join(root, 'order.jsonl'));
    const first = store.append({ ...entry('1'), tag: 'x' });
    const clearing = store.clear('x');
    const second = store.append({ ...entry('2'), tag: 'x' });
    await Promise.all([first, clearing, second]);
    expect((await store.list('x')).map((item) => item.id)).toEqual(['2']);
  });
});

describe('rate limit', () => {
  const other = { crumb: newCrumb(), tag: 'rl' };
  const third = { crumb: newCrumb(), tag: 'rl' };
  const limited = { error: 'Submission rate limit exceeded' };

  it('counts accepted submissions per visitor (crumb cookie) and form', async () => {
    expect((await save('form-rate-limited', { 'text-7': '1' }, {}, other)).status).toBe(200);
    expect(await answer(save('form-rate-limited', { 'text-7': '2' }, {}, other))).toEqual([429, limited]);
    // Another visitor is not held back, nor is the same visitor on another form.
    expect((await save('form-rate-limited', { 'text-7': '3' }, {}, third)).status).toBe(200);
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, {}, other)).status).toBe(200);
    expect((await stored('tag=rl&formId=form-rate-limited')).map((entry) => entry.form['text-7'])).toEqual(['1', '3']);
  });

  it('opens again once the window has passed', async () => {
    clock += 60_000;
    expect((await save('form-rate-limited', { 'text-7': '4' }, {}, other)).status).toBe(200);
    expect((await save('form-rate-limited', { 'text-7': '5' }, {}, other)).status).toBe(429);
  });

  it('a refused submission does not count, and concurrent ones cannot slip past the limit', async () => {
    const fourth = { crumb: newCrumb(), tag: 'rl' };
    expect((await save('form-rate-limited', { extra: 'x' }, {}, fourth)).status).toBe(400);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => save('form-rate-limited', { 'text-7': 'x' }, {}, fourth)))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429, 429]);
  });
});

describe('captcha tokens', () => {
  it('are issued without a crumb; one is accepted once, a reused, forged or altered one is refused', async () => {
    const response = await fetch(`${server.url}/api/captcha/token`, { method: 'POST' });
    expect(response.status).toBe(200);
    const { token: good } = (await response.json()) as { token: string };
    expect(good).toMatch(/^captcha-ok\.[0-9a-f]+\.[0-9a-f]+$/);
    const refused = [400, { errors: {}, error: 'Complete CAPTCHA before submitting.' }];
    expect(await answer(save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: good }))).toEqual([
      200,
      { success: true, id: expect.any(String) },
    ]);
    expect(await answer(save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: good }))).toEqual(refused);
    expect(await answer(save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: 'captcha-ok.abc.def' }))).toEqual(refused);
    const [prefix, nonce, signature] = (await token()).split('.') as [string, string, string];
    expect(await answer(save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: `${prefix}.${nonce}0.${signature}` }))).toEqual(
      refused,
    );
    expect(await answer(save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: `${prefix}.${nonce}.${signature}.x` }))).toEqual(
      refused,
    );
  });

  it('a token is checked before the fields, and spent even when a field is then refused', async () => {
    const once = await token();
    expect(await answer(save('form-captcha', { 'email-2': 'nope' }, { captchaKey: once }))).toEqual([
      400,
      { errors: { 'email-2': 'Email is not valid. Email addresses should follow the format user@domain.com.' } },
    ]);
    expect((await save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: once })).status).toBe(400);
  });

  it('a form without a captcha ignores a captchaKey', async () => {
    expect((await save('form-overlay', { 'email-8': 'a@b.co' }, { captchaKey: 'anything' })).status).toBe(200);
  });
});

describe('captcha provider stand-in', () => {
  it('is served at /captcha/provider.js as JavaScript', async () => {
    const response = await fetch(`${server.url}/captcha/provider.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain('window.siteCaptcha');
  });

  async function loadProvider() {
    const source = await (await fetch(`${server.url}/captcha/provider.js`)).text();
    const dom = new JSDOM('<!doctype html><div id="a"></div><div id="b"></div>', { runScripts: 'outside-only', url: server.url });
    const window = dom.window as unknown as Window & {
      eval(code: string): unknown;
      siteCaptcha: {
        render(container: Element, options: Record<string, unknown>): number;
        getResponse(id: number): string;
        reset(id: number): void;
      };
      siteCaptchaReady?: () => void;
    };
    // jsdom has no fetch: the page's relative URL goes to the test server.
    (window as unknown as { fetch: typeof fetch }).fetch = (url, init) => fetch(new URL(String(url), server.url), init);
    const ready: string[] = [];
    window.siteCaptchaReady = () => ready.push('callback');
    window.document.addEventListener('site-captcha:ready', () => ready.push('event'));
    window.eval(source);
    return { window, ready };
  }

  it('renders an accessible checkbox; checking it fetches a server token; getResponse and reset', async () => {
    const { window, ready } = await loadProvider();
    expect(ready).toEqual(['callback', 'event']);
    const tokens: string[] = [];
    let expired = 0;
    const container = window.document.getElementById('a')!;
    const id = window.siteCaptcha.render(container, {
      sitekey: 'site-key',
      size: 'normal',
      callback: (t: string) => tokens.push(t),
      'expired-callback': () => expired++,
    });
    const input = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).toBe("I'm not a robot");
    expect(container.querySelector('.site-captcha--compact')).toBeNull();
    expect(window.siteCaptcha.getResponse(id)).toBe('');

    input.click();
    await expect.poll(() => tokens.length).toBe(1);
    expect(tokens[0]).toMatch(/^captcha-ok\./);
    expect(window.siteCaptcha.getResponse(id)).toBe(tokens[0]);
    // The token the page got is one the server takes.
    expect((await save('form-captcha', { 'email-2': 'a@b.co' }, { captchaKey: tokens[0] })).status).toBe(200);

    window.siteCaptcha.reset(id);
    expect(input.checked).toBe(false);
    expect(window.siteCaptcha.getResponse(id)).toBe('');
    input.click();
    await expect.poll(() => tokens.length).toBe(2);
    input.click();
    expect(expired).toBe(1);
    expect(window.siteCaptcha.getResponse(id)).toBe('');
  });

  it('compact size; a site key not set up throws', async () => {
    const { window } = await loadProvider();
    const container = window.document.getElementById('b')!;
    window.siteCaptcha.render(container, { sitekey: 'k', size: 'compact' });
    const box = container.firstElementChild!;
    expect(box.classList.contains('site-captcha--compact')).toBe(true);
    expect(box.getAttribute('data-size')).toBe('compact');
    expect(() => window.siteCaptcha.render(container, { sitekey: 'not-set-up' })).toThrow('Captcha is not set up for this site.');
    expect(() => window.siteCaptcha.render(container, {})).toThrow('Captcha is not set up for this site.');
  });
});
