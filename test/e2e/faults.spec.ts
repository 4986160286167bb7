// Every fixture page, one test each, loaded five ways. First as it is, under the strict policy, with
// axe-core reading it as served and with every block live (accessibility-load.ts). Then with every call
// to the host's /api/ failing in each way a network fails (aborted or timed out, a 500 or invalid JSON:
// each call one of them, in one load), then, on a page a block of which asks the API, every call
// answering late, in another, both under the default policy; then every feature chunk failing to load
// twice, and every third-party script failing. Each time: no page error, no unhandled rejection, no
// policy violation, the runtime up, every block the fault did not reach live, no call made twice, the
// error reporter within its 20 sends. One test a page, each load lean (no fixed waits): the page's loads
// share one test's set-up.

import type { Page, Request, Route } from '@playwright/test';
import { PAGES } from '../../fixtures/pages/index';
import { axeAsServed, axeLive, holdRuntime } from './accessibility-load';
import { LEFT_OUT } from './every-page';
import { clean, type Fault, seen, watch } from './fault-injection';
import { expect, test, waitForRuntime } from './fixtures';
import { policyMessages, recordViolations, violationsOf } from './policy-violations';

/** The error reporter's two ways out (analytics/error-reporter.ts): together at most 20 a page. */
const REPORTER_PATHS = ['/api/events/RecordJavascriptErrors', '/api/events/RecordEvent'];
const REPORTER_SENDS = 20;
/** Analytics beacons (fire and forget, one per block or page event) and the error reporter. */
const BEACONS = [...REPORTER_PATHS, '/api/census/', '/api/track/', '/api/1/performance/', '/api/events/', '/api/v1/events'];

/** Brings every part of the page near the viewport once, top to bottom, so every `visible` block wakes:
 *  each scroll held until a frame has been rendered after it (the rendering that computes the page's
 *  intersections; their observers are told in a task after it). The scaling pages (hundreds of one
 *  block, many screens) are cut at 8 screens and their last one: more of the same block would only cost
 *  time. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const height = document.documentElement.scrollHeight;
    const step = window.innerHeight + 150;
    for (let y = 0; y < Math.min(height, step * 8); y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, height);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
}

/** Block states by element id (blocks without an id by their position), read once no block is loading,
 *  in the same look (a block woken late, in idle time, may start loading right after another look): each
 *  frame in the page, where a poll from the test would wait out its interval each time. */
async function settledStates(page: Page): Promise<Map<string, string>> {
  const handle = await page.waitForFunction(
    () => {
      const blocks = document.querySelectorAll('[data-block-type], [data-block], [data-page-root], [data-sr-state]');
      const pairs = Array.from(blocks, (el, index) => [el.id || `#${index}`, el.getAttribute('data-sr-state') ?? 'asleep']);
      return pairs.some(([, state]) => state === 'loading') ? null : pairs;
    },
    undefined,
    { timeout: 5_000 },
  );
  return new Map((await handle.jsonValue()) as Array<[string, string]>);
}

/** Block states by element id as they are now, loading or not. */
async function states(page: Page): Promise<Map<string, string>> {
  const pairs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-block-type], [data-block], [data-page-root], [data-sr-state]'), (el, index) => [
      el.id || `#${index}`,
      el.getAttribute('data-sr-state') ?? 'asleep',
    ]),
  );
  return new Map(pairs.map(([id, state]) => [id as string, state as string]));
}

/** Which fault a call meets, by its method and path (undefined: none). */
type FaultOf = (call: string) => Fault | undefined;

