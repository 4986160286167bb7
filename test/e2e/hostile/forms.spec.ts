// Issue 27, forms: a form whose code cannot load, or is still on its way, as a visitor meets it. What was
// typed stays, with the focus; nothing is ever sent natively (an address with every field in it, passwords
// too); the visitor is told the form cannot send and can try again; and whatever they did while the code
// was on its way (each click, each Enter) is done once it is live, once, in order.

import type { Page } from '@playwright/test';
import { expect, holdRoute, test, waitForRuntime } from '../fixtures';

/** The main frame's navigations from now on (a native submit is one), as `METHOD url`. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** A chunk of dist/chunks by name (its retry, `?retry=1`, too). */
const chunk = (name: string): RegExp => new RegExp(`/chunks/${name.replace('.', '\\.')}-[^/.]+\\.js(\\?.*)?$`);

/** Answers the chunk 404 until the returned function is called. */
async function failChunk(page: Page, name: string): Promise<() => void> {
  let failing = true;
  await page.route(chunk(name), (route) => (failing ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));
  return () => {
    failing = false;
  };
}

const ERROR = 'Error processing form submission. Please reload and try again.';

// Which code fails: the form's island, React (which the island imports), the form's light part. The
// blocks chunk failing has tests of its own below.
for (const [failing, code] of [
  ['form.island', 'its island'],
  ['react', 'React'],
  ['form', 'its light part'],
] as const) {
  test(`${code} answering 404: what was typed stays with the focus, Send says it cannot send, nothing goes natively`, async ({
    page,
    log,
  }) => {
    await failChunk(page, failing);
    await page.goto('/fixtures/form.html');
    await waitForRuntime(page);
    const sent = navigations(page);
    const form = page.locator('#block-form-every-field');
    const first = form.getByRole('textbox', { name: 'First Name' });
    const last = form.getByRole('textbox', { name: 'Last Name' });
    await first.click();
    await first.pressSequentially('Ada');
    // The island's code failed while the visitor was typing (the light part: before).
    await expect(form).toHaveAttribute('data-sr-state', 'failed');
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await form.getByRole('textbox', { name: 'Booking code' }).fill('s3cret');
    await expect(first).toHaveValue('Ada');
    await expect(last).toHaveValue('Lovelace');

    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert').filter({ hasText: ERROR });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Enter in a field: the same answer, never the browser's.
    await last.press('Enter');
    await expect(alert).toBeFocused();
    await expect(first).toHaveValue('Ada');
    await expect(last).toHaveValue('Lovelace');
    expect(sent).toEqual([]);
    expect(page.url()).toMatch(/\/fixtures\/form\.html$/);
    expect(await log('/api/form/')).toEqual([]);
  });
}

for (const [failing, island] of [
  ['newsletter.island', 'its island'],
  ['newsletter', 'its light part'],
] as const) {
  test(`"Try again" once ${island} loads: the sign-up is sent once, with the address typed`, async ({ page, submissions }) => {
    const arrive = await failChunk(page, failing);
    await page.goto('/fixtures/newsletter.html');
    await waitForRuntime(page);
    const sent = navigations(page);
    const box = page.locator('#block-newsletter');
    const email = box.getByRole('textbox', { name: 'Email Address' });
    await email.click();
    await email.pressSequentially('ada@example.com');
    await box.getByRole('button', { name: 'Sign up' }).click();
    await expect(box.getByRole('alert').filter({ hasText: ERROR })).toBeFocused();
    arrive();
    await box.getByRole('button', { name: 'Try again' }).click();
    await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
    expect((await submissions()).map((submission) => submission.form['newsletter-email'])).toEqual(['ada@example.com']);
    expect(sent).toEqual([]);
  });
}

// Issue 27 item 3, the last case: the blocks chunk itself answering 404. No block starts; the guard of
// unsent forms comes as a chunk of its own, so a form still never submits natively.
test('the blocks chunk answering 404: what was typed stays, Send says it cannot send, nothing goes natively', async ({ page, log }) => {
  await failChunk(page, 'blocks');
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const sent = navigations(page);
  const form = page.locator('#block-form-every-field');
  const first = form.getByRole('textbox', { name: 'First Name' });
  const last = form.getByRole('textbox', { name: 'Last Name' });
  await first.click();
  await first.pressSequentially('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await form.getByRole('textbox', { name: 'Booking code' }).fill('s3cret');
  await form.getByRole('button', { name: 'Send' }).click();
  const alert = form.getByRole('alert').filter({ hasText: ERROR });
  await expect(alert).toBeFocused();
  await expect(form.getByRole('button', { name: 'Try again' })).toBeVisible();
  await last.press('Enter');
  await expect(alert).toBeFocused();
  await expect(first).toHaveValue('Ada');
  await expect(last).toHaveValue('Lovelace');
  // No block started: the form is the server's, kept as the visitor left it.
  await expect(form).not.toHaveAttribute('data-sr-state', /./);
  expect(sent).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/form\.html$/);
  expect(await log('/api/form/')).toEqual([]);
});

