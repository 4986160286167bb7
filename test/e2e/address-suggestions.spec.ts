// Address suggestions on the form block (spec 001 §7) against the local API's gazetteer
// (fixtures/server/api/places.mjs): the requests with the merged tracking context, the combobox by
// keyboard and by mouse, a stale answer that never wins, the plain field without the service, and the
// console error of details when the tracking context lacks productPage or productSection.

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForRuntime, wake } from './fixtures';

const BLOCK = '#block-form-address';
const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const TRACKING = { productArea: 'website', productPage: 'delivery', productSection: 'form-block-address' };

async function open(page: Page, name = 'form-address', query = ''): Promise<Locator> {
  await page.goto(`/fixtures/${name}.html${query}`);
  await wake(page, BLOCK);
  return page.locator(BLOCK);
}

/** Address Line 1, a textbox until the visitor first comes into it, a combobox from then on. */
const line1 = (form: Locator): Locator => form.getByLabel('Address Line 1', { exact: true });
const listbox = (form: Locator): Locator => form.getByRole('listbox', { name: 'Address suggestions' });

async function parts(form: Locator): Promise<string[]> {
  const values: string[] = [];
  for (const name of ['Address Line 1', 'Address Line 2', 'City', 'State', 'Zip Code', 'Country'])
    values.push(await form.getByLabel(name, { exact: true }).inputValue());
  return values;
}

test('typing asks for suggestions with the tracking context merged in, and they are shown and announced', async ({
  page,
  log,
  issues,
  scripts,
}) => {
  const form = await open(page);
  // The suggestions' code comes with the first focus in the field, not with the form.
  await expect(form.getByRole('textbox', { name: 'Address Line 1' })).toBeVisible();
  expect(scripts.filter((script) => script.includes('form.address-suggestions'))).toEqual([]);
  const input = line1(form);
  await input.focus();
  await expect(form.getByRole('combobox', { name: 'Address Line 1' })).toHaveAttribute('aria-expanded', 'false');
  expect(scripts.filter((script) => script.includes('form.address-suggestions'))).toHaveLength(1);
  await input.pressSequentially('8 Cla');
  await expect(listbox(form).getByRole('option')).toHaveText([
    '8 Clarkson Street, New York, NY 10014, United States',
    '8 Clarendon Road, London, England W11 3AA, United Kingdom',
  ]);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByRole('status')).toHaveText('2 address suggestions. Use the up and down arrow keys to choose one.');

  const calls = await log(AUTOCOMPLETE);
  // Debounced (a request per pause, not per key; none for fewer than three characters).
  expect(calls.length).toBeLessThanOrEqual(3);
  expect(calls.every((call) => ['8 C', '8 Cl', '8 Cla'].includes(String(call.query['input'])))).toBe(true);
  const last = calls.at(-1)!;
  expect(last.method).toBe('GET');
  expect(last.query).toMatchObject({ ...TRACKING, input: '8 Cla' });
  expect(last.query['sessionToken']).toMatch(/^[\w-]{8,}$/);
  expect(issues).toEqual([]);
});

test('typing at once into the asleep form still gets suggestions for all that was typed', async ({ page, log, issues }) => {
  await page.goto('/fixtures/form-address.html');
  await waitForRuntime(page);
  const form = page.locator(BLOCK);
  await expect(form).toHaveAttribute('data-sr-island', 'asleep');
  // The first touch wakes the island, which loads the suggestions part: the keys land meanwhile.
  await line1(form).click();
  await page.keyboard.type('Rivoli');
  await expect(listbox(form).getByRole('option')).toHaveText(['1 Rue de Rivoli, Paris, Île-de-France 75001, France']);
  expect((await log(AUTOCOMPLETE)).at(-1)!.query['input']).toBe('Rivoli');
  expect(issues).toEqual([]);
});

test('choosing by keyboard fills line 1, city, state, zip and country, and keeps line 2 and the email', async ({ page, log, issues }) => {
  const form = await open(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Address Line 2' }).fill('Flat 3');
  const input = line1(form);
  await input.focus();
  await input.pressSequentially('paris');
  const options = listbox(form).getByRole('option');
  await expect(options).toHaveCount(2);
  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  // Down from the last option wraps to the first; Up from the first to the last.
  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(listbox(form)).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => parts(form)).toEqual(['1 Rue de Rivoli', 'Flat 3', 'Paris', 'Île-de-France', '75001', 'France']);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await expect(input).toBeFocused();

  const autocomplete = (await log(AUTOCOMPLETE)).at(-1);
  const details = await log(DETAILS);
  expect(details).toHaveLength(1);
  // The data layer adds its crumb; the rest is the tracking context and the request.
  expect(details[0]!.query).toEqual({
    ...TRACKING,
    placeId: 'place-fr-rivoli',
    sessionToken: autocomplete!.query['sessionToken'],
    crumb: expect.any(String),
  });
  // Enter chose an option: the form was not sent.
  expect(await log('/api/form')).toEqual([]);
  expect(issues).toEqual([]);
});

