// A smoke run of the bench (issues 7 and 14): one load of the home page in each variant, its accordion
// clicked, one load with coverage, no Lighthouse, into a temporary folder. It checks the bench works
// end to end, not how fast anything is.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Summary {
  runs: number;
  jsTransferred: number | null;
  jsDecoded: number | null;
  fcp: number | null;
  lcp: number | null;
  interactions: Record<string, number | null>;
  executedGzip: number | null;
  executed: string[];
}

interface Result {
  machine: { chromium: string; node: string };
  command: string;
  summaries: Record<string, Record<string, Summary>>;
  targets: { name: string }[];
}

test('npm run bench -- --runs 1 --pages home --no-lighthouse --reuse-dist writes the three variants and the chart', async () => {
  // It builds the eager bundle and loads five pages under 4× CPU throttling, on a busy machine.
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  try {
    // npm test has just built dist/: the bench copies it rather than build the site again.
    await promisify(execFile)(
      'node',
      ['bench/run.mjs', '--runs', '1', '--pages', 'home', '--no-lighthouse', '--reuse-dist', '--out', dir, '--work', join(dir, 'work')],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Result;
    const home = result.summaries.home;
    expect(Object.keys(home ?? {}).sort()).toEqual(['eager', 'runtime', 'static']);
    expect(home?.static?.jsTransferred).toBe(0);
    expect(home?.runtime?.jsTransferred).toBeGreaterThan(0);
    expect(home?.eager?.jsTransferred).toBeGreaterThan(0);
    for (const variant of ['static', 'runtime', 'eager']) {
      expect(home?.[variant]?.runs).toBe(1);
      expect(typeof home?.[variant]?.fcp).toBe('number');
    }
    // The accordion answered its click in both variants that have a script; nothing on the static page.
    for (const variant of ['runtime', 'eager']) expect(home?.[variant]?.interactions['home: accordion']).toBeGreaterThanOrEqual(0);
    expect(home?.static?.interactions).toEqual({});
    // What ran: the entry among the runtime's scripts, the one bundle for eager.
    expect(home?.runtime?.executed).toContain('site-runtime.js');
    expect(home?.runtime?.executedGzip).toBeGreaterThan(0);
    expect(home?.eager?.executed).toEqual(['eager/site-runtime.js']);
    expect(result.machine.chromium).not.toBe('');
    expect(result.targets.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'results.md'), 'utf8')).toContain('| home | runtime |');
    const chart = readFileSync(join(dir, 'results.svg'), 'utf8');
    expect(chart).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(chart).toContain('home: accordion');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
