// @vitest-environment node
// dist/manifest.json (scripts/manifest.mjs): every file a page may load, with the hash and the integrity
// value of its bytes as the browser checks them, and which of them a host may cache for good.

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manifestOf, writeManifest } from '../../scripts/manifest.mjs';

let dir: string;

/** A build's folder: what a page loads, and what it does not (maps, compressed twins, fixtures, reports). */
function writeBuild(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const RUNTIME = { 'site-runtime.js': 'console.log(1);\n', 'site-runtime.css': 'a{color:red}\n', 'embed-frame.html': '<!doctype html>\n' };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the manifest', () => {
  it('lists what a page loads, with the SRI value the browser computes and a content hash', async () => {
    writeBuild({
      ...RUNTIME,
      'embed-frame.js': 'void 0;\n',
      'chunks/accordion-ABCDE.js': 'export default 1;\n',
      'chunks/accordion-ABCDE.js.map': '{}',
      'site-runtime.js.gz': 'zipped',
      'site-runtime.js.map': '{}',
      'site-runtime.d.ts': 'export {};',
      'size-report.json': '{}',
      'fixtures/home.html': '<p>page</p>',
    });
    const manifest = manifestOf(dir, '1.2.3');
    expect(Object.keys(manifest.files)).toEqual([
      'chunks/accordion-ABCDE.js',
      'embed-frame.html',
      'embed-frame.js',
      'site-runtime.css',
      'site-runtime.js',
    ]);
    expect(manifest).toMatchObject({
      version: '1.2.3',
      entry: 'site-runtime.js',
      stylesheet: 'site-runtime.css',
      embedFrame: 'embed-frame.html',
    });
    // The integrity value as the browser computes it (Web Crypto), of the file's bytes.
    const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode('console.log(1);\n'));
    expect(manifest.files['site-runtime.js']).toEqual({
      hash: createHash('sha256').update('console.log(1);\n').digest('hex').slice(0, 16),
      integrity: `sha384-${Buffer.from(digest).toString('base64')}`,
      bytes: 16,
      immutable: false,
    });
    // Named by its content: cached for good. The entry, the stylesheet and the frame keep their names.
    expect(
      Object.entries(manifest.files)
        .filter(([, file]) => file.immutable)
        .map(([path]) => path),
    ).toEqual(['chunks/accordion-ABCDE.js']);
    // Each chunk by the runtime's name for it, for a host's preload hints.
    expect(manifest.chunks).toEqual({ accordion: 'chunks/accordion-ABCDE.js' });
  });

  it('changes a file’s hash and integrity with its bytes, and only that file’s', () => {
    writeBuild(RUNTIME);
    const before = manifestOf(dir, '1');
    writeBuild({ 'site-runtime.css': 'a{color:blue}\n' });
    const after = manifestOf(dir, '1');
    expect(after.files['site-runtime.css']?.integrity).not.toBe(before.files['site-runtime.css']?.integrity);
    expect(after.files['site-runtime.css']?.hash).not.toBe(before.files['site-runtime.css']?.hash);
    expect(after.files['site-runtime.js']).toEqual(before.files['site-runtime.js']);
  });

  it('is written as manifest.json, and refuses a build without its entry', () => {
    writeBuild(RUNTIME);
    const written = writeManifest(dir, '2.0.0');
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(written);
    rmSync(join(dir, 'site-runtime.js'));
    expect(() => manifestOf(dir, '2.0.0')).toThrow(/no site-runtime\.js/);
  });

  it('has the shape docs/serving.md shows a host', () => {
    writeBuild(RUNTIME);
    const manifest = manifestOf(dir, '0.1.0');
    const docs = readFileSync(new URL('../../docs/serving.md', import.meta.url), 'utf8');
    const [shown] = [...docs.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] ?? '') as typeof manifest);
    expect(Object.keys(shown ?? {})).toEqual(Object.keys(manifest));
    expect(shown).toMatchObject({ entry: manifest.entry, stylesheet: manifest.stylesheet, embedFrame: manifest.embedFrame });
    expect(Object.keys(shown?.files['site-runtime.js'] ?? {})).toEqual(Object.keys(manifest.files['site-runtime.js'] ?? {}));
  });
});
