// Issue 19, faults, where a call waits on the visitor: the fault on that call alone, the spec's words
// shown, what was typed kept, one request an action; answering late, a second try while the first
// waits sends nothing, and the answer still lands.

import type { Page } from '@playwright/test';
import { clean, FAULTS, type Fault, faultOn, watch } from './fault-injection';
import { expect, test, waitForRuntime } from './fixtures';

test('Add to cart under every fault: "Unable to add item", one request a click, a late answer still lands', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await watch(page);
  for (const fault of FAULTS) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const add = await faultOn(page, '/api/commerce/cart/items', fault);
    await page.goto('/fixtures/product-sale.html');
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Add to cart' });
    await button.click();
    if (fault === 'late') {
      await expect.poll(add.count).toBe(1);
      // Locked while the call waits: no second add.
      await expect(page.getByRole('button', { name: 'Adding…' })).toBeDisabled();
      await add.release();
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    } else {
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
    }
    expect(add.count(), fault).toBe(1);
    await clean(page, errors);
  }
});

const FORM_TEXTS: Record<'key' | 'save', Record<Exclude<Fault, 'late'>, string>> = {
  key: {
    abort: 'Could not get a form submission key, please try again later.',
    timeout: 'Could not get a form submission key, please try again later.',
    '500': 'Could not get a form submission key, please try again later.',
    'invalid-json': 'Could not get a form submission key, please try again later.',
  },
  save: {
    abort: 'Unknown error, please try again later.',
    timeout: 'Unknown error, please try again later.',
    '500': 'Unable to send form. Please try again later.',
    // An answer that is not JSON may come after the host stored it (spec 000 §8): reload, not send again.
    'invalid-json': 'Error processing form submission. Please reload and try again.',
  },
};

for (const step of ['key', 'save'] as const) {
  const path = step === 'key' ? '/api/form/FormSubmissionKey' : '/api/form/SaveFormSubmission';
  test(`a form submit with ${path} under every fault: its message, one request, nothing lost`, async ({ page, submissions }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await watch(page);
    for (const fault of FAULTS) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const call = await faultOn(page, path, fault);
      await page.goto('/fixtures/form.html');
      await waitForRuntime(page);
      const form = page.locator('#block-form-redirect');
      await form.scrollIntoViewIfNeeded();
      const email = form.getByRole('textbox', { name: 'Email' });
      await email.fill(`fault-${fault}@example.com`);
      await form.getByRole('button', { name: 'Ask' }).click();
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        // The form is locked while the call waits, not disabled: focus stays on the button, the fields
        // cannot change, and a second press sends nothing more.
        const sending = form.getByRole('button', { name: 'Submitting…' });
        await expect(sending).toBeDisabled();
        await expect(sending).toBeFocused();
        await expect(email).not.toBeEditable();
        await page.keyboard.press('Enter');
        await call.release();
        await expect(page).toHaveURL(/\/fixtures\/empty\.html\?thanks=1$/);
        await waitForRuntime(page);
      } else {
        await expect(form.getByRole('alert').first()).toContainText(FORM_TEXTS[step][fault]);
        // What the visitor typed is still there, to send again.
        await expect(email).toHaveValue(`fault-${fault}@example.com`);
      }
      expect(call.count(), fault).toBe(1);
      await clean(page, errors);
    }
    // Only the late answer stored anything, once.
    expect((await submissions()).map((submission) => submission.formId)).toEqual(['form-redirect']);
  });
}

/** Runs `round` once a fault, each on a fresh load with only `path` faulted; `late` goes last. */
async function underEveryFault(
  page: Page,
  path: () => string,
  round: (fault: Fault, call: Awaited<ReturnType<typeof faultOn>>) => Promise<void>,
): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await watch(page);
  for (const fault of FAULTS) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const call = await faultOn(page, path(), fault);
    await round(fault, call);
    expect(call.count(), fault).toBe(1);
    await clean(page, errors);
  }
}

const NEWSLETTER_TEXTS: Record<Exclude<Fault, 'late'>, string> = {
  abort: 'Unknown error, please try again later.',
  timeout: 'Unknown error, please try again later.',
  '500': 'Unable to send form. Please try again later.',
  'invalid-json': 'Error processing form submission. Please reload and try again.',
};

test('a newsletter sign-up under every fault: a message, the address kept, one request, signed up once', async ({ page, submissions }) => {
  await underEveryFault(
    page,
    () => '/api/form/SaveFormSubmission',
    async (fault, call) => {
      await page.goto('/fixtures/newsletter.html');
      const box = page.locator('#block-newsletter');
      await expect(box).toHaveAttribute('data-sr-state', 'live');
      const email = box.getByRole('textbox', { name: 'Email Address' });
      await email.fill(`news-${fault}@example.com`);
      await box.getByRole('button', { name: 'Sign up' }).click();
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        const sending = box.getByRole('button', { name: 'Submitting…' });
        await expect(sending).toBeDisabled();
        // Locked, not disabled: focus stays on the button, and Enter again sends nothing more.
        await expect(sending).toBeFocused();
        await expect(email).not.toBeEditable();
        await page.keyboard.press('Enter');
        await call.release();
        await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
        return;
      }
      await expect(box.getByRole('alert')).toHaveText(NEWSLETTER_TEXTS[fault]);
      await expect(email).toHaveValue(`news-${fault}@example.com`);
    },
  );
  expect((await submissions()).map((submission) => submission.form['newsletter-email'])).toEqual(['news-late@example.com']);
});