/** Routes every /api/ call but the fixture's own helpers to its fault; counts them by method and path. */
async function inject(page: Page, faultOf: FaultOf, counts: Map<string, number>, held: Route[]): Promise<void> {
  // The host's /api/ only: the maps stand-in's script is at /maps/api/js, a third party's.
  await page.route(/^https?:\/\/[^/]+\/api\//, async (route: Route, request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/test/')) return route.fallback();
    // The same question twice is a duplicate; a beacon per block differs by its body.
    const key = `${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    switch (faultOf(`${request.method()} ${url.pathname}`)) {
      case undefined:
        return route.fallback();
      case 'abort':
        return route.abort('failed');
      case 'timeout':
        return route.abort('timedout');
      case '500':
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      case 'invalid-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"truncated": ' });
      case 'late':
        // Held until the checks are done, then answered by the server: an answer long after the question.
        held.push(route);
        return;
    }
  });
}

interface Load {
  states: Map<string, string>;
  counts: Map<string, number>;
  /** The Content-Security-Policy the page was served under. */
  policy: string;
}

/** The faulted loads: every call failing (each in its way), or every call answered late. */
type Plan = 'failing' | 'late';

/** Waits for the runtime, scrolls the page through and waits until nothing is loading (`afterScroll` runs
 *  between, answering what a load held); then checks nothing went unhandled. The blocks' states. */
async function settle(page: Page, label: string, errors: string[], afterScroll?: () => Promise<void>): Promise<Map<string, string>> {
  await waitForRuntime(page);
  await scrollThrough(page);
  await afterScroll?.();
  // Settled: nothing loading (a block woken late, in idle time, is waited for too).
  const settled = await settledStates(page);
  const { rejections } = await seen(page);
  expect(rejections, `${label}: unhandled rejections`).toEqual([]);
  expect(errors, `${label}: page errors`).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  return settled;
}

/** The first load, with no fault, under the strict policy (a nonce, 'strict-dynamic', Trusted Types):
 *  axe reads the page as served (the runtime held until then); the scroll every later load repeats gives
 *  the baseline, the states and calls the faulted loads are held to; then every block is woken for axe
 *  and the page has raised no policy violation. The strict half of hostile/policies.spec.ts. */
async function firstLoad(page: Page, name: string, errors: string[]): Promise<Load> {
  const counts = new Map<string, number>();
  await inject(page, () => undefined, counts, []);
  const axe = !(name in LEFT_OUT.axe);
  const release = await holdRuntime(page);
  const response = await page.goto(`/fixtures/${name}.html?csp=strict`, { waitUntil: 'commit' });
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("'strict-dynamic'");
  if (axe) await axeAsServed(page, name);
  release();
  const baseline = { states: await settle(page, `${name} with no fault`, errors), counts: new Map(counts), policy };
  if (axe) await axeLive(page, name);
  expect(await violationsOf(page, name), 'policy violations under the strict policy').toEqual([]);
  return baseline;
}

/** A load under `plan`: every call failing (each in its way), or every call answered late. */
async function load(page: Page, path: string, plan: Plan, faultOf: FaultOf, errors: string[]): Promise<Load> {
  const counts = new Map<string, number>();
  const held: Route[] = [];
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await inject(page, faultOf, counts, held);
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  // A block whose start waits on an answer (the calendar's month) waits for a late one: checked once it came.
  const answerLate = async (): Promise<void> => {
    for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
  const states = await settle(page, `${path} under calls ${plan}`, errors, plan === 'late' ? answerLate : undefined);
  return { states, counts, policy: response?.headers()['content-security-policy'] ?? '' };
}

/** Every feature chunk (not the blocks table, not React) failing, its retry too: each block the scroll
 *  woke fails alone, with its server HTML, and says so; nothing else breaks. */
async function chunksFailing(page: Page, path: string, baseline: Load, errors: string[]): Promise<void> {
  const retries: string[] = [];
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\/dist\/chunks\/(?!blocks-|react-)[^/]+\.js(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    if (url.search) retries.push(url.search);
    await route.abort('failed');
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForRuntime(page);
  await scrollThrough(page);
  const now = await settledStates(page);
  const { served, islandErrors, rejections } = await seen(page);
  expect(rejections, `${path} with chunks failing: unhandled rejections`).toEqual([]);
  expect(errors, `${path} with chunks failing: page errors`).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  const failed = new Set(islandErrors.map((error) => error.id));
  for (const [id, state] of now) {
    if (state !== 'failed' || id.startsWith('#')) continue;
    expect(failed.has(id), `${path}: ${id} failed and said so`).toBe(true);
    // Its server HTML kept (a block that arrived with an answer has none to compare).
    if (served[id] !== undefined) expect(await page.locator(`[id="${id}"]`).textContent(), `${path}: ${id} kept`).toBe(served[id]);
  }
  // What the scroll woke without the fault fails now (or, woken by something this load did not do, sleeps).
  // Read afresh: a block still asleep when nothing was loading may wake after it (the turns it is armed
  // in, an intersection reported late), and is then waited for until it has failed.
  for (const [id, state] of baseline.states) {
    if (state !== 'live' || !now.has(id)) continue;
    await expect.poll(async () => (await states(page)).get(id), `${path} with chunks failing: ${id}`).toMatch(/^(failed|asleep)$/);
  }
  // Retried once (`?retry=1`), never more.
  expect(retries.filter((search) => search !== '?retry=1')).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** The third parties' addresses on the fixture site (the stand-ins docs/testing.md lists): maps, captcha, the
 *  two font services, the booking providers, the video players' frames and the comments script. */
const THIRD_PARTY = /^https?:\/\/[^/]+\/(maps\/api\/js|captcha\/|fonts\/|typekit\/|booking\/|embed\/|comments\/)/;

/** Every third party failing at once, on a page that asks for one: nothing breaks, each block the
 *  failure did not reach stays live. (What each shows instead: the tests below.) */
async function thirdPartiesFailing(page: Page, path: string, baseline: Load, errors: string[]): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(THIRD_PARTY, (route) => route.abort('failed'));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForRuntime(page);
  await scrollThrough(page);
  const now = await settledStates(page);
  const { islandErrors, rejections } = await seen(page);
  expect(rejections, `${path} with third parties failing: unhandled rejections`).toEqual([]);
  expect(errors, `${path} with third parties failing: page errors`).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  const failed = new Set(islandErrors.map((error) => error.id));
  for (const [id, state] of baseline.states) {
    if (state !== 'live' || failed.has(id) || !now.has(id) || id.startsWith('#')) continue;
    if (now.get(id) === 'asleep') await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[id="${id}"]`), `${path} with third parties failing: ${id}`).toHaveAttribute('data-sr-state', 'live');
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

