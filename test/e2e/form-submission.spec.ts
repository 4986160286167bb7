// Form submissions end to end: what the local API stored (/__submissions), every failure's text, focus
// and kept values, the captcha, double submits, fifty at once, and the keyboard alone.

import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForState } from './fixtures';
import { harness } from './harness';

async function openForm(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await waitForState(page, `#${id}`, 'live');
  return page.locator(`#${id}`);
}

async function fail(page: Page, path: string, status: number): Promise<void> {
  await page.request.post('/api/test/failures', { data: { path, status, times: 1 } });
}

test('a submission is stored with exactly the fields sent, and the message shown cannot run script', async ({ page, submissions, log }) => {
  const form = await openForm(page, '/fixtures/form.html', 'block-form-every-field');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  // Typing woke the island. A click while it wakes is held and replayed once it is awake, later than
  // check() looks: the choices below are made on the awake form (deferred.spec holds the waking case).
  await expect(form).toHaveAttribute('data-sr-island', 'awake');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill('62701');
  await form.getByRole('radio', { name: 'Terrace' }).check();
  await form.getByRole('checkbox', { name: 'Vegan' }).check();
  await form.getByRole('checkbox', { name: 'Gluten-free' }).check();
  await form.getByRole('group', { name: 'The food was good' }).getByRole('radio', { name: 'Strongly Agree' }).check();
  await form.getByRole('combobox', { name: 'Party size' }).selectOption('3–4');
  await form.getByRole('textbox', { name: 'Message' }).fill('A table by the window, please.');
  await form.getByRole('combobox', { name: 'AM/PM' }).selectOption('PM');
  await form.getByRole('button', { name: 'Send' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(form.locator('form')).toHaveCount(0);
  // The stored message's <script> and onerror are gone before it reaches the page.
  await expect(form.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();

  const stored = await submissions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    formId: 'form-every-field',
    objectName: 'Contact us',
    isOverlayForm: false,
    submitButtonText: 'Send',
    collectionId: '64a0f1e2d3c4b5a697887766',
  });
  expect(stored[0]!.form).toEqual({
    'name-1': ['Ada', 'Lovelace'],
    'email-1': 'ada@example.com',
    'phone-1': ['', '', '', ''],
    'address-1': ['', '', '', '', '62701', ''],
    'date-1': ['', '', ''],
    'time-1': ['', '', '', 'PM'],
    'likert-1': { 'The food was good': '2', 'The service was quick': '' },
    'radio-1': 'Terrace',
    'checkbox-1': ['Vegan', 'Gluten-free'],
    'select-1': '3–4',
    'text-1': '',
    'textarea-1': 'A table by the window, please.',
    'number-1': '',
    'website-1': '',
    'currency-1': '',
    'password-1': '',
    'hidden-1': 'fixture-site',
  });
  expect(stored[0]!.pageFields).toEqual({
    pageTitle: 'Contact',
    pageId: '64a0f1e2d3c4b5a697887766',
    contentSource: 'c',
    pagePath: '/fixtures/form.html',
    pagePermissionTypeValue: 1,
  });
  // Counted once as a rendered form.
  expect((await log('/api/census/form-render')).map((entry) => (entry.body as Record<string, string>)['formId'])).toContain(
    'form-every-field',
  );
});

test('a double click sends once; the button says "Submitting…" meanwhile', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form.html', 'block-form-redirect');
  await form.getByRole('textbox', { name: 'Email' }).fill('quick@example.com');
  // Slow the answer so the lock can be seen.
  await page.route('**/api/form/SaveFormSubmission*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const button = form.getByRole('button', { name: 'Ask' });
  await button.dblclick();
  await expect(form.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect(page).toHaveURL(/\/fixtures\/empty\.html\?thanks=1$/);
  expect(await submissions()).toHaveLength(1);
});

for (const [name, id, setup, text] of [
  ['500', 'block-form-server-error', undefined, 'Unable to send form. Please try again later.'],
  ['a string error', 'block-form-string-error', undefined, 'The kitchen is closed for submissions today.'],
  ['404 (not configured)', 'block-form-not-configured', undefined, 'This form has not been configured yet.'],
  [
    '401',
    'block-form-string-error',
    { path: '/api/form/SaveFormSubmission', status: 401 },
    'Unable to submit form. Please try again later.',
  ],
  [
    '429',
    'block-form-string-error',
    { path: '/api/form/SaveFormSubmission', status: 429 },
    'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  ],
  [
    'no submission key',
    'block-form-string-error',
    { path: '/api/form/FormSubmissionKey', status: 503 },
    'Could not get a form submission key, please try again later.',
  ],
] as const) {
  test(`${name}: its exact text at the top, focused, and what was typed still there`, async ({ page, submissions }) => {
    const form = await openForm(page, '/fixtures/form-errors.html', id);
    if (setup) await fail(page, setup.path, setup.status);
    const input = form.getByRole('textbox', { name: 'Anything' });
    await input.fill('typed by the visitor');
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(text);
    await expect(alert).toBeFocused();
    await expect(input).toHaveValue('typed by the visitor');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(await submissions()).toEqual([]);
  });
}

test('the rate limit answers 429 on the second submission', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form-errors.html', 'block-form-rate-limited');
  await form.getByRole('textbox', { name: 'Anything' }).fill('first');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Sent.');
  await page.reload();
  const again = await openForm(page, '/fixtures/form-errors.html', 'block-form-rate-limited');
  await again.getByRole('textbox', { name: 'Anything' }).fill('second');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(again.getByRole('alert')).toHaveText('Unable to submit form. Submission rate limit exceeded. Please try again later.');
  expect((await submissions()).map((s) => s.form['text-7'])).toEqual(['first']);
});

test('server field errors appear above their fields, with the general message', async ({ page }) => {
  const form = await openForm(page, '/fixtures/form-errors.html', 'block-form-field-errors');
  await form.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('One or more fields is invalid, please check your entries.');
  await expect(alert).toBeFocused();
  const company = form.getByRole('textbox', { name: 'Company' });
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  const error = form.locator('.sr-form__error').filter({ hasText: 'Company' });
  await expect(error).toBeVisible();
  expect((await error.boundingBox())!.y).toBeLessThan((await company.boundingBox())!.y);
  await expect(company).toHaveAccessibleDescription((await error.textContent()) ?? '');
});

test('captcha: sending before it is done says so; done, the form goes', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form.html', 'block-form-captcha');
  await form.getByRole('textbox', { name: 'Email' }).fill('captcha@example.com');
  const robot = form.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Complete CAPTCHA before submitting.');
  await robot.check();
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(form.getByRole('status')).toHaveText('Request received.');
  expect(await submissions()).toHaveLength(1);
});

test('captcha: compact under 320 px; a provider not set up for the site: the form says it cannot send, the console why', async ({
  page,
  issues,
}) => {
  await page.setViewportSize({ width: 300, height: 800 });
  const form = await openForm(page, '/fixtures/form.html', 'block-form-captcha');
  await expect(form.locator('[data-size="compact"]')).toHaveCount(1);
  const broken = await openForm(page, '/fixtures/form-errors.html', 'block-captcha-not-set-up');
  await expect(broken.getByRole('alert').filter({ hasText: 'The CAPTCHA could not be shown, so this form cannot be sent.' })).toBeVisible();
  expect(issues.some((issue) => issue.text.includes('Captcha is not set up for this site.'))).toBe(true);
});

test('a form in an overlay is stored as one', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form-overlay.html', 'block-form-overlay');
  await form.getByRole('textbox', { name: 'Email' }).fill('overlay@example.com');
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(form.getByRole('status')).toHaveText('Welcome aboard.');
  expect((await submissions())[0]).toMatchObject({
    formId: 'form-overlay',
    isOverlayForm: true,
    form: { 'email-8': 'overlay@example.com' },
  });
});

