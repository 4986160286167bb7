// One keyboard-only journey per widget (issue 19, "Accessibility"): from the top of the page, by Tab,
// to the widget and through its WAI-ARIA Authoring Practices pattern, with only page.keyboard (no
// click, no focus() on a control, no mouse). What is asserted is what a keyboard user meets: where
// focus is, the state a screen reader announces, the result on screen and the request the host got.
// The parts other specs already test key by key are walked here once, as one path.

import type { Locator, Page } from '@playwright/test';
import { expect, holdRoute, test, waitForRuntime, waitForState } from './fixtures';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks to a control. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  const trail: string[] = [];
  for (let step = 0; step < max; step += 1) {
    if ((await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement))) break;
    trail.push(await page.evaluate(describeFocus));
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  // On a miss, where focus went on the way says why (a control not there yet, focus out of the page).
  await expect(target, `focus on the way: ${trail.join(' → ')}`).toBeFocused();
}

/** The focused element, short (tag, class, name), and whether the page has focus at all. */
function describeFocus(): string {
  const el = document.activeElement;
  const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 24) ?? '';
  const where = el === document.body || !el ? 'body' : `${el.tagName.toLowerCase()}.${el.className} "${name}"`;
  return document.hasFocus() ? where : `${where} (page unfocused)`;
}

/** The focused control shows a focus ring: an outline or a box shadow, not hidden by the page's CSS. */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(ring, 'a visible focus indicator').toBe(true);
}

