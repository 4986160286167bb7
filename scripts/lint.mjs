// `npm run lint`: every check that reads the code without running it, each one a line of the report.
// `npm test` runs the same checks (lintChecks) and counts each as a test.
//
//   biome        format (140 columns) and lint, the recommended rules, no `any`, no import cycles
//   layers       the import lines of ARCHITECTURE.md (dependency-cruiser, .dependency-cruiser.cjs)
//   unused       no unused files, exports or dependencies (knip, knip.ts)
//   never called no code only tests call, unless tagged @kept with why (knip --production)
//   line length  no line over 140 characters, comments and strings included

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const LAYERS = ['src', 'fixtures', 'bench', 'scripts', 'test', 'build.mjs', '--config', '.dependency-cruiser.cjs'];

export const MAX_LINE = 140;

/** @type {Array<{ name: string, run: () => { ok: boolean, output: string } }>} */
export const lintChecks = [
  { name: 'biome', run: () => command(bin('biome'), ['check', '--error-on-warnings', '.']) },
  { name: 'layers', run: () => command(bin('depcruise'), LAYERS) },
  { name: 'unused', run: () => command(bin('knip'), ['--no-progress', '--no-tag-hints']) },
  { name: 'never called', run: () => command(bin('knip'), ['--no-progress', '--production']) },
  { name: 'line length', run: lineLength },
];

function command(file, args) {
  const result = spawnSync(file, args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function lineLength() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|css|jsonc)$/.test(file));
  const long = files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.length > MAX_LINE ? [`${file}:${index + 1}: ${line.length} characters`] : [])),
  );
  return { ok: long.length === 0, output: long.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const check of lintChecks) {
    const { ok, output } = check.run();
    console.log(`${ok ? '✓' : '✗'} ${check.name}`);
    if (!ok) {
      failed += 1;
      console.log(output.replace(/^/gm, '    '));
    }
  }
  console.log(failed === 0 ? 'lint: clean' : `lint: ${failed} of ${lintChecks.length} checks failed`);
  process.exit(failed === 0 ? 0 : 1);
}
