// @ts-check
// One engine's run, in a process of its own (the engines run side by side):
//   node test/engines/worker.mjs <chromium|firefox|webkit> <base URL> <out.json> [pages|journeys|all] [page…]
// writes {engine, capabilities, pages, journeys, ms} to out.json.

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { capabilities } from './in-page.mjs';
import { JOURNEYS, runJourney } from './journeys.mjs';
import { pageNames, visitPage } from './pages.mjs';

const [engine = '', base = '', out = '', mode = 'all', ...only] = process.argv.slice(2);
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** @type {Record<string, () => Promise<import('./driver.mjs').Driver>>} */
const LAUNCH = {
  chromium: async () => (await import('./chromium.mjs')).launchChromium(),
  firefox: async () => (await import('./firefox.mjs')).launchFirefox(),
  webkit: async () => (await import('./webkit.mjs')).launchWebKit(),
};

const started = Date.now();
const result = {
  engine,
  capabilities: /** @type {Record<string, unknown>} */ ({}),
  pages: /** @type {import('./pages.mjs').PageRecord[]} */ ([]),
  journeys: /** @type {import('./journeys.mjs').JourneyRecord[]} */ ([]),
  fatal: '',
  ms: 0,
};
const launch = LAUNCH[engine];
if (!launch) throw new Error(`unknown engine ${engine}`);
const driver = await launch().catch((error) => {
  result.fatal = `could not start ${engine}: ${error instanceof Error ? error.message : String(error)}`;
  return undefined;
});
if (driver) {
  try {
    await driver.goto(`${base}/__engine-probe.js`);
    result.capabilities = { ...(await driver.evaluate(capabilities, undefined)), version: driver.version };
    if (mode === 'all' || mode === 'pages') {
      for (const name of only.length > 0 ? only : pageNames(DIST)) result.pages.push(await visitPage(driver, base, name));
    }
    if (mode === 'all' || mode === 'journeys') {
      for (const journey of JOURNEYS) {
        if (only.length > 0 && mode === 'journeys' && !only.includes(journey.name)) continue;
        result.journeys.push(await runJourney(driver, base, journey));
      }
    }
  } catch (error) {
    result.fatal = `${engine}: ${error instanceof Error ? error.stack : String(error)}`;
  } finally {
    await driver.close().catch(() => undefined);
  }
}
result.ms = Date.now() - started;
writeFileSync(out, JSON.stringify(result, null, 2));
process.exit(0);
