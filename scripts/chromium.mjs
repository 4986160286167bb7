// Finds the Chromium the browser tests and the bench drive: $CHROMIUM_PATH, else Debian's
// `chromium` (or another Chrome on PATH); undefined means Playwright's own download. Most browser tests
// run in its headless shell (Debian's `chromium-headless-shell`, the build Playwright runs headless by
// default): the same engine without the desktop browser around it, half the machine's time.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** Flags this machine needs: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  return find(process.env.CHROMIUM_PATH, CANDIDATES);
}

/** Chromium's headless shell: $CHROMIUM_HEADLESS_SHELL_PATH, else Debian's on PATH. */
export function findHeadlessShell() {
  return find(process.env.CHROMIUM_HEADLESS_SHELL_PATH, ['chromium-headless-shell']);
}

/**
 * @param {string | undefined} fromEnv
 * @param {string[]} names commands to look for on PATH, in order
 */
function find(fromEnv, names) {
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of names) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}