test('the keyboard alone can fill and send a form', async ({ page, submissions }) => {
  await openForm(page, '/fixtures/form.html', 'block-form-redirect');
  await page.locator('#block-form-redirect').getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only keys.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fixtures\/empty\.html\?thanks=1$/);
  expect((await submissions())[0]?.form).toEqual({ 'email-3': 'keys@example.com', 'textarea-3': 'Only keys.' });
});

test('newsletter: field errors without the general message; success replaces the box', async ({ page, submissions }) => {
  await page.goto('/fixtures/newsletter.html');
  await waitForState(page, '#block-newsletter', 'live');
  const box = page.locator('#block-newsletter');
  await box.getByRole('textbox', { name: 'Email Address' }).fill('nope');
  await box.getByRole('button', { name: 'Sign up' }).click();
  const error = box.getByText('Email is not valid. Email addresses should follow the format user@domain.com.');
  await expect(error).toBeVisible();
  await expect(box.getByRole('alert')).toBeHidden();
  // Above its field, and read with it.
  const email = box.getByRole('textbox', { name: 'Email Address' });
  expect((await error.boundingBox())!.y).toBeLessThan((await email.boundingBox())!.y);
  await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format user@domain.com.');
  await box.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await box.getByRole('textbox', { name: 'Email Address' }).fill('grace@example.com');
  await box.getByRole('button', { name: 'Sign up' }).click();
  await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
  expect((await submissions())[0]).toMatchObject({
    formId: 'newsletter-1',
    form: { 'newsletter-email': 'grace@example.com', 'newsletter-name': ['Grace', ''] },
  });
});

