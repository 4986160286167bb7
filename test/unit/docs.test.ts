// @vitest-environment node
// The documents cannot drift from the code: every command in README.md and docs/*.md names a script,
// file or tool that exists, the embed snippet is the one the fixture pages carry, the headers a host is
// told to send are the ones the fixture server sends, every relative link reaches its file and heading,
// and the events named are the ones the runtime fires (docs/testing.md, "The documents are tested").

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';

const ROOT = path.resolve(__dirname, '../..');
const DOCUMENTS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).flatMap((file) => (file.endsWith('.md') ? [`docs/${file}`] : []))];
/** Fenced blocks that illustrate (pictures, shapes of data) rather than instruct: not checked. */
const ILLUSTRATIONS = new Set(['text', 'json', 'ts', 'mermaid']);
const CHECKED = new Set(['sh', 'html', 'http']);

interface Fence {
  document: string;
  language: string;
  body: string;
}

const FENCE = /^```([^\n`]*)\n([\s\S]*?)^```[ \t]*$/gm;

function read(document: string): string {
  return readFileSync(path.join(ROOT, document), 'utf8');
}

function fencesOf(document: string): Fence[] {
  return Array.from(read(document).matchAll(FENCE), (match) => ({ document, language: (match[1] ?? '').trim(), body: match[2] ?? '' }));
}

/** The document's prose: fenced blocks removed (inline code kept, where commands are also named). */
function proseOf(document: string): string {
  return read(document).replace(FENCE, '');
}

const FENCES = DOCUMENTS.flatMap(fencesOf);
const SCRIPTS: Record<string, string> = JSON.parse(read('package.json')).scripts;

/** What is wrong with one command line of an `sh` block, or undefined when it names what exists. */
function commandProblem(line: string): string | undefined {
  const words = line.replace(/^(?:[A-Z_]+=\S*\s+)+/, '').split(/\s+/);
  const [tool, first, second] = words;
  if (tool === 'npm') {
    const script = first === 'run' ? second : first;
    if (!script || !(first === 'run' || first === 'start' || first === 'test')) return `not a script command: ${line}`;
    return SCRIPTS[script] === undefined ? `package.json has no script "${script}"` : undefined;
  }
  if (tool === 'node') return first && existsSync(path.join(ROOT, first)) ? missingPaths(words.slice(2)) : `no file ${first}`;
  if (tool === 'npx') {
    return first && existsSync(path.join(ROOT, 'node_modules/.bin', first)) ? missingPaths(words.slice(2)) : `no tool ${first}`;
  }
  return `not a command the test knows (npm, node, npx): ${line}`;
}

/** Arguments that name a file of the repository (they hold a slash and a file extension) must exist. */
function missingPaths(args: string[]): string | undefined {
  const missing = args.filter((arg) => /^[\w.-]+\/[\w./-]*\.\w+$/.test(arg) && !existsSync(path.join(ROOT, arg)));
  return missing.length > 0 ? `no file ${missing.join(', ')}` : undefined;
}

function commandLines(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(document: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of read(document)
    .replace(FENCE, '')
    .matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = (match[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

function linkProblems(document: string): string[] {
  const prose = proseOf(document).replace(/`[^`\n]*`/g, '');
  return Array.from(prose.matchAll(/\]\(([^)\s]+)\)/g), (match) => match[1] ?? '').flatMap((target) => {
    if (/^[a-z]+:/.test(target)) return [];
    const [file = '', anchor] = target.split('#');
    const resolved = file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
    if (!existsSync(path.join(ROOT, resolved))) return [`${document}: ${target}: no file ${resolved}`];
    if (anchor !== undefined && !anchorsOf(resolved).has(anchor)) return [`${document}: ${target}: no heading #${anchor} in ${resolved}`];
    return [];
  });
}

/** Each `<link>` and `<script>` tag's attributes, as `name=value` sorted, one string per tag. */
function withoutIntegrity(html: string): string {
  return html.replaceAll(' integrity="sha384-…" crossorigin="anonymous"', '');
}

function tagsOf(html: string): string[] {
  return Array.from(html.matchAll(/<(link|script)\b([^>]*)>/g), (match) => {
    const attributes = Array.from(
      (match[2] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g),
      (attribute) => `${attribute[1]}=${attribute[2] ?? ''}`,
    );
    return `${match[1]} ${attributes.sort().join(' ')}`;
  });
}