const SKIPPED = LEFT_OUT.faults;
const names = [...PAGES.map((definition) => definition.name), 'legacy'].filter((name) => !(name in SKIPPED));

/** The faults that refuse a call, by what a block meets: a connection aborted or timed out (the same
 *  TypeError from fetch), an answer the data layer refuses (a 500 or JSON it cannot parse: an ApiError
 *  either way). In the failing load each call meets one, by its method and path, turned by the page's
 *  place in the list: a call met on many pages meets each. (An answer long after the question has its
 *  own load: a block must stay live through it. What each says to the visitor: faults-actions.spec.ts.) */
const REFUSALS: readonly Fault[] = ['abort', '500', 'timeout', 'invalid-json'];

function refusalsFor(index: number): FaultOf {
  return (call) => {
    let hash = index;
    for (const char of call) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return REFUSALS[hash % REFUSALS.length];
  };
}

const PLANS: ReadonlyArray<readonly [Plan, (index: number) => FaultOf]> = [
  ['failing', refusalsFor],
  ['late', () => () => 'late'],
];

for (const [index, name] of names.entries()) {
  test(`${name}: axe finds nothing as served and live; every API call failing in every way, and every feature chunk`, async ({
    page,
    issues,
  }) => {
    // Up to six loads, one of 6000 blocks on the largest page: more than the suite's 30 s on a busy machine.
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await watch(page);
    await recordViolations(page);
    const path = `/fixtures/${name}.html`;
    let thirdParties = 0;
    const onRequest = (request: Request): void => {
      if (THIRD_PARTY.test(request.url())) thirdParties += 1;
    };
    page.on('request', onRequest);
    const baseline = await firstLoad(page, name, errors);
    page.off('request', onRequest);
    // An answer held late reaches a block only through a call a block makes: a page whose calls are all
    // analytics (fire and forget, their time-outs tested below) is loaded late for nothing.
    const asksForBlocks = [...baseline.counts.keys()].some((key) => !BEACONS.some((beacon) => key.split(' ')[1]?.startsWith(beacon)));
    for (const [plan, faultsOf] of PLANS) {
      if (plan === 'late' && !asksForBlocks) continue;
      const fault = `calls ${plan}`;
      const faulted = await load(page, path, plan, faultsOf(index), errors);
      // The default policy's half of hostile/policies.spec.ts: what loads, and what the scroll wakes, raises
      // no violation under `script-src 'self'`.
      expect(faulted.policy).toContain("script-src 'self'");
      expect(await violationsOf(page, name), `${name} under ${fault}: policy violations`).toEqual([]);
      const { islandErrors } = await seen(page);
      const hit = new Set(islandErrors.filter((error) => error.name === 'ApiError').map((error) => error.id));
      // Every block live without the fault is live with it, unless the fault reached it (a data-layer error).
      for (const [id, state] of baseline.states) {
        // A block absent now came with an answer (a summary's rendering): the fault kept it away.
        if (state !== 'live' || hit.has(id) || !faulted.states.has(id)) continue;
        if (faulted.states.get(id) === 'asleep' && !id.startsWith('#')) {
          // Passed by the scroll before the blocks chunk was in: brought to it again. Woken now, it may meet
          // the fault itself (a summary's items): then it fails with a data-layer error, as the others did.
          const block = page.locator(`[id="${id}"]`);
          await block.scrollIntoViewIfNeeded();
          await expect(block, `${name} under ${fault}: block ${id}`).toHaveAttribute('data-sr-state', /^(live|failed)$/);
          if ((await block.getAttribute('data-sr-state')) === 'failed') {
            const late = (await seen(page)).islandErrors.filter((error) => error.id === id).map((error) => error.name);
            expect(late, `${name} under ${fault}: block ${id} failed, not by the fault`).toContain('ApiError');
          }
          continue;
        }
        expect(faulted.states.get(id), `${name} under ${fault}: block ${id}`).toBe('live');
      }
      // Nothing is sent twice that was sent once (the data layer retries only where a caller says so). A GET
      // may be asked again by a later reader once the first failed (the cart's one read), and two blocks of
      // one form send the same census beacon: neither is a submission.
      for (const [key, count] of faulted.counts) {
        if (key.startsWith('GET ') || BEACONS.some((beacon) => key.startsWith(`POST ${beacon}`))) continue;
        expect(count, `${name} under ${fault}: ${key}`).toBeLessThanOrEqual(Math.max(1, baseline.counts.get(key) ?? 0));
      }
      let reporter = 0;
      for (const [key, count] of faulted.counts) if (REPORTER_PATHS.some((path) => key.startsWith(`POST ${path}`))) reporter += count;
      expect(reporter, `${name} under ${fault}: error reporter sends`).toBeLessThanOrEqual(REPORTER_SENDS);
    }
    await chunksFailing(page, path, baseline, errors);
    if (thirdParties > 0) await thirdPartiesFailing(page, path, baseline, errors);
    expect(policyMessages(issues, name), 'policy errors in the console').toEqual([]);
  });
}

