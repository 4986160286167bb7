// Issue 28: forms and newsletters as the builder publishes them, in fixture pages of our own written in
// its markup. 7.0: fields in the markup, no block JSON, an inline handler and an action on the builder's
// host; 7.1: the definition in a JSON script, no server form, the form in a lightbox behind a button.
// Each is read, filled, sent to the local form API (what it stored), and answered on screen; none ever
// leaves the page for the builder's host.

import type { Page } from '@playwright/test';
import { holdRuntime } from './accessibility-load';
import { expect, test, waitForState } from './fixtures';
import { reopenAtOnce } from './reopen-at-once';

/** Every request the page makes off this machine's server (the builder's host, say), as `METHOD url`. */
function offSite(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url() || request.url()).origin) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

async function live(page: Page, id: string) {
  const block = page.locator(`#${id}`);
  await block.scrollIntoViewIfNeeded();
  await waitForState(page, `#${id}`, 'live');
  return block;
}

test("7.0: a form read from its fields in the markup is sent to the form API with the builder's ids", async ({
  page,
  submissions,
  issues,
}) => {
  await page.goto('/fixtures/builder-forms-70.html');
  const away = offSite(page);
  const form = await live(page, 'block-yui_3_17_2_1_1700000000000_100');
  await expect(form.getByRole('heading', { name: 'Ask the nursery' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Company' }).fill('Green Rooms');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('radio', { name: 'Evening' }).check();
  // Email left out: the builder marked it required, so the runtime asks for it before sending.
  await form.getByRole('textbox', { name: 'Message' }).fill('Ferns for a dark office.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toContainText('One or more fields is invalid, please check your entries.');
  await expect(form.getByText('Email is required.')).toBeVisible();
  expect(await submissions()).toEqual([]);

  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('button', { name: 'Send request' }).click();
  const done = form.getByRole('status');
  await expect(done).toHaveText('Thanks, we will call you back.');
  await expect(done).toBeFocused();
  const stored = await submissions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    formId: 'b7f0c0ffee0000000000a001',
    collectionId: 'b7f0c0ffee0000000000c001',
    objectName: 'page-b7f0c0ffee0000000000c001',
    submitButtonText: 'Send request',
  });
  expect(stored[0]!.form).toEqual({
    'text-yui_3_17_2_1_1700000000000_101': 'Green Rooms',
    'name-yui_3_17_2_1_1700000000000_102': ['Ada', 'Lovelace'],
    'email-yui_3_17_2_1_1700000000000_103': 'ada@example.com',
    'radio-yui_3_17_2_1_1700000000000_104': 'Evening',
    'textarea-yui_3_17_2_1_1700000000000_105': 'Ferns for a dark office.',
  });
  expect(away).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/builder-forms-70\.html$/);
  expect(issues.filter((issue) => issue.text.includes('block data'))).toEqual([]);
});

test("the builder's form reader comes with a form that has no JSON, and never with our own forms", async ({ page, scripts }) => {
  const reader = (): string[] => scripts.filter((src) => src.includes('/chunks/form.builder-read-'));
  await page.goto('/fixtures/form.html');
  const ours = page.locator('#block-form-every-field');
  await ours.getByRole('textbox', { name: 'First Name' }).focus();
  await expect(ours).toHaveAttribute('data-sr-island', 'awake');
  expect(reader()).toEqual([]);
  await page.goto('/fixtures/builder-forms-70.html');
  const form = await live(page, 'block-yui_3_17_2_1_1700000000000_100');
  await expect(form.getByRole('button', { name: 'Send request' })).toBeVisible();
  expect(reader()).toHaveLength(1);
});

test("7.0: a form the runtime cannot read keeps its fields, and its submit never goes to the builder's host", async ({ page, log }) => {
  await page.goto('/fixtures/builder-forms-70.html');
  const away = offSite(page);
  const block = page.locator('#block-yui_3_17_2_1_1700000000000_400');
  await block.scrollIntoViewIfNeeded();
  await waitForState(page, '#block-yui_3_17_2_1_1700000000000_400', 'failed');
  const email = block.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@example.com');
  await block.getByRole('textbox', { name: 'Signature' }).fill('A. L.');
  await block.getByRole('button', { name: 'Book' }).click();
  const alert = block.getByRole('alert').filter({ hasText: 'Error processing form submission. Please reload and try again.' });
  await expect(alert).toBeFocused();
  // Enter in a field: the same answer.
  await email.press('Enter');
  await expect(alert).toBeFocused();
  await expect(email).toHaveValue('ada@example.com');
  expect(away).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/builder-forms-70\.html$/);
  expect(await log('/api/form/')).toEqual([]);
});

test('7.0: the newsletter read from its server-rendered form signs up with its own field id', async ({ page, submissions }) => {
  await page.goto('/fixtures/builder-forms-70.html');
  const away = offSite(page);
  const box = await live(page, 'block-yui_3_17_2_1_1700000000000_300');
  await expect(box.getByRole('heading', { name: 'Seasonal letters' })).toBeVisible();
  await box.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
  await box.getByRole('button', { name: 'Sign Up' }).click();
  await expect(box.getByRole('status')).toHaveText('You are on the list.');
  const stored = await submissions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ formId: 'b7f0c0ffee0000000000a003', objectName: 'footerBlocks', submitButtonText: 'Sign Up' });
  expect(stored[0]!.form).toEqual({ 'email-yui_3_17_2_1_1700000000000_301': 'ada@example.com' });
  expect(away).toEqual([]);
});