describe('the documents', () => {
  it('tag every fenced block with a language the test checks or knows to skip', () => {
    const unknown = FENCES.filter((fence) => !CHECKED.has(fence.language) && !ILLUSTRATIONS.has(fence.language));
    expect(unknown.map((fence) => `${fence.document}: \`\`\`${fence.language || '(none)'}`)).toEqual([]);
  });

  it('name only scripts, files and tools that exist in their commands', () => {
    const lines = FENCES.filter((fence) => fence.language === 'sh').flatMap((fence) => commandLines(fence.body));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.flatMap((line) => commandProblem(line) ?? [])).toEqual([]);
  });

  it('name only scripts package.json has when their prose says `npm run <script>`', () => {
    const named = DOCUMENTS.flatMap((document) => Array.from(proseOf(document).matchAll(/npm run ([\w:-]+)/g), (match) => match[1] ?? ''));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((script) => SCRIPTS[script] === undefined)).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    expect(DOCUMENTS.flatMap(linkProblems)).toEqual([]);
  });

  it('show the embed snippet every fixture page carries', async () => {
    const { renderPage } = await import('../../fixtures/render');
    const { PAGES } = await import('../../fixtures/pages/index');
    const { adoptPage } = await import('../../fixtures/server/real-pages.mjs');
    const page = PAGES.find((definition) => definition.name === 'empty');
    if (!page) throw new Error('no fixture page "empty"');
    const runtimeTags = (html: string): string[] => tagsOf(html).filter((tag) => tag.includes('/dist/site-runtime.'));
    // Where the tags are written: the rendered pages, the hand-written ones, and the adopted real pages.
    const pages = new Map([
      ['fixtures/render.tsx', renderPage(page)],
      ['fixtures/server/real-pages.mjs', adoptPage('<!doctype html><html><head><title>A</title></head><body></body></html>', true)],
      ...readdirSync(path.join(ROOT, 'fixtures/pages'))
        .filter((file) => file.endsWith('.html'))
        .map((file) => [`fixtures/pages/${file}`, read(`fixtures/pages/${file}`)] as const),
    ]);
    const served = runtimeTags(renderPage(page));
    expect(served.length).toBe(2);
    for (const [source, html] of pages) expect(runtimeTags(html), source).toEqual(served);
    const snippets = FENCES.filter((fence) => fence.language === 'html');
    expect(snippets.length).toBeGreaterThan(0);
    // The manifest's form of the tags (docs/serving.md) is the same tags with their integrity values,
    // which change with every build: written as a placeholder, checked for the pair, then compared bare.
    for (const snippet of snippets) expect(tagsOf(withoutIntegrity(snippet.body)), snippet.document).toEqual(served);
  }, 30_000);

  it('name only site-runtime:* events the runtime fires, and every event a host can listen to', () => {
    const source = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, 'src', file), 'utf8'))
      .join('\n');
    const named = new Set(
      DOCUMENTS.flatMap((document) => Array.from(read(document).matchAll(/site-runtime:[a-z-]+/g), (match) => match[0])),
    );
    expect([...named].filter((event) => !source.includes(`'${event}'`))).toEqual([]);
    const eventMap = read('src/core/host-api.ts').match(/export interface RuntimeEventMap \{([\s\S]*?)\n\}/)?.[1] ?? '';
    const fired = Array.from(eventMap.matchAll(/^\s+'(site-runtime:[a-z-]+)'/gm), (match) => match[1] ?? '');
    expect(fired.length).toBeGreaterThan(0);
    const adopting = read('docs/adopting.md');
    expect(fired.filter((event) => !adopting.includes(`\`${event}\``))).toEqual([]);
  });
});

/** What is wrong with one row of the spec map: a code path that is not in src/, a test that does not exist. */
function specMapRowProblems(row: string): string[] {
  const [, code = '', tests = ''] = row.split(/(?<!\\)\|/).slice(1, -1);
  const paths = Array.from(code.matchAll(/`([^`\s]+)`/g), (match) => match[1] ?? '').filter((token) => token.includes('/'));
  const missingCode = paths.filter((token) => !existsSync(path.join(ROOT, token.startsWith('fixtures/') ? token : `src/${token}`)));
  const missingTests = tests.split(';').flatMap((group) => {
    const [kind, ...names] = group.trim().split(/[\s,]+/);
    const file =
      kind === 'unit'
        ? (name: string) => [`test/unit/${name}.test.ts`, `test/unit/${name}.test.tsx`]
        : (name: string) => [`test/e2e/${name}.spec.ts`];
    if (kind !== 'unit' && kind !== 'e2e') return [];
    return names.filter((name) => name !== '' && !file(name).some((candidate) => existsSync(path.join(ROOT, candidate))));
  });
  return [...missingCode, ...missingTests].map((missing) => `${row.slice(0, 60)}…: no ${missing}`);
}

describe('the spec map', () => {
  it('names code and tests that exist', () => {
    const rows = read('docs/spec-map.md')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Row |'));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.flatMap(specMapRowProblems)).toEqual([]);
  });
});

describe('the headers the documents give a host', () => {
  let root: string;
  let server: RunningServer;
  const requests = FENCES.filter((fence) => fence.language === 'http').map((fence) => {
    const [requestLine = '', ...headerLines] = fence.body.trim().split('\n');
    const [method, target = ''] = requestLine.split(' ');
    const headers = headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    });
    return { document: fence.document, method, target, headers };
  });

  beforeAll(async () => {
    // A dist/ holding what the documents ask for, each script and stylesheet with its compressed
    // siblings as the build leaves them.
    root = await mkdtemp(path.join(tmpdir(), 'docs-headers-'));
    const dist = path.join(root, 'dist');
    for (const { target } of requests) {
      const file = target.startsWith('/dist/') ? target.slice('/dist/'.length) : path.posix.join('fixtures', path.posix.basename(target));
      const body = file.endsWith('.html') ? '<!doctype html><title>Page</title>' : `export const file = ${JSON.stringify(file)};\n`;
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await writeFile(path.join(dist, file), body);
      if (/\.(js|css)$/.test(file)) {
        await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(body));
        await writeFile(path.join(dist, `${file}.gz`), gzipSync(body));
      }
    }
    server = await startServer({ port: 0, distDir: dist, dataDir: path.join(root, 'data') });
  });

  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('are given as requests with headers', () => {
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.method, request.document).toBe('GET');
      expect(request.headers.length, `${request.document}: ${request.target}`).toBeGreaterThan(0);
    }
  });

  it('are the ones the fixture server sends', async () => {
    for (const request of requests) {
      const answer = await get(`${server.url}${request.target}`);
      expect(answer.status, request.target).toBe(200);
      // The fixture site's own origins carry the port this server got.
      const port = new URL(server.url).port;
      for (const [name, value] of request.headers)
        expect(answer.headers[name], `${request.target}: ${name}`).toBe(value.replaceAll('<port>', port));
    }
  });
});

function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject);
  });
}
