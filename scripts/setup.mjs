// What `npm start` and `npm test` need before they run: dependencies, and (for tests) a Chromium; for the
// engines' run (scripts/engines.mjs), Firefox ESR and WebKitGTK.

import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, findHeadlessShell } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, options = {}) {
  console.log(`> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
}

/** @param {string[]} [more] packages a caller needs besides these (the engines' drivers) */
export function ensureDependencies(more = []) {
  const needed = [
    'react',
    'esbuild',
    'vitest',
    '@playwright/test',
    'typescript',
    'jsdom',
    '@biomejs/biome',
    'dependency-cruiser',
    'knip',
    ...more,
  ];
  if (needed.every((name) => existsSync(join(root, 'node_modules', name, 'package.json')))) return;
  if (!existsSync(join(root, 'package-lock.json'))) return run('npm install --no-audit --no-fund');
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    // A dependency of a dependency that asks for a moving tag ("latest") can put the lock out of step
    // with the registry: better a run with what the registry has now than no run at all.
    console.warn('npm ci failed: installing with npm install instead (the lock file may need an update).');
    run('npm install --no-audit --no-fund');
  }
}

/** Debian's chromium and its headless shell when we may install them; Playwright's download (which
 *  brings both) otherwise. Without the shell the browser tests run in the full browser, only slower. */
export function ensureChromium() {
  const missing = [findChromium() ? '' : 'chromium', findHeadlessShell() ? '' : 'chromium-headless-shell'].filter(Boolean);
  if (missing.length === 0) return findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    try {
      run(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`);
    } catch (error) {
      // A Debian without the shell's package still has the browser the tests need.
      if (!missing.includes('chromium')) console.warn(`No chromium-headless-shell (${error}): the browser tests run in chromium.`);
      else run('DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
    }
  } else if (missing.includes('chromium')) {
    run('npx playwright install chromium');
  }
  return findChromium();
}

/** What the engines' run (scripts/engines.mjs) needs of the system, by the command that proves it there. */
const ENGINE_PACKAGES = [
  ['firefox-esr', 'firefox-esr'],
  ['WebKitWebDriver', 'webkit2gtk-driver'],
  ['xvfb-run', 'xvfb'],
  ['xauth', 'xauth'],
];

/** Firefox ESR and WebKitGTK (with a virtual display) from Debian, as ensureChromium does: only when
 *  missing, and only as root with apt-get; else says what to install. True when all are there. */
export function ensureEngines() {
  const onPath = (/** @type {string} */ command) => spawnSync('which', [command], { stdio: 'ignore' }).status === 0;
  const missing = ENGINE_PACKAGES.filter(([command]) => !onPath(command)).map(([, name]) => name);
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`The engines need Debian packages: apt-get install -y ${missing.join(' ')}`);
    return false;
  }
  run(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`);
  return ENGINE_PACKAGES.every(([command]) => onPath(command));
}