/** Whether focus is inside `container` (a modal dialog keeps it there). */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** Tabs `times` forward and checks after each press that focus never left the dialog. */
async function expectTrapped(page: Page, dialog: Locator, times: number): Promise<void> {
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `Tab ${step + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(dialog), 'Shift+Tab stays in the dialog').toBe(true);
}

/** Waits until the element's animations are over (an accordion ignores a toggle while a panel moves). */
async function settled(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntime(page);
}

test.describe('keyboard only', () => {
  test('home: accordion (arrows, Home, End, Enter, Space) and the menu tabs (arrows, Home, End, Enter)', async ({ page, issues }) => {
    await open(page, '/fixtures/home.html');
    const faq = page.locator('#block-faq');
    const hours = faq.getByRole('button', { name: 'What are your opening hours?' });
    const reservations = faq.getByRole('button', { name: 'Do you take reservations?' });
    const parking = faq.getByRole('button', { name: 'Is there parking?' });
    await tabTo(page, hours);
    await expectFocusRing(hours);
    // The accordion wakes from the focus a keyboard user gives it.
    await waitForState(page, '#block-faq', 'live');
    await page.keyboard.press('ArrowDown');
    await expect(reservations).toBeFocused();
    await page.keyboard.press('End');
    await expect(parking).toBeFocused();
    await page.keyboard.press('Home');
    await expect(hours).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(parking).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(parking).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Is there parking?' })).toBeVisible();
    await settled(faq);
    await page.keyboard.press('Space');
    await expect(parking).toHaveAttribute('aria-expanded', 'false');

    const menu = page.locator('#block-menu');
    const breakfast = menu.getByRole('tab', { name: 'Breakfast' });
    const lunch = menu.getByRole('tab', { name: 'Lunch' });
    const dinner = menu.getByRole('tab', { name: 'Dinner' });
    // One tab stop for the tab list: the selected tab.
    await tabTo(page, breakfast);
    await expectFocusRing(breakfast);
    await waitForState(page, '#block-menu', 'live');
    await page.keyboard.press('ArrowRight');
    await expect(lunch).toBeFocused();
    await page.keyboard.press('End');
    await expect(dinner).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dinner).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Market price');
    await page.keyboard.press('Home');
    await expect(breakfast).toBeFocused();
    await page.keyboard.press('Space');
    await expect(breakfast).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for its panel, then for the button after it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Get directions' })).toBeFocused();
    expect(issues).toEqual([]);
  });

  test('announcement bar: its link, then its close button; Enter closes it and focus goes on, not lost', async ({ page }) => {
    await open(page, '/fixtures/chrome-announcement.html');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await tabTo(page, bar.getByRole('link', { name: 'Free delivery all week' }));
    await page.keyboard.press('Tab');
    const close = bar.getByRole('button', { name: 'Close announcement' });
    await expect(close).toBeFocused();
    await expectFocusRing(close);
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // The next Tab goes on to the page's first link, not back to the top of the document.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Our menu' })).toBeFocused();
  });

  test('cookie banner: the first Tab reaches it; its link, No thanks, and the Allow button by Enter', async ({ page }) => {
    await open(page, '/fixtures/consent-popup.html');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('link', { name: 'Our policy' }), { max: 1 });
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'No, thanks' })).toBeFocused();
    await page.keyboard.press('Tab');
    const allow = banner.getByRole('button', { name: 'Allow cookies' });
    await expect(allow).toBeFocused();
    await expectFocusRing(allow);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');

    // The bar variant: its one button is the first Tab stop too.
    await page.context().clearCookies({ name: 'ss_cookieAllowed' });
    await open(page, '/fixtures/consent-bar.html');
    const accept = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' });
    // Drawn once the banner's chunk is in: a Tab before that goes to the page.
    await expect(accept).toBeVisible();
    await tabTo(page, accept, { max: 1 });
    await expectFocusRing(accept);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('badge and mobile info bar: the contact links by Tab, the Hours disclosure by Enter and Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, '/fixtures/chrome-badge-info-bar.html');
    const info = page.getByRole('navigation', { name: 'Contact' });
    await expect(info).toBeVisible();
    await tabTo(page, info.getByRole('link', { name: 'Email' }));
    const hours = info.getByRole('button', { name: 'Hours' });
    await tabTo(page, hours, { max: 4 });
    await expectFocusRing(hours);
    await page.keyboard.press('Enter');
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await expect(info.locator('dl')).toHaveText('Monday8am - 4pmTuesday8am - 4pm');
    await page.keyboard.press('Escape');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await expect(hours).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Made with Squarespace' }), { max: 10 });
  });

  test('popup overlay: focus is in the modal, Tab and Shift+Tab stay in it, the form sends by Enter, Escape closes', async ({
    page,
    submissions,
  }) => {
    await open(page, '/fixtures/popup-overlay.html');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-site-runtime="popup-overlay"]')).toHaveAttribute('data-sr-state', 'live');
    expect(await focusInside(dialog)).toBe(true);
    await expectTrapped(page, dialog, 4);
    const email = dialog.getByRole('textbox');
    await tabTo(page, email, { max: 4 });
    await waitForState(page, '#block-popup-form', 'live');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await submissions()).map((entry) => Object.values(entry.form))).toEqual([['reader@example.com']]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('gallery grid and its lightbox: Enter opens, arrows move, Home and End, Tab trapped, Escape gives focus back', async ({ page }) => {
    await open(page, '/fixtures/gallery-grid.html');
    const block = page.locator('#block-gallery-grid');
    const lighthouse = block.getByRole('button', { name: 'Lighthouse, 2 of 6' });
    await tabTo(page, lighthouse);
    await expectFocusRing(lighthouse);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    const position = dialog.locator('.sr-lightbox__position');
    await expect(position).toHaveText('2 of 6');
    expect(await focusInside(dialog)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('3 of 6');
    await expect(dialog.locator('.sr-lightbox__caption')).toContainText('Market day');
    // (Arrow keys are throttled to one move per 200 ms, spec 001 §9: the way back is its button.)
    await tabTo(page, dialog.getByRole('button', { name: 'Previous slide' }), { max: 6 });
    await page.keyboard.press('Enter');
    await expect(position).toHaveText('2 of 6');
    await expectTrapped(page, dialog, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(lighthouse).toBeFocused();
  });

  test('image block lightbox: Enter and Space open it, Escape closes it onto the image', async ({ page }) => {
    await open(page, '/fixtures/images.html');
    const opener = page.getByRole('button', { name: /^Open The café terrace/ });
    await tabTo(page, opener);
    await expectFocusRing(opener);
    const dialog = page.getByRole('dialog');
    for (const key of ['Enter', ' ']) {
      await page.keyboard.press(key);
      await expect(dialog).toBeVisible();
      expect(await focusInside(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });

  test('gallery slideshow: its autoplay stops by keyboard, then Next and the arrows move the slides', async ({ page }) => {
    await open(page, '/fixtures/gallery-slideshow.html');
    const block = page.locator('#block-gallery-slideshow');
    const shown = block.locator('[aria-roledescription="slide"]:not([inert])');
    await waitForState(page, '#block-gallery-slideshow', 'live');
    const stop = block.getByRole('button', { name: 'Stop automatic slide show' });
    await tabTo(page, stop);
    await expectFocusRing(stop);
    await page.keyboard.press('Enter');
    const start = block.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeFocused();
    const before = await shown.getAttribute('aria-label');
    await tabTo(page, block.getByRole('button', { name: 'Next slide' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(shown).not.toHaveAttribute('aria-label', before ?? '');
    const after = await shown.getAttribute('aria-label');
    await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('aria-label', before ?? '');
    await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('aria-label', after ?? '');
  });

  test('gallery carousel and thumbnails: Next by Enter, a thumbnail by Enter shows its slide', async ({ page }) => {
    await open(page, '/fixtures/gallery-carousel.html');
    const carousel = page.locator('#block-gallery-carousel');
    await waitForState(page, '#block-gallery-carousel', 'live');
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await tabTo(page, next);
    await expectFocusRing(next);
    const first = carousel.locator('[aria-roledescription="slide"]:not([inert])').first();
    await expect(first).toHaveAttribute('aria-label', '1 of 6');
    await page.keyboard.press('Enter');
    // The carousel moved: the first slide is out of view and out of the tab order.
    await expect(first).not.toHaveAttribute('aria-label', '1 of 6');
    await expect(next).toBeFocused();
    await page.keyboard.press('Tab');
    // Tab goes on to the first slide in view, which is not the one moved out.
    const focusedSlide = await carousel.evaluate(() => {
      const slide = document.activeElement?.closest<HTMLElement>('[aria-roledescription="slide"]');
      return slide && !slide.inert ? slide.getAttribute('aria-label') : null;
    });
    expect(focusedSlide).toMatch(/^[2-6] of 6$/);

    await open(page, '/fixtures/gallery-thumbnails.html');
    const block = page.locator('#block-gallery-thumbnails');
    await waitForState(page, '#block-gallery-thumbnails', 'live');
    const thumbnail = block.getByRole('button', { name: 'Market day, 3 of 6' }).last();
    await tabTo(page, thumbnail);
    await expectFocusRing(thumbnail);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('button', { name: 'Market day, 3 of 6' }).first()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('product, cart indicator and cart page: a variant, a quantity, add to cart, then change and remove it', async ({
    page,
    log,
    issues,
  }) => {
    await open(page, '/fixtures/product-physical.html');
    const size = page.getByLabel('Size');
    await tabTo(page, size);
    await expectFocusRing(size);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(size).toHaveValue('Medium');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Quantity')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByLabel('Quantity')).toHaveValue('2');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    const indicator = page.locator('#block-cart a');
    await expect(indicator).toHaveAccessibleName('Cart: 2 items in cart');
    expect((await log('/api/commerce/cart/items')).map((entry) => entry.method)).toEqual(['POST']);
    // Back up the page to the cart indicator, and Enter follows it.
    await tabTo(page, indicator, { back: true, max: 6 });
    await expectFocusRing(indicator);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/fixtures/cart.html');
    await waitForRuntime(page);

    const quantity = page.getByLabel('Quantity of Linen apron');
    await expect(quantity).toHaveValue('2');
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 3 items in cart');
    // The field is disabled while the change is sent; focus comes back to it, not to the top of the page.
    await expect(quantity).toBeFocused();
    expect((await log('/api/commerce/cart/items/')).filter((entry) => entry.method === 'PUT').map((entry) => entry.body)).toEqual([
      { quantity: 3 },
    ]);
    const remove = page.getByRole('button', { name: 'Remove Linen apron' });
    await tabTo(page, remove, { max: 4 });
    await expectFocusRing(remove);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 0 items in cart');
    // The removed row took its button: focus goes to the cart's heading, not back to the document.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeFocused();
    expect(issues).toEqual([]);
  });

  test('cart page: a row removed by Enter gives focus to the next row’s Remove; the last one, to the cart’s heading', async ({
    page,
    log,
  }) => {
    for (const [path, pick] of [
      ['/fixtures/product-physical.html', 'Small'],
      ['/fixtures/product-sale.html', null],
    ] as const) {
      await open(page, path);
      if (pick) await page.getByLabel('Size').selectOption(pick);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    }
    await open(page, '/fixtures/cart.html');
    const apron = page.getByRole('button', { name: 'Remove Linen apron' });
    const mug = page.getByRole('button', { name: 'Remove Stoneware mug' });
    await tabTo(page, apron);
    await page.keyboard.press('Enter');
    await expect(apron).toHaveCount(0);
    await expect(mug).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await log('/api/commerce/cart/items/')).map((entry) => entry.method)).toEqual(['DELETE', 'DELETE']);
  });

  test('store quick view: Enter opens the modal on its Close button, Tab stays in, add to cart, Escape gives focus back', async ({
    page,
  }) => {
    await open(page, '/fixtures/store.html');
    const opener = page.getByRole('button', { name: 'Quick view: Stoneware mug' });
    await tabTo(page, opener);
    await expectFocusRing(opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Stoneware mug' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectTrapped(page, dialog, 6);
    await tabTo(page, dialog.getByRole('button', { name: 'Add to cart' }), { max: 8 });
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Added to cart.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('member sign-in dialog: a members-only add asks; type, Tab, type, Enter signs in and focus returns to the add', async ({
    page,
    log,
  }) => {
    await open(page, '/fixtures/members.html');
    const buy = page.locator('#block-product').getByRole('button', { name: 'Add to cart' });
    await tabTo(page, buy);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expectTrapped(page, dialog, 5);
    await tabTo(page, dialog.getByLabel('Email'), { max: 5 });
    await page.keyboard.type('member@example.com');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('espresso-42');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'You are signed in.' })).toBeVisible();
    await expect(buy).toBeFocused();
    expect((await log('/api/site-users/account/session')).map((entry) => entry.body)).toEqual([
      { email: 'member@example.com', password: 'espresso-42', rememberMe: false },
    ]);
    await page.keyboard.press('Enter');
    await expect(page.locator('#block-cart')).toContainText('1');
  });

  test('member pricing: the billing radios by arrows, the join links by Tab, Sign in opens the dialog and Escape returns', async ({
    page,
  }) => {
    await open(page, '/fixtures/member-pricing.html');
    const block = page.locator('#block-member-pricing');
    const monthly = block.getByRole('radio', { name: 'Monthly' });
    const yearly = block.getByRole('radio', { name: 'Yearly' });
    // One tab stop for the radio group: the checked radio.
    await tabTo(page, monthly);
    await expectFocusRing(monthly);
    await waitForState(page, '#block-member-pricing', 'live');
    await page.keyboard.press('ArrowRight');
    await expect(yearly).toBeChecked();
    await expect(yearly).toBeFocused();
    await expect(block).toContainText('$150.00 / year');
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(block).toContainText('$15.00 / month');
    await page.keyboard.press('Tab');
    await expect(block.getByRole('link', { name: 'Join Regular' })).toBeFocused();
    const signIn = block.getByRole('button', { name: 'Sign in' });
    await tabTo(page, signIn, { max: 3 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(signIn).toBeFocused();
  });

  test('donation: the Donate link by Tab and Enter reaches the donation checkout', async ({ page }) => {
    await open(page, '/fixtures/donation.html');
    const donate = page.locator('#block-donation').getByRole('link', { name: 'Donate' });
    await tabTo(page, donate);
    await expectFocusRing(donate);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Donation checkout' })).toBeVisible();
  });

  test('reviews: the stars by arrows, title and review typed, Enter on Submit sends it', async ({ page, testTag }) => {
    await page.request.delete(`/__reviews?tag=${testTag}`);
    await open(page, '/fixtures/reviews.html?token=rr-open');
    const apron = page.getByRole('form', { name: 'Linen apron' });
    await tabTo(page, apron.getByRole('radio', { name: '1 star' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(apron.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(apron.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('Sturdy');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Good pockets.');
    await page.keyboard.press('Tab');
    await expect(apron.getByRole('button', { name: 'Submit review' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for reviewing Linen apron.' })).toBeVisible();
    const stored = (await (await page.request.get(`/__reviews?tag=${testTag}`)).json()) as Array<Record<string, unknown>>;
    expect(stored).toEqual([expect.objectContaining({ rating: 4, title: 'Sturdy', body: 'Good pockets.' })]);
  });

  test('form: text, radios, checkboxes and a select by keyboard; errors move focus to the first bad field; then it sends', async ({
    page,
    submissions,
  }) => {
    await open(page, '/fixtures/form.html');
    const form = page.locator('#block-form-every-field');
    const first = form.getByRole('textbox', { name: 'First Name' });
    await tabTo(page, first);
    await expectFocusRing(first);
    await waitForState(page, '#block-form-every-field', 'live');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await page.keyboard.type('ada@');
    // A radio group is one tab stop; the arrows choose.
    await tabTo(page, form.getByRole('radio', { name: 'Inside' }));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Terrace' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Vegan' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    const party = form.getByRole('combobox', { name: 'Party size' });
    await tabTo(page, party, { max: 3 });
    await page.keyboard.press('ArrowDown');
    const size = await party.inputValue();
    expect(size).not.toBe('');
    const send = form.getByRole('button', { name: 'Send' });
    await tabTo(page, send, { max: 10 });
    await expectFocusRing(send);
    await page.keyboard.press('Enter');
    // The message at the top takes focus; it lists the fields in error as links, and a link's Enter
    // takes the visitor to its field, which says what is wrong.
    const summary = form.getByRole('alert').first();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Email is not valid/);
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    const message = form.getByRole('textbox', { name: 'Message' });
    await tabTo(page, message);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('A table for the evening.');
    await tabTo(page, send, { max: 8 });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toBeVisible();
    await expect.poll(async () => (await submissions()).length).toBe(1);
    expect((await submissions())[0]?.form).toMatchObject({
      'name-1': ['Ada', 'Lovelace'],
      'email-1': 'ada@example.com',
      'radio-1': 'Terrace',
      'select-1': size,
      'textarea-1': 'A table for the evening.',
    });
  });

  test('newsletter: a bad address said and focused, corrected by keyboard, Enter signs up', async ({ page, submissions }) => {
    await open(page, '/fixtures/newsletter.html');
    const box = page.locator('#block-newsletter');
    const email = box.getByRole('textbox', { name: 'Email Address' });
    await tabTo(page, email);
    await waitForState(page, '#block-newsletter', 'live');
    await page.keyboard.type('nope');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format user@domain.com.');
    await expect(email).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('grace@example.com');
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Sign up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
    expect((await submissions())[0]).toMatchObject({ form: { 'newsletter-email': 'grace@example.com' } });
  });

  test('video and audio: the play overlay by Enter starts the video; the native audio player is in the tab order', async ({ page }) => {
    await open(page, '/fixtures/media.html');
    await waitForState(page, '#block-video-youtube', 'live');
    const youtube = page.locator('#block-video-youtube');
    const play = youtube.getByRole('button', { name: 'Play video: Harbour at dawn' });
    await tabTo(page, play);
    await expectFocusRing(play);
    await page.keyboard.press('Enter');
    const frame = youtube.locator('iframe');
    await expect(frame).toBeVisible();
    // The overlay is gone: focus went to the player, not back to the document.
    await expect(frame).toBeFocused();
    // The audio block's published markup has nothing to focus: it wakes as Tab brings it near the
    // viewport (on the last video's overlay), and its player is then the next stop.
    await tabTo(page, page.getByRole('button', { name: 'Play video: Market day' }), { max: 15 });
    await waitForState(page, '#block-audio', 'live');
    const audio = page.locator('#block-audio audio').first();
    await tabTo(page, audio, { max: 3 });
    await expectFocusRing(audio);
  });

  test('map: scrolled to by End, the marker by Tab, Enter opens the maps page', async ({ page, context }) => {
    await context.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External map</title><p>External map</p>' }),
    );
    await open(page, '/fixtures/map.html');
    // Nothing above the map takes focus: the visitor scrolls with the keyboard, and the map wakes.
    await page.keyboard.press('End');
    await waitForState(page, '#block-map-studio', 'live');
    const marker = page.getByRole('button', { name: /^Fixture Cafe Studio, Open in Google Maps/ });
    // The address and its link until the maps service has drawn the map, as the visitor sees.
    await expect(marker).toBeVisible();
    await tabTo(page, marker, { max: 10 });
    await expectFocusRing(marker);
    const [maps] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(maps).toHaveURL(/^https:\/\/maps\.google\.com\//);
  });

  test('chart: the table toggle by Enter, the data points by arrows, Home, End and Escape', async ({ page }) => {
    await open(page, '/fixtures/chart.html');
    await waitForState(page, '#block-chart-bar', 'live');
    const bar = page.locator('#block-chart-bar');
    const toggle = bar.locator('button[aria-controls]');
    await expect(toggle).toHaveAccessibleName('Show data table');
    await tabTo(page, toggle);
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    await expect(bar.getByRole('table')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('img', { name: 'January, 2025: 420' })).toBeFocused();
    // The runtime's one tooltip (island/tooltip.ts).
    const tip = page.locator('#sr-tooltip');
    await page.keyboard.press('ArrowRight');
    await expect(bar.getByRole('img', { name: 'January, 2026: 480' })).toBeFocused();
    await expect(tip).toHaveText('January, 2026: 480');
    await page.keyboard.press('End');
    await expect(tip).toHaveText('April, 2026: 700');
    await page.keyboard.press('Home');
    await expect(tip).toHaveText('January, 2025: 420');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('calendar: month buttons by Enter, the day grid by arrows, Enter shows the day’s events', async ({ page, log }) => {
    await open(page, '/fixtures/calendar.html');
    await waitForState(page, '#block-calendar', 'live');
    const block = page.locator('#block-calendar');
    const nextMonth = block.getByRole('button', { name: 'Next month' });
    await tabTo(page, nextMonth);
    await expectFocusRing(nextMonth);
    const asked = (await log('/api/')).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await log('/api/')).length).toBeGreaterThan(asked);
    await page.keyboard.press('Shift+Tab');
    await expect(block.getByRole('button', { name: 'Previous month' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The grid is one tab stop: the chosen day.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    const start = await focusedDate();
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate()).not.toBe(start);
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate()).toBe(start);
    await page.keyboard.press('Enter');
    await expect(block.locator(`td[data-date="${start}"]`)).toHaveAttribute('aria-selected', 'true');
  });

  test('marquee: Tab onto the scrolling text pauses it, Tab away lets it go on', async ({ page }) => {
    await open(page, '/fixtures/marquee.html');
    await waitForState(page, '#block-marquee-left', 'live');
    const left = page.locator('#block-marquee-left').getByRole('group', { name: 'Scrolling text' });
    await expect(left).toHaveAttribute('data-sr-motion', 'running');
    await tabTo(page, left);
    await expectFocusRing(left);
    await expect(left).toHaveAttribute('data-sr-motion', 'paused');
    await page.keyboard.press('Tab');
    await expect(left).toHaveAttribute('data-sr-motion', 'running');
  });

  test('search: Enter on an empty field stays, typed words go to the search page', async ({ page }) => {
    await open(page, '/fixtures/search-block.html');
    await waitForState(page, '#block-search', 'live');
    const field = page.getByRole('searchbox', { name: 'Search recipes' });
    await tabTo(page, field);
    await expectFocusRing(field);
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.type('flat white');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=flat+white');
  });

  test('booking preview: an owner’s Find a table by Enter gets the Preview Only alert; Enter on OK gives focus back', async ({ page }) => {
    await open(page, '/fixtures/booking-owner.html');
    const find = page.getByRole('button', { name: 'Find a table' });
    await expect(find).toBeVisible();
    await tabTo(page, find);
    await expectFocusRing(find);
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    const ok = alert.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(alert)).toBe(true);
    await tabTo(page, ok, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(find).toBeFocused();
  });

  test('system error overlay: focus in, Tab kept inside, Escape dismisses it and gives focus back', async ({ page }) => {
    await open(page, '/fixtures/home.html');
    const link = page.getByRole('link', { name: 'See the menu' });
    await tabTo(page, link);
    // The data layer meets a failure it cannot hand back (spec 001 §8).
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('site-runtime:system-error', { detail: { network: true } })));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button').first()).toBeFocused();
    await expectTrapped(page, dialog, 3);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('tour dates, social links and summary: their links by Tab, focus kept when the summary’s rendering arrives', async ({ page }) => {
    await open(page, '/fixtures/tour-dates.html');
    await waitForState(page, '#block-tour', 'live');
    const tickets = page.getByRole('link', { name: /^Tickets for Harbour Hall/ });
    await tabTo(page, tickets);
    await expectFocusRing(tickets);

    await open(page, '/fixtures/social-links.html');
    // The icons are named after their networks in the browser's idle time (until then, all after the site).
    await waitForState(page, '#block-social', 'live');
    for (const name of ['Instagram', 'Facebook', 'Email']) {
      await tabTo(page, page.getByRole('link', { name }), { max: 4 });
    }

    // The host's rendering is held back until the visitor is on the summary's first link.
    const release = await holdRoute(page, /\/api\/widget\/GetWidgetRendering/);
    await open(page, '/fixtures/summary.html');
    const first = page.locator('#block-summary-journal').getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await tabTo(page, first);
    await expect(first).toHaveText(name);
    release();
    // The host's rendering is in (it leads with a post the published HTML did not have), and focus is
    // on the same post's link in it, not back at the top of the document.
    await expect(page.locator('#block-summary-journal').getByRole('link', { name: 'Our winter menu' })).toBeVisible();
    await expect(page.locator('#block-summary-journal').getByRole('link', { name })).toBeFocused();
  });

  test('account: Escape opens the login where the site allows it', async ({ page, baseURL }) => {
    await page.route('**/config/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Configuration</title>' }));
    await open(page, '/fixtures/escape-login.html');
    await expect(page.locator('[data-site-runtime="account"]')).toHaveAttribute('data-sr-state', 'live');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${baseURL}/config/?frameUrl=%2Ffixtures%2Fescape-login.html`);
  });
});
