// Issue 19, "Storage and cookies": every fixture page with local and session storage refused, with a
// zero quota, and with cookies disabled on top of refused storage (what a browser set to block cookies
// does). Each page starts, says "Unable access local/session storage." at most once (exactly once where
// it counts a visit, which needs storage), throws nothing; then the cart and a form are used.
//
// Cookies disabled: `document.cookie` reads as empty and ignores writes, as in a browser that blocks
// them. The fixture server's own cookies still travel on requests (Playwright cannot turn them off), so
// this is the page's view of blocked cookies: the runtime cannot see the crumb or the cart cookie.

import type { Page } from '@playwright/test';
import { tracksPageview } from '../../src/analytics/audience';
import { mayTrack } from '../../src/core/consent';
import { storageUnavailable } from '../../src/platform/strings';
import { countRuntimes, EVERY_PAGE, type PageRun, recorder, urlOf } from './every-page';
import { expect, test, waitForRuntime } from './fixtures';

type Condition = 'storage denied' | 'zero quota' | 'cookies disabled';

/** Runs in the page before any of its scripts. */
function breakStorage(condition: Condition): void {
  const denied = (): never => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    );
  };
  if (condition === 'zero quota') {
    // Reads work (nothing is there); every write is over the quota, as in an old private window.
    Storage.prototype.setItem = () => {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
    };
    return;
  }
  for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get: denied });
  if (condition === 'cookies disabled') {
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
  }
}

const CONDITIONS: Condition[] = ['storage denied', 'zero quota', 'cookies disabled'];

/** Where the page counts a visit, storage is needed (the session keys, the analytics id). */
function countsVisit(run: PageRun): boolean {
  if (!run.context || run.name === 'search') return false;
  return tracksPageview(run.context, urlOf(run.name)) && mayTrack(run.context.cookieSettings, 'unknown');
}

async function visit(page: Page, run: PageRun): Promise<void> {
  await page.goto(urlOf(run.name));
  await waitForRuntime(page);
  run.runtimes = await countRuntimes(page);
  // Visitor analytics start after the load event: wait for the warning where it must come.
  if (countsVisit(run)) {
    await expect
      .poll(() => run.warnings.filter((text) => text === storageUnavailable).length, { message: `${run.name}: the storage warning` })
      .toBeGreaterThan(0);
  }
}

function problems(run: PageRun): string[] {
  const found: string[] = [];
  const warned = run.warnings.filter((text) => text === storageUnavailable).length;
  // Once a document: a page framing another (the editing frame) has two.
  if (warned > run.runtimes) found.push(`${run.name}: the storage warning ${warned} times in ${run.runtimes} documents`);
  for (const text of run.pageErrors) found.push(`${run.name}: page error ${text}`);
  // Anything about storage that is not the warning is a feature that did not degrade.
  for (const text of [...run.errors, ...run.warnings.filter((warning) => warning !== storageUnavailable)]) {
    if (/SecurityError|QuotaExceeded|localStorage|sessionStorage/i.test(text)) found.push(`${run.name}: ${text}`);
  }
  return found;
}

for (const condition of CONDITIONS) {
  test(`${condition}: every page starts, warns at most once, throws nothing; the cart and a form work`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.addInitScript(breakStorage, condition);
    const record = recorder(page);
    for (const entry of EVERY_PAGE) await visit(page, record.start(entry));
    expect(record.all.flatMap(problems)).toEqual([]);

    // The cart: an apron added, the cart page shows it, checkout answers as the cookies allow. Each
    // document has a record of its own (each may warn once).
    const flow = (name: string): PageRun => record.start({ name, context: undefined });
    const runs = [flow('product-physical')];
    await page.goto('/fixtures/product-physical.html');
    await waitForRuntime(page);
    await page.getByLabel('Size').selectOption('Small');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    if (condition === 'cookies disabled') {
      // The page cannot read the crumb cookie, so the host refuses the add (401 crumbFail, twice): the
      // visitor is told, nothing breaks. A cart made before cookies went off still reaches the cart page.
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
      const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
      const added = await page.request.post('/api/commerce/cart/items', {
        headers: { 'X-CSRF-Token': crumb },
        data: { productId: 'p-apron', sku: 'SQ1000001' },
      });
      expect(added.status()).toBe(200);
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    }
    runs.push(flow('cart'));
    await page.goto('/fixtures/cart.html');
    await expect(page.getByLabel('Quantity of Linen apron')).toHaveValue('1');
    await page.getByRole('button', { name: 'Checkout' }).click();
    if (condition === 'cookies disabled') {
      await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
        'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      );
    } else {
      await expect(page).toHaveURL(/\/checkout\?cartToken=[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
    }

    // A form: the newsletter signs the visitor up (with cookies disabled the host refuses it, and says so).
    runs.push(flow('newsletter'));
    await page.goto('/fixtures/newsletter.html');
    const box = page.locator('#block-newsletter');
    await box.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await box.getByRole('textbox', { name: 'Email Address' }).fill('grace@example.com');
    await box.getByRole('button', { name: 'Sign up' }).click();
    if (condition === 'cookies disabled') await expect(box.getByRole('alert')).toBeVisible();
    else await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
    expect(runs.flatMap(problems)).toEqual([]);
  });
}