// Each third party failing: the fallback docs/blocks.md gives it, the rest of the page working.

async function openClean(page: Page, path: string, errors: string[]): Promise<void> {
  page.on('pageerror', (error) => errors.push(String(error)));
  await watch(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForRuntime(page);
}

test('the maps script failing: each map keeps its address and the "Open in Google Maps" link', async ({ page }) => {
  const errors: string[] = [];
  await page.route('**/maps/api/js**', (route) => route.abort('failed'));
  await openClean(page, '/fixtures/map.html', errors);
  await scrollThrough(page);
  // Each map block live first, brought into view and kept there until it is: a map wakes as it nears the
  // viewport, and on a busy machine the quick scroll above can pass one between two frames, where no
  // intersection is seen (a suite run with two more browsers beside it left the first map asleep).
  const blocks = page.locator('[data-block-type="4"]');
  expect(await blocks.count()).toBeGreaterThan(0);
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-sr-state', 'live');
  }
  const maps = page.locator('.sr-map');
  await expect(maps).toHaveCount(await blocks.count());
  for (const map of await maps.all()) {
    await expect(map).toHaveAttribute('data-state', 'fallback');
    await expect(map.locator('address')).not.toBeEmpty();
    await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/maps\?q=/);
  }
  await clean(page, errors);
});