const submitting = harness('src/core/form-submission.ts');

test('fifty submissions sent at once are all stored', async ({ page, submissions }) => {
  await submitting.serve(page);
  await page.goto('/fixtures/empty.html');
  const results = await page.evaluate(async (url) => {
    const { submitForm } = (await import(url)) as typeof import('../../src/core/form-submission');
    const page = { pageTitle: 'Empty', pageId: 'p', contentSource: 'c', pagePath: '/fixtures/empty.html', pagePermissionTypeValue: 1 };
    const sends = Array.from({ length: 50 }, (_, n) =>
      submitForm({
        formId: 'form-overlay',
        objectName: 'Overlay sign-up',
        isOverlayForm: true,
        submitButtonText: 'Join',
        form: { 'email-8': `guest${n}@example.com` },
        page,
      }).then(
        () => 'ok',
        (error: Error) => error.message,
      ),
    );
    return Promise.all(sends);
  }, submitting.url);
  expect(results.filter((result) => result !== 'ok')).toEqual([]);
  const emails = (await submissions()).map((s) => s.form['email-8']).sort();
  expect(emails).toEqual(Array.from({ length: 50 }, (_, n) => `guest${n}@example.com`).sort());
});

test('a button bound to the captcha waits for it, and again after a failure resets it', async ({ page }) => {
  const form = await openForm(page, '/fixtures/form-errors.html', 'block-captcha-bound');
  const button = form.getByRole('button', { name: 'Request' });
  const robot = form.getByRole('checkbox', { name: "I'm not a robot" });
  await form.getByRole('textbox', { name: 'Email' }).fill('bound@example.com');
  await expect(button).toBeDisabled();
  await robot.check();
  await expect(button).toBeEnabled();
  await fail(page, '/api/form/SaveFormSubmission', 500);
  await button.click();
  await expect(form.getByRole('alert').first()).toHaveText('Unable to send form. Please try again later.');
  await expect(robot).not.toBeChecked();
  await expect(button).toBeDisabled();
});