test('choosing with the mouse fills the parts; the chosen address is submitted', async ({ page, log, submissions, issues }) => {
  const form = await open(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await line1(form).pressSequentially('baker');
  await listbox(form).getByRole('option', { name: '221B Baker Street, London, England NW1 6XE, United Kingdom' }).click();
  await expect.poll(() => parts(form)).toEqual(['221B Baker Street', '', 'London', 'England', 'NW1 6XE', 'United Kingdom']);
  await expect(line1(form)).toBeFocused();
  expect((await log(DETAILS)).map((call) => call.query['placeId'])).toEqual(['place-gb-baker']);

  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
  const stored = await submissions();
  expect(stored[0]!.form).toEqual({
    'email-10': 'ada@example.com',
    'address-10': ['221B Baker Street', '', 'London', 'England', 'NW1 6XE', 'United Kingdom'],
  });
  expect(issues).toEqual([]);
});

test('Escape and Alt+Down close and open the list; Enter with no option chosen sends the form', async ({ page, submissions, issues }) => {
  const form = await open(page);
  const input = line1(form);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await input.pressSequentially('Queen');
  await expect(listbox(form)).toBeVisible();
  await input.press('Escape');
  await expect(listbox(form)).toBeHidden();
  await expect(input).toHaveValue('Queen');
  await input.press('Alt+ArrowDown');
  await expect(listbox(form)).toBeVisible();
  await expect(listbox(form).getByRole('option', { selected: true })).toHaveCount(0);
  await input.press('Escape');
  await form.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await form.getByRole('textbox', { name: 'State' }).fill('ON');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill('M5H 2N2');
  await form.getByRole('textbox', { name: 'Country' }).fill('Canada');
  await input.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
  expect((await submissions())[0]!.form['address-10']).toEqual(['Queen', '', 'Toronto', 'ON', 'M5H 2N2', 'Canada']);
  expect(issues).toEqual([]);
});

test('a stale answer never replaces a newer one', async ({ page, log, issues }) => {
  const form = await open(page);
  // The first question's answer is held until the second one has been shown.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  let delivered: Promise<void> = Promise.resolve();
  await page.route(`**${AUTOCOMPLETE}?*`, async (route) => {
    if (!first) return route.continue();
    first = false;
    const response = await route.fetch();
    delivered = held.then(() => route.fulfill({ response }).catch(() => undefined));
  });
  const input = line1(form);
  await input.pressSequentially('8 Cl');
  await expect.poll(async () => (await log(AUTOCOMPLETE)).length).toBeGreaterThan(0);
  await input.press('End');
  await input.pressSequentially('arendon');
  await expect(listbox(form).getByRole('option')).toHaveText(['8 Clarendon Road, London, England W11 3AA, United Kingdom']);
  expect((await log(AUTOCOMPLETE)).at(-1)!.query['input']).toBe('8 Clarendon');
  // The held answer (two places) is delivered now, or dropped if the browser cancelled its request.
  release();
  await delivered;
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 50)));
  await expect(listbox(form).getByRole('option')).toHaveText(['8 Clarendon Road, London, England W11 3AA, United Kingdom']);
  await expect(form.getByRole('status')).toHaveText('1 address suggestion. Use the up and down arrow keys to choose it.');
  expect(issues).toEqual([]);
});

