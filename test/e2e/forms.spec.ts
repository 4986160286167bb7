// Forms in the browser against the local API: rendering and hydration of every field type, the client
// rules, submissions stored as sent, every failure's text and focus, the captcha, keyboard use.

import type { Page } from '@playwright/test';
import { expect, test, wake as wakeBlock } from './fixtures';

/** Focus in the block wakes its island: the server HTML is hydrated. */
const wake = (page: Page, id: string): Promise<void> => wakeBlock(page, `#${id}`);

test('every field type renders from server HTML and hydrates without a mismatch', async ({ page, issues }) => {
  await page.goto('/fixtures/form.html');
  const form = page.locator('#block-form-every-field');
  // Before any JavaScript ran for it, the server HTML is a whole form.
  await expect(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  await wake(page, 'block-form-every-field');
  for (const name of [
    'First Name',
    'Last Name',
    'Email',
    'Area code',
    'Prefix',
    'Line',
    'Country code',
    'Address Line 1',
    'Address Line 2',
    'City',
    'State',
    'Zip Code',
    'Country',
    'Month',
    'Day',
    'Year',
    'Hour',
    'Minute',
    'Second',
    'Subject',
    'Message',
    'Website',
    'Budget',
  ]) {
    await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Booking code')).toHaveAttribute('type', 'password');
  await expect(form.getByRole('spinbutton', { name: 'Guests' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Party size' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'AM/PM' })).toBeVisible();
  await expect(form.getByRole('radiogroup', { name: 'Table', exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(form.getByRole('radio', { name: 'Terrace' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Vegan' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'The food was good' }).getByRole('radio', { name: 'Strongly Agree' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'About your visit' })).toBeVisible();
  await expect(form.locator('input[type="hidden"][name="hidden-1"]')).toHaveValue('fixture-site');
  await expect(form.getByText('$', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it.');
  expect(issues).toEqual([]);
});

test('client rules: required, the email rule, the character limit with its counter, the US zip; focus goes to the message', async ({
  page,
  log,
}) => {
  await page.goto('/fixtures/form.html');
  await wake(page, 'block-form-every-field');
  const form = page.locator('#block-form-every-field');
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('someone@example');
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.fill('x'.repeat(201));
  await expect(form.getByText('201 / 200')).toBeVisible();
  await expect(form.locator('.sr-form__counter--over')).toContainText('You have exceeded the character limit.');
  await form.getByRole('textbox', { name: 'Zip Code' }).fill('1234');
  await form.getByRole('button', { name: 'Send' }).click();

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('One or more fields is invalid, please check your entries.');
  await expect(alert).toBeFocused();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Email is not valid. Email addresses should follow the format user@domain.com.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Email is not valid\./);
  await expect(form.getByText('Zip codes in the United States must have exactly 5 digits.')).toBeVisible();
  await expect(form.getByText('Table is required.')).toBeVisible();
  // The error shows above its field.
  const errorBox = await form.getByText('Name is required.').boundingBox();
  const fieldBox = await form.getByRole('textbox', { name: 'First Name' }).boundingBox();
  expect(errorBox!.y).toBeLessThan(fieldBox!.y);
  // Nothing left the page, and what was typed is still there.
  expect(await log('/api/form/')).toEqual([]);
  await expect(email).toHaveValue('someone@example');
  await expect(message).toHaveValue('x'.repeat(201));

  await message.fill('x'.repeat(200));
  await expect(form.getByText('200 / 200')).toBeVisible();
  await expect(form.locator('.sr-form__counter--over')).toHaveCount(0);
});

test('newsletter: one row, stacked in a container under 320 px', async ({ page, issues }) => {
  await page.goto('/fixtures/newsletter.html');
  for (const id of ['block-newsletter', 'block-newsletter-narrow']) await wake(page, id);
  const row = async (id: string) => {
    const block = page.locator(`#${id}`);
    const email = await block.getByRole('textbox', { name: 'Email Address' }).boundingBox();
    const button = await block.getByRole('button', { name: 'Sign up' }).boundingBox();
    return Math.abs(email!.y + email!.height - (button!.y + button!.height)) < 4;
  };
  expect(await row('block-newsletter')).toBe(true);
  expect(await row('block-newsletter-narrow')).toBe(false);
  expect(issues).toEqual([]);
});
