// The builder's real published pages (../shared/real-pages, served adopted by fixtures/server/real-pages.mjs),
// each at 1280 and 390 px: with the runtime a visitor gets at least what JavaScript off gives them (every
// image shown, every link, button and field reachable), no block the runtime claims fails, nothing throws,
// no request goes to another host and no form sends anywhere but the fixture API. One load a variant.
// What a page cannot do because the capture lacks it (a form the fixture API does not know) is noted on
// the test, not failed. `npm run real-pages` measures the same loads into a report.

import { REAL_PAGES_DIR, realPageFilesNow } from '../../fixtures/server/real-pages.mjs';
import { compare, notCheckable, openLoad, problemsText, secondChance, sendForms, WIDTHS } from '../real-pages/measure.mjs';
import { expect, test } from './fixtures';

const files = realPageFilesNow();

test('the real pages corpus is there, and the fixture server lists it', async ({ request }) => {
  expect(files, `no page in ${REAL_PAGES_DIR}: the real pages corpus is missing there (REAL_PAGES_DIR names another folder)`).not.toEqual(
    [],
  );
  expect(await (await request.get('/real-pages/')).json()).toEqual(files);
});

for (const file of files) {
  for (const width of WIDTHS) {
    test(`${file} at ${width}px: never worse than without JavaScript`, async ({ browser, baseURL }, testInfo) => {
      // Two loads scrolled screen by screen, forms filled and sent: a long page at 390 px has 70 screens.
      test.setTimeout(120_000);
      const tag = `rp-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
      const options = { baseURL: baseURL as string, file, width, tag };
      const noJs = await openLoad(browser, { ...options, variant: 'no-js' });
      await noJs.close();
      const withRuntime = await openLoad(browser, { ...options, variant: 'runtime' });
      try {
        const problems = compare(noJs.load, withRuntime.load);
        await secondChance(withRuntime.page, problems);
        // Said, not failed: what the capture lacks (a collection the fixture API does not know), and where
        // each form went (the fixture API answers 404 for a form it has no configuration of).
        for (const lack of notCheckable(withRuntime.load))
          testInfo.annotations.push({ type: 'not checkable', description: `${file} at ${width}px, ${lack}` });
        for (const form of await sendForms(withRuntime.page)) {
          testInfo.annotations.push({ type: 'form', description: `${file} at ${width}px, ${form.form}: ${form.outcome}` });
        }
        problems.leaving = withRuntime.load.leaving;
        expect(problemsText(file, width, problems), `${file} at ${width}px`).toBe('');
      } finally {
        await withRuntime.close();
      }
    });
  }
}