test('the captcha provider failing: its form says so, the other forms still send', async ({ page, submissions }) => {
  const errors: string[] = [];
  await page.route('**/captcha/provider.js', (route) => route.abort('failed'));
  await openClean(page, '/fixtures/form.html', errors);
  const captcha = page.locator('#block-form-captcha');
  await captcha.scrollIntoViewIfNeeded();
  await expect(captcha.getByRole('alert')).toHaveText(
    'The CAPTCHA could not be shown, so this form cannot be sent. Please try again later.',
  );
  const form = page.locator('#block-form-redirect');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Email' }).fill('no-captcha@example.com');
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/fixtures\/empty\.html\?thanks=1$/);
  expect((await submissions()).map((submission) => submission.formId)).toEqual(['form-redirect']);
  await waitForRuntime(page);
  await clean(page, errors);
});

test('both font services failing: the text shows in its fallback fonts, one console error a service', async ({ page }) => {
  const errors: string[] = [];
  const logged: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
  await page.route(/\/(fonts|typekit)\//, (route) => route.abort('failed'));
  await openClean(page, '/fixtures/fonts.html', errors);
  await expect(page.locator('#fonts-heading')).toBeVisible();
  await expect
    .poll(() => logged.filter((text) => text.startsWith('site-runtime: fonts:')).sort())
    .toEqual([
      expect.stringMatching(/Unable to load fonts from http:\/\/[^ ]+\/fonts\/css2/),
      expect.stringMatching(/Unable to load fonts from http:\/\/[^ ]+\/typekit\/fix7kit\.css/),
    ]);
  await clean(page, errors);
});

test('both booking providers failing: each block says so and keeps its booking link', async ({ page }) => {
  const errors: string[] = [];
  await page.route('**/booking/**', (route) => route.abort('failed'));
  await openClean(page, '/fixtures/booking.html', errors);
  await scrollThrough(page);
  for (const [id, provider] of [
    ['block-booking-opentable', 'OpenTable'],
    ['block-booking-resy', 'Resy'],
  ] as const) {
    const box = page.locator(`#${id} .sr-booking`);
    await expect(box).toHaveAttribute('data-state', 'fallback');
    await expect(box.locator('.sr-booking__status')).toHaveText('Online reservations could not be loaded.');
    await expect(box.getByRole('link', { name: `Reserve a table on ${provider} (opens in a new window)` })).toBeVisible();
  }
  await clean(page, errors);
});

test("a video's player frame failing: the block plays into its own frame, nothing else breaks", async ({ page }) => {
  const errors: string[] = [];
  await page.route('**/embed/**', (route) => route.abort('failed'));
  await openClean(page, '/fixtures/media.html', errors);
  const video = page.locator('#block-video-youtube');
  await video.scrollIntoViewIfNeeded();
  await video.getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect(video.locator('iframe')).toHaveCount(1);
  // The other players still start.
  const others = page.locator('[data-block-type="32"]:not(#block-video-youtube)');
  expect(await others.count()).toBeGreaterThan(0);
  await clean(page, errors);
});

test('answers 10 s late: the analytics calls give up at 2.5 s (spec 000 §9), reporting nothing', async ({ page }) => {
  const errors: string[] = [];
  const given: string[] = [];
  let asked = 0;
  page.on('requestfailed', (request) => void given.push(new URL(request.url()).pathname));
  // Never answered within the test: later than any time-out.
  await page.route(/\/api\/census\/RecordHit/, () => {
    asked += 1;
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await watch(page);
  await page.clock.install();
  await page.goto('/fixtures/empty.html');
  // Past the load event and the idle timeout, the chunks loading meanwhile (real time): the pageview is asked.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return asked;
    })
    .toBe(1);
  await waitForRuntime(page);
  await page.clock.runFor(2600);
  await expect.poll(() => given).toContain('/api/census/RecordHit');
  expect(asked).toBe(1);
  await clean(page, errors);
});
