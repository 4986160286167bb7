// @ts-check
// Lighthouse (its default config: mobile, simulated slow 4G and 4× CPU) on every fixture page of the
// runtime variant, in the same Chromium as the bench: performance and accessibility scores, judged
// against the gates hosted stores are held to (60/90) and ours (98/100); its TBT and script requests.

import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * `tbt`: its total blocking time (simulated, 4× CPU); `scripts`: the script requests of the load (nothing
 * touched: what loads before a first interaction, fetched-ahead chunks included), per document: a page
 * that frames another (the editing frame) runs two runtimes, each counted as its own page, the frames
 * together; `framed`: those of the frames.
 * @typedef {{
 *   page: string, performance: number | null, accessibility: number | null,
 *   tbt?: number | null, scripts?: number | null, framed?: number, failing?: string[], error?: string
 * }} LighthousePage
 * @typedef {{ skipped: string } | { version: string, settings: string, pages: LighthousePage[] }} LighthouseResult
 */

/**
 * @param {string} base the fixture server's url
 * @param {string[]} pages fixture page names
 * @param {(message: string) => void} log
 * @returns {Promise<LighthouseResult>}
 */
export async function runLighthouse(base, pages, log) {
  const port = await freePort();
  const executablePath = findChromium();
  // Lighthouse drives Chromium over a debugging port; Playwright only launches it, with this machine's flags.
  const browser = await chromium.launch({
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    ...(executablePath ? { executablePath } : {}),
  });
  /** @type {LighthousePage[]} */
  const results = [];
  let version = 'unknown';
  let settings = '';
  try {
    for (const page of pages) {
      try {
        const runner = await lighthouse(`${base}/fixtures/${page}.html`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Pictures for the report's viewer, which the bench does not write: a fifth of each page's time.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        const lhr = runner?.lhr;
        if (!lhr) throw new Error('no result');
        version = lhr.lighthouseVersion;
        settings = describeSettings(lhr.configSettings);
        const score = (/** @type {string} */ id) =>
          typeof lhr.categories[id]?.score === 'number' ? Math.round(/** @type {number} */ (lhr.categories[id]?.score) * 100) : null;
        // Which audits cost accessibility points: the score alone does not say what to fix.
        const failing = (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        const tbt = lhr.audits['total-blocking-time']?.numericValue;
        const requests = /** @type {{ items?: { resourceType?: string, experimentalFromMainFrame?: boolean }[] } | undefined} */ (
          lhr.audits['network-requests']?.details
        );
        const scripts = requests?.items?.filter((item) => item.resourceType === 'Script');
        const framed = scripts?.filter((item) => !item.experimentalFromMainFrame).length ?? 0;
        results.push({
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          tbt: typeof tbt === 'number' ? Math.round(tbt) : null,
          scripts: scripts ? Math.max(scripts.length - framed, framed) : null,
          ...(framed ? { framed } : {}),
          failing,
          ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
        });
      } catch (error) {
        results.push({ page, performance: null, accessibility: null, error: error instanceof Error ? error.message : String(error) });
      }
      const last = results[results.length - 1];
      const scores = `performance ${last?.performance ?? '–'}, accessibility ${last?.accessibility ?? '–'}`;
      log(`lighthouse ${page}: ${scores}${last?.error ? ` (${last.error})` : ''}`);
    }
  } finally {
    await browser.close();
  }
  return { version, settings, pages: results };
}

/** @param {import('lighthouse').Config['settings']} s */
function describeSettings(s) {
  const t = s?.throttling;
  const mbps = Math.round(((t?.throughputKbps ?? 0) / 1024) * 10) / 10;
  const throttling = `${t?.cpuSlowdownMultiplier ?? '?'}× CPU, ${t?.rttMs ?? '?'} ms RTT, ${mbps} Mbps`;
  return `${s?.formFactor ?? '?'} form factor, ${s?.throttlingMethod ?? '?'} throttling (${throttling})`;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