for (const width of [300, 412, 1280]) {
  test(`7.0: at ${width} px the form and the newsletter keep their boxes as the island draws them, footnote and all`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdRuntime(page);
    await page.goto('/fixtures/builder-forms-70.html', { waitUntil: 'commit' });
    const form = page.locator('#block-yui_3_17_2_1_1700000000000_100');
    const newsletter = page.locator('#block-yui_3_17_2_1_1700000000000_300');
    // As served, with the runtime's stylesheet and without its script: the builder's markup.
    await expect(newsletter.locator('.newsletter-form-footnote')).toHaveText('No spam.');
    await expect.poll(() => form.locator('.field-list').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await expect(form.getByText('Thanks, we will call you back.')).toBeHidden();
    const boxes = () => Promise.all([form, newsletter].map(async (block) => JSON.stringify(await block.boundingBox())));
    const served = await boxes();
    release();
    await waitForState(page, '#block-yui_3_17_2_1_1700000000000_100', 'live');
    await waitForState(page, '#block-yui_3_17_2_1_1700000000000_300', 'live');
    await expect(form.locator('.sr-form')).toBeVisible();
    await expect(newsletter.locator('.sr-newsletter__footnote')).toHaveText('No spam.');
    expect(await boxes()).toEqual(served);
  });
}

test('7.1: the lightbox form opens from its button by keyboard, sends, and gives focus back on Escape', async ({ page, submissions }) => {
  await page.goto('/fixtures/builder-forms-71.html');
  const block = await live(page, 'block-yui_3_17_2_1_1700000000000_200');
  const open = block.getByRole('button', { name: 'Get the free guide' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Planting guide' });
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('textbox', { name: 'First Name' });
  await expect(first).toBeFocused();
  await page.keyboard.type('Ada');
  // Escape shuts it, focus goes back to the button, and what was typed is there when it opens again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('Ada');
  // Tab stays inside: from the last control back to the first (the Close button).
  await dialog.getByRole('button', { name: 'Get the guide' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption('Pots');
  await dialog.getByRole('button', { name: 'Get the guide' }).press('Enter');
  const done = dialog.getByRole('status');
  await expect(done).toHaveText('The guide is on its way.');
  // The builder's message is sanitized like ours: its onerror never runs.
  await expect(done.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const stored = await submissions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    formId: 'b7f0c0ffee0000000000a002',
    collectionId: 'b7f0c0ffee0000000000c002',
    objectName: 'yui_3_17_2_1_1700000000000_200',
  });
  expect(stored[0]!.form).toEqual({
    'name-yui_3_17_2_1_1700000000000_201': ['Ada', 'Lovelace'],
    'email-yui_3_17_2_1_1700000000000_202': 'ada@example.com',
    'select-yui_3_17_2_1_1700000000000_203': 'Pots',
  });
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();
});

test('7.1: the lightbox form shut and opened again at once stays open (the first close event comes late)', async ({ page }) => {
  await page.goto('/fixtures/builder-forms-71.html');
  const block = await live(page, 'block-yui_3_17_2_1_1700000000000_200');
  await block.getByRole('button', { name: 'Get the free guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planting guide' });
  await expect(dialog).toBeVisible();
  await reopenAtOnce(block, '.sr-form-dialog__close', '.sr-form-dialog__open');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
});

test("7.1: a form the form API does not know answers with the spec's message, and keeps what was typed", async ({ page, log }) => {
  await page.goto('/fixtures/builder-forms-71.html');
  const away = offSite(page);
  const block = await live(page, 'block-yui_3_17_2_1_1700000000000_500');
  const question = block.getByRole('textbox', { name: 'Question' });
  await question.fill('Do you deliver?');
  await block.getByRole('button', { name: 'Ask' }).click();
  await expect(block.getByRole('alert')).toHaveText('This form has not been configured yet.');
  await expect(question).toHaveValue('Do you deliver?');
  const saves = await log('/api/form/SaveFormSubmission');
  // Sent once, as read from the definition; the server answered it 404 (the message above).
  expect(saves.map((entry) => (entry.body as { formId?: string }).formId)).toEqual(['b7f0c0ffee0000000000a005']);
  expect(away).toEqual([]);
});

test('7.1: a newsletter whose owner turned its title off shows no heading, and signs up', async ({ page, submissions }) => {
  await page.goto('/fixtures/builder-forms-71.html');
  const away = offSite(page);
  const box = await live(page, 'block-b7f0c0ffee0000000000d600');
  await expect(box.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  // The builder's box has no title: the runtime adds none of its own.
  await expect(box.getByRole('heading')).toHaveCount(0);
  await box.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
  await box.getByRole('button', { name: 'Sign Up' }).click();
  await expect(box.getByRole('status')).toHaveText('Thank you!');
  const stored = await submissions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ formId: 'b7f0c0ffee0000000000a006', objectName: 'b7f0c0ffee0000000000d600' });
  expect(stored[0]!.form).toEqual({ 'email-yui_3_17_2_1_1700000000000_601': 'ada@example.com' });
  expect(away).toEqual([]);
});
