// A smoke run of the bench (issue 7): one load of the empty page in each variant, no Lighthouse,
// into a temporary folder. It checks the bench works end to end, not how fast anything is.

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
}

interface Result {
  machine: { chromium: string; node: string };
  command: string;
  summaries: Record<string, Record<string, Summary>>;
  targets: { name: string }[];
}

test('npm run bench -- --runs 1 --pages empty --no-lighthouse --reuse-dist writes the three variants', async () => {
  // It builds the eager bundle and loads three pages under 4× CPU throttling, on a busy machine.
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  try {
    // npm test has just built dist/: the bench copies it rather than build the site again.
    await promisify(execFile)(
      'node',
      ['bench/run.mjs', '--runs', '1', '--pages', 'empty', '--no-lighthouse', '--reuse-dist', '--out', dir, '--work', join(dir, 'work')],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Result;
    const empty = result.summaries.empty;
    expect(Object.keys(empty ?? {}).sort()).toEqual(['eager', 'runtime', 'static']);
    expect(empty?.static?.jsTransferred).toBe(0);
    expect(empty?.runtime?.jsTransferred).toBeGreaterThan(0);
    expect(empty?.eager?.jsTransferred).toBeGreaterThan(0);
    for (const variant of ['static', 'runtime', 'eager']) {
      expect(empty?.[variant]?.runs).toBe(1);
      expect(typeof empty?.[variant]?.fcp).toBe('number');
    }
    expect(result.machine.chromium).not.toBe('');
    expect(result.targets.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'results.md'), 'utf8')).toContain('| empty | runtime |');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
