// `npm test`: install what is missing (dependencies, a Chromium), type-check, lint, build, run the
// unit tests (vitest), the browser tests (Playwright, Chromium) and the same runtime in Firefox and
// WebKit (scripts/engines.mjs), and end with `tests: N passed, N failed`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lintChecks } from './lint.mjs';
import { ensureChromium, ensureDependencies, root } from './setup.mjs';

ensureDependencies();
const chromium = ensureChromium();
if (chromium) process.env.CHROMIUM_PATH = chromium;
mkdirSync(join(root, '.cache'), { recursive: true });

let passed = 0;
let failed = 0;

const typecheck = step('type-check', 'npx', ['tsc', '--noEmit', '-p', '.']);
count(typecheck ? 1 : 0, typecheck ? 0 : 1);

console.log('\n== lint: scripts/lint.mjs');
const lintStart = performance.now();
for (const check of lintChecks) {
  const { ok, output } = check.run();
  console.log(`${ok ? '✓' : '✗'} ${check.name}${ok ? '' : `\n${output.replace(/^/gm, '    ')}`}`);
  count(ok ? 1 : 0, ok ? 0 : 1);
}
took('lint', lintStart);

const built = step('build', 'node', ['build.mjs']);
count(built ? 1 : 0, built ? 0 : 1);

const vitestReport = join(root, '.cache/vitest.json');
const unitsOk = step('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(vitestReport, unitsOk);

if (built) {
  const playwrightReport = join(root, '.cache/playwright.json');
  step('browser tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  countPlaywright(playwrightReport);
  // Firefox and WebKit: every fixture page and the journeys (scripts/engines.mjs), after Chromium's
  // suite so the two never compete for the machine's cores.
  const enginesSummary = join(root, '.cache/engines-summary.json');
  rmSync(enginesSummary, { force: true });
  step('engines (Firefox ESR, WebKitGTK)', 'node', ['scripts/engines.mjs']);
  countEngines(enginesSummary);
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  took(title, start);
  return result.status === 0;
}

/** Each step's wall time, so the suite's 20 minutes can be told apart. */
function took(title, start) {
  console.log(`== ${title}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

function count(pass, fail) {
  passed += pass;
  failed += fail;
}

function countVitest(file, ok) {
  const report = readJson(file);
  if (!report) return count(0, 1);
  // A test file that failed to load has no tests to count: count the file itself.
  const unloaded = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
  ).length;
  const failures = (report.numFailedTests ?? 0) + unloaded;
  // Vitest fails a run with unhandled errors even when every test passed: that is a failure too.
  count(report.numPassedTests ?? 0, failures === 0 && !ok ? 1 : failures);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report) return count(0, 1);
  const stats = report.stats ?? {};
  count(stats.expected ?? 0, (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors?.length ?? 0));
}

function countEngines(file) {
  const summary = readJson(file);
  if (!summary) return count(0, 1);
  for (const [engine, { passed: pass, failed: fail }] of Object.entries(summary.byEngine ?? {})) {
    console.log(`${engine}: ${pass} passed, ${fail} failed`);
  }
  count(summary.passed ?? 0, summary.failed ?? 0);
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