test('without the service the field is a plain address field that still submits', async ({ page, log, submissions, issues }) => {
  await page.request.post('/api/test/failures', { data: { path: AUTOCOMPLETE, status: 503 } });
  const form = await open(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await line1(form).pressSequentially('8 Clarkson Street');
  // The console has one error; the visitor sees none, and a plain field.
  await expect.poll(() => issues.map((issue) => issue.text).join('\n')).toContain('site-runtime: address-suggestions:');
  const plain = form.getByRole('textbox', { name: 'Address Line 1' });
  await expect(plain).toBeVisible();
  await expect(plain).not.toHaveAttribute('role');
  await expect(plain).not.toHaveAttribute('aria-expanded');
  await expect(form.getByRole('listbox')).toHaveCount(0);
  await expect(form.getByRole('alert')).toBeHidden();
  await plain.pressSequentially(', New York');
  await form.getByRole('textbox', { name: 'City' }).fill('New York');
  await form.getByRole('textbox', { name: 'State' }).fill('NY');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill('10014');
  await form.getByRole('textbox', { name: 'Country' }).fill('United States');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
  expect((await submissions())[0]!.form['address-10']).toEqual([
    '8 Clarkson Street, New York',
    '',
    'New York',
    'NY',
    '10014',
    'United States',
  ]);
  // One failed call, then no more.
  expect(await log(AUTOCOMPLETE)).toHaveLength(1);
  expect(issues.filter((issue) => !issue.text.includes('503') && !issue.text.includes('address-suggestions'))).toEqual([]);
});

for (const failure of ['404 (a host without the route)', 'a network error', 'a malformed answer'] as const) {
  test(`${failure} leaves the plain field too`, async ({ page, issues }) => {
    if (failure.startsWith('404')) await page.request.post('/api/test/failures', { data: { path: AUTOCOMPLETE, status: 404 } });
    else
      await page.route(`**${AUTOCOMPLETE}?*`, (route) =>
        failure === 'a network error' ? route.abort('failed') : route.fulfill({ json: { status: 'OK', results: [] } }),
      );
    const form = await open(page);
    await line1(form).pressSequentially('Baker');
    await expect.poll(() => issues.filter((issue) => issue.text.includes('site-runtime: address-suggestions:')).length).toBe(1);
    await expect(line1(form)).not.toHaveAttribute('role');
    await expect(form.getByRole('listbox')).toHaveCount(0);
    await expect(form.getByRole('alert')).toBeHidden();
    await line1(form).pressSequentially(' Street');
    await expect(line1(form)).toHaveValue('Baker Street');
  });
}

test('a site that does not offer suggestions has a plain field and makes no call', async ({ page, log, issues }) => {
  const form = await open(page, 'form-address-off');
  await form.getByRole('textbox', { name: 'Address Line 1' }).pressSequentially('8 Clarkson');
  await form.getByRole('textbox', { name: 'City' }).fill('New York');
  await expect(form.getByRole('combobox')).toHaveCount(0);
  expect(await log('/api/google-maps/')).toEqual([]);
  expect(issues).toEqual([]);
});

test('details logs the console error when the tracking context lacks productPage and productSection, and still fills', async ({
  page,
  log,
  issues,
}) => {
  const form = await open(page, 'form-address-untracked');
  await line1(form).pressSequentially('Linden');
  await listbox(form).getByRole('option').first().click();
  await expect.poll(() => parts(form)).toEqual(['Unter den Linden 77', '', 'Berlin', 'Berlin', '10117', 'Germany']);
  expect(issues).toHaveLength(1);
  expect(issues[0]!.text).toContain(
    'site-runtime: places: Error: Place details: the tracking context lacks productPage and productSection; the call is sent without it',
  );
  expect((await log(AUTOCOMPLETE))[0]!.query).toMatchObject({ productArea: 'website', input: 'Linden' });
  expect((await log(DETAILS))[0]!.query).toMatchObject({ productArea: 'website', placeId: 'place-de-linden' });
});

test('the suggestions part loads and works under the strict policy (nonce, strict-dynamic, Trusted Types)', async ({ page, issues }) => {
  const form = await open(page, 'form-address', '?csp=strict');
  await line1(form).pressSequentially('Harbour');
  await expect(listbox(form).getByRole('option')).toHaveText(['12 Harbour Street, Portsmouth, England PO1 2AB, United Kingdom']);
  await listbox(form).getByRole('option').click();
  await expect.poll(() => parts(form)).toEqual(['12 Harbour Street', '', 'Portsmouth', 'England', 'PO1 2AB', 'United Kingdom']);
  expect(issues).toEqual([]);
});

test('the open combobox passes axe-core', async ({ page }) => {
  const form = await open(page);
  await line1(form).pressSequentially('street');
  await expect(listbox(form).getByRole('option')).toHaveCount(4);
  await line1(form).press('ArrowDown');
  const results = await new AxeBuilder({ page })
    .include(BLOCK)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
