// Forms in the browser against the local API: rendering and hydration of every field type, the client
// rules, submissions stored as sent, every failure's text and focus, the captcha, keyboard use.

import type { Page } from '@playwright/test';
import { expect, test, waitForState } from './fixtures';

async function wake(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await waitForState(page, `#${id}`, 'live');
}

test('every field type renders from server HTML and hydrates without a mismatch', async ({ page, issues }) => {
  await page.goto('/fixtures/form.html');
  const form = page.locator('#block-form-every-field');
  // Before any JavaScript ran for it, the server HTML is a whole form.
  await expect(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  await wake(page, 'block-form-every-field');
  for (const name of ['First Name', 'Last Name', 'Email', 'Area code', 'Prefix', 'Line', 'Country code', 'Address Line 1', 'Address Line 2', 'City', 'State', 'Zip Code', 'Country', 'Month', 'Day', 'Year', 'Hour', 'Minute', 'Second', 'Subject', 'Message', 'Website', 'Budget']) {
    await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Booking code')).toHaveAttribute('type', 'password');
  await expect(form.getByRole('spinbutton', { name: 'Guests' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Party size' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'AM/PM' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Table', exact: true })).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Terrace' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Vegan' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'The food was good' }).getByRole('radio', { name: 'Strongly Agree' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'About your visit' })).toBeVisible();
  await expect(form.locator('input[type="hidden"][name="hidden-1"]')).toHaveValue('fixture-site');
  await expect(form.getByText('$', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it.');
  expect(issues).toEqual([]);
});
