// Issue 27, forms: a form whose code cannot load, or is still on its way, as a visitor meets it. Nothing
// is ever sent natively (an address with every field in it, passwords too); whatever they did while the
// code was on its way (each click, each Enter) is done once it is live, once, in order.

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
