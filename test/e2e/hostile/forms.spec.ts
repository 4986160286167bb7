// Issue 27, forms: a form whose code is still on its way, as a visitor meets it: whatever they did
// meanwhile (each click, each Enter) is done once it is live, once, in order.

import { expect, holdRoute, test, waitForRuntime } from '../fixtures';

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