/** Puts two aprons in this test's cart; returns the cart entry's address. */
async function cartWithAprons(page: Page): Promise<string> {
  await page.goto('/fixtures/product-physical.html');
  await waitForRuntime(page);
  await page.getByLabel('Size').selectOption('Small');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  const cart = (await (await page.request.get('/api/commerce/cart')).json()) as { entries: Array<{ id: string }> };
  return `/api/commerce/cart/items/${cart.entries[0]?.id}`;
}

test('the cart\'s quantity under every fault: "Unable to update quantity", the old quantity back, one request', async ({ page }) => {
  const entry = await cartWithAprons(page);
  await underEveryFault(
    page,
    () => entry,
    async (fault, call) => {
      await page.goto('/fixtures/cart.html');
      const quantity = page.getByLabel('Quantity of Linen apron');
      await expect(quantity).toHaveValue('2');
      await quantity.fill('3');
      await quantity.press('Enter');
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        await expect(page.getByRole('button', { name: 'Remove Linen apron' })).toBeDisabled();
        await call.release();
        await expect(page.locator('.sr-cart')).not.toHaveAttribute('aria-busy', 'true');
        await expect(quantity).toHaveValue('3');
        return;
      }
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to update quantity' })).toBeVisible();
      await expect(quantity).toHaveValue('2');
    },
  );
});

test('removing from the cart under every fault: "Unable to remove item", the item kept, one request', async ({ page }) => {
  const entry = await cartWithAprons(page);
  await underEveryFault(
    page,
    () => entry,
    async (fault, call) => {
      await page.goto('/fixtures/cart.html');
      const remove = page.getByRole('button', { name: 'Remove Linen apron' });
      await remove.click();
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        await expect(remove).toBeDisabled();
        await call.release();
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        return;
      }
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to remove item' })).toBeVisible();
      await expect(page.getByLabel('Quantity of Linen apron')).toHaveValue('2');
    },
  );
});

test('a review under every fault: a message, what was written kept, one request, stored once', async ({ page, testTag }) => {
  await page.request.delete(`/__reviews?tag=${testTag}`);
  await underEveryFault(
    page,
    () => '/api/commerce/reviews',
    async (fault, call) => {
      await page.goto('/fixtures/reviews.html?token=rr-open');
      const apron = page.getByRole('form', { name: 'Linen apron' });
      await apron.getByRole('radio', { name: '4 stars' }).check();
      await apron.getByLabel('Your review').fill(`Written under ${fault}.`);
      const submit = apron.getByRole('button', { name: 'Submit review' });
      await submit.click();
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        await call.release();
        await expect(page.getByRole('status').filter({ hasText: 'Thank you for reviewing Linen apron.' })).toBeVisible();
        return;
      }
      await expect(apron.getByRole('alert')).toHaveText('Unable to connect. Please try again.');
      await expect(apron.getByLabel('Your review')).toHaveValue(`Written under ${fault}.`);
    },
  );
  const stored = (await (await page.request.get(`/__reviews?tag=${testTag}`)).json()) as Array<{ body: string }>;
  expect(stored.map((review) => review.body)).toEqual(['Written under late.']);
});

/** The data layer's words for each failure (spec 000 §8), shown as they are: the host's refusal is shown the same way. */
const SIGN_IN_TEXTS: Record<Exclude<Fault, 'late'>, string | RegExp> = {
  abort: 'Unable to connect…',
  timeout: 'Unable to connect…',
  '500': 'Internal server error. Please try again later.',
  // The address without its crumb: the host's token is not the visitor's to copy into a support message.
  'invalid-json': /^Internal Error: Unable to parse server response from \(http:[^)]*\/api\/site-users\/account\/session\) as JSON: /,
};

test('signing in under every fault: a message in the dialog, the email kept, one request', async ({ page }) => {
  await underEveryFault(
    page,
    () => '/api/site-users/account/session',
    async (fault, call) => {
      await page.goto('/fixtures/members.html');
      await page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByLabel('Email').fill('member@example.com');
      await dialog.getByLabel('Password').fill('espresso-42');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      if (fault === 'late') {
        await expect.poll(call.count).toBe(1);
        await expect(dialog.getByRole('button', { name: /Sign/ })).toHaveAttribute('aria-disabled', 'true');
        await call.release();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('dialog', { name: 'You are signed in.' })).toBeVisible();
        return;
      }
      await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_TEXTS[fault]);
      await expect(dialog.getByLabel('Email')).toHaveValue('member@example.com');
    },
  );
});