test('fields in error: "scroll down to review" sits above the form, "scroll up" below Send, and Send keeps its place', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  const form = await openForm(page, '/fixtures/form.html', 'block-form-every-field');
  const send = form.getByRole('button', { name: 'Send' });
  const above = form.getByText('Your form has encountered a problem. Please scroll down to review.', { exact: true });
  const below = form.getByText('Your form has encountered a problem. Please scroll up to review.', { exact: true });
  await send.click();
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(above).toHaveCount(1);
  await expect(below).toHaveCount(1);
  // Above: before the form's first field; below: after Send.
  const top = (locator: Locator): Promise<number> => locator.evaluate((element) => element.getBoundingClientRect().top);
  const bottom = (locator: Locator): Promise<number> => locator.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(await bottom(above)).toBeLessThanOrEqual(await top(form.getByRole('textbox', { name: 'First Name' })));
  expect(await top(below)).toBeGreaterThanOrEqual(await bottom(send));
  // Scrolling moves nothing inside the form: the notices are there from the failure on, not drawn as the
  // visitor scrolls (one drawn above Send as the visitor scrolled to it pushed Send from under the pointer).
  const sendInForm = (): Promise<number> =>
    send.evaluate((button) => button.getBoundingClientRect().top - (button.closest('form')?.getBoundingClientRect().top ?? 0));
  await send.scrollIntoViewIfNeeded();
  await expect(below).toBeInViewport();
  const atSend = await sendInForm();
  await form.getByRole('alert').scrollIntoViewIfNeeded();
  await expect(above).toBeInViewport();
  expect(await sendInForm()).toBe(atSend);
  // Fixed, the notices go with the errors.
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('radio', { name: 'Terrace' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello.');
  await page.route('**/api/form/SaveFormSubmission?**', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await send.click();
  await expect(form.getByRole('alert').first()).toHaveText('Unable to send form. Please try again later.');
  await expect(above).toHaveCount(0);
  await expect(below).toHaveCount(0);
});

test('a date part that is not a number: the runtime says it cannot parse the fields, and sends nothing', async ({ page, log }) => {
  const form = await openForm(page, '/fixtures/form.html', 'block-form-every-field');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await expect(form).toHaveAttribute('data-sr-island', 'awake');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('radio', { name: 'Terrace' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('A table by the window, please.');
  const date = form.getByRole('group', { name: 'Visit date' });
  const month = date.getByRole('textbox', { name: 'Month' });
  await month.fill('June');
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert').first();
  await expect(alert).toContainText('Could not parse the form fields, please check your entries.');
  await expect(alert).toBeFocused();
  await expect(form.getByText('Visit date takes numbers only.')).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('Visit date takes numbers only.');
  expect((await log()).filter((entry) => entry.path.startsWith('/api/form/'))).toEqual([]);
  // In numbers, it goes.
  await month.fill('6');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
});

test('an answer that is not JSON: "Error processing form submission. Please reload and try again."', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form-errors.html', 'block-form-string-error');
  // A proxy's error page in place of the host's answer.
  await page.route('**/api/form/SaveFormSubmission?**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  );
  const input = form.getByRole('textbox', { name: 'Anything' });
  await input.fill('typed by the visitor');
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Error processing form submission. Please reload and try again.');
  await expect(alert).toBeFocused();
  await expect(input).toHaveValue('typed by the visitor');
  expect(await submissions()).toEqual([]);
});

test('the form API’s own answers reach the visitor: a spent key, and fields it cannot parse', async ({ page, submissions }) => {
  const form = await openForm(page, '/fixtures/form.html', 'block-form-every-field');
  // A key the server never issued (a page left open too long): the host answers with the spec's words.
  await page.route('**/api/form/FormSubmissionKey?**', (route) => route.fulfill({ json: { key: 'long-expired' } }));
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await expect(form).toHaveAttribute('data-sr-island', 'awake');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill('62701');
  await form.getByRole('radio', { name: 'Terrace' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('A table by the window, please.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Error processing form submission. Please reload and try again.');
  await page.unroute('**/api/form/FormSubmissionKey?**');
  // Fields that reach the host unreadable.
  await page.route('**/api/form/SaveFormSubmission?**', (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, form: '{not json' }) });
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Could not parse the form fields, please check your entries.');
  // Nothing the visitor typed was lost.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  expect(await submissions()).toEqual([]);
});
