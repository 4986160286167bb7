// Finds the Chromium the browser tests and the bench drive: $CHROMIUM_PATH, else Debian's
// `chromium` (or another Chrome on PATH); undefined means Playwright's own download.

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
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of CANDIDATES) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}