test('"Sign up" while the blocks chunk is on its way, then 404: told it cannot send; "Try again" once it loads signs up once', async ({
  page,
  submissions,
}) => {
  let answer: (failing: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  let failing = true;
  await page.route(chunk('blocks'), async (route) => {
    await decided;
    await (failing ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback());
  });
  await page.goto('/fixtures/newsletter.html');
  await waitForRuntime(page);
  const sent = navigations(page);
  const box = page.locator('#block-newsletter');
  const email = box.getByRole('textbox', { name: 'Email Address' });
  await email.click();
  await email.pressSequentially('ada@example.com');
  await box.getByRole('button', { name: 'Sign up' }).click();
  answer(true);
  const alert = box.getByRole('alert').filter({ hasText: ERROR });
  await expect(alert).toBeFocused();
  await expect(email).toHaveValue('ada@example.com');
  expect(sent).toEqual([]);
  failing = false;
  await box.getByRole('button', { name: 'Try again' }).click();
  await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
  expect((await submissions()).map((submission) => submission.form['newsletter-email'])).toEqual(['ada@example.com']);
  expect(sent).toEqual([]);
});

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered form posts: nothing typed goes into the address', async ({ page }) => {
    await page.goto('/fixtures/form.html');
    const sent = navigations(page);
    const form = page.locator('#block-form-every-field');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Booking code' }).fill('s3cret');
    const navigation = page.waitForRequest((request) => request.isNavigationRequest());
    await form.getByRole('button', { name: 'Send' }).click();
    const request = await navigation;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toMatch(/Ada|s3cret/);
    expect(sent).toHaveLength(1);
  });
});

// Issue 27, item 4: while the code is on its way.
for (const [held, pattern] of [
  ['its island', /\/chunks\/(newsletter\.island|react)-[^/.]+\.js(\?.*)?$/],
  ['every chunk', /\/chunks\/[^/]+\.js(\?.*)?$/],
] as const) {
  test(`a click in the field, typing, Enter and "Sign up" while ${held} is on its way: signed up once`, async ({ page, submissions }) => {
    const arrive = await holdRoute(page, pattern);
    await page.goto('/fixtures/newsletter.html');
    await waitForRuntime(page);
    const box = page.locator('#block-newsletter');
    const email = box.getByRole('textbox', { name: 'Email Address' });
    // The first touch is a click in the field: what follows is no longer the first click.
    await email.click();
    await email.pressSequentially('ada@example.com');
    await email.press('Enter');
    await box.getByRole('button', { name: 'Sign up' }).click();
    await expect(box).not.toHaveAttribute('data-sr-island', 'awake');
    arrive();
    await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
    // Both replayed, in order: the Enter sent it; the click came while it was sending, and was ignored.
    expect((await submissions()).map((submission) => submission.form['newsletter-email'])).toEqual(['ada@example.com']);
  });
}

test("clicks replayed in order: a choice, then Send, while the form's island is on its way", async ({ page, log }) => {
  const arrive = await holdRoute(page, /\/chunks\/(form\.island|react)-[^/.]+\.js(\?.*)?$/);
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const form = page.locator('#block-form-every-field');
  await form.getByRole('textbox', { name: 'First Name' }).click();
  // A click on a choice is held too (its check undone): replayed first, then Send sees it made.
  await form.getByRole('radio', { name: 'Terrace' }).click();
  await form.getByRole('button', { name: 'Send' }).click();
  arrive();
  await expect(form.getByRole('alert')).toContainText('One or more fields is invalid, please check your entries.');
  await expect(form.getByRole('radio', { name: 'Terrace' })).toBeChecked();
  // Send answered with the island's rules: the required name and message, not the table chosen before it.
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Table' })).toHaveCount(0);
  expect(await log('/api/form/')).toEqual([]);
});
