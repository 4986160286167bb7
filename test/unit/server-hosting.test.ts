// @vitest-environment node
// The fixture server's ways of serving the runtime as hosts do (fixtures/server/hosting.mjs): dist/ to
// any origin, under a release's folder, and a page whose runtime tags point at each way.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';
import { writeManifest } from '../../scripts/manifest.mjs';

const PAGE = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" href="/dist/site-runtime.css">
<script type="module" src="/dist/site-runtime.js"></script>
</head><body><p>Page</p></body></html>`;

let root: string;
let server: RunningServer;
let manifest: ReturnType<typeof writeManifest>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-hosting-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'fixtures'), { recursive: true });
  await mkdir(path.join(dist, 'chunks'), { recursive: true });
  await writeFile(path.join(dist, 'fixtures', 'page.html'), PAGE);
  await writeFile(path.join(dist, 'site-runtime.js'), 'console.log(1);\n');
  await writeFile(path.join(dist, 'site-runtime.css'), 'p{margin:0}\n');
  await writeFile(path.join(dist, 'embed-frame.html'), '<!doctype html>\n');
  await writeFile(path.join(dist, 'chunks', 'x-ABCDE.js'), 'export default 1;\n');
  manifest = writeManifest(dist, 'test');
  server = await startServer({ port: 0, distDir: dist, dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string, host?: string): Promise<Response> => fetch(server.url + pathname, host ? { headers: { host } } : undefined);

/** The page's runtime tags as served, one a line. */
async function tags(way: string): Promise<string[]> {
  const html = await (await get(`/hosting/${way}/page.html`)).text();
  return html.split('\n').filter((line) => line.includes('site-runtime'));
}

describe('fixture server: the runtime served as hosts serve it', () => {
  it('serves dist/ to any origin, and the same files under a release folder, chunks immutable there too', async () => {
    const entry = await get('/dist/site-runtime.js');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const folder = await get('/assets/v7/site-runtime.js');
    expect(await folder.text()).toBe('console.log(1);\n');
    expect(folder.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/assets/v12/chunks/x-ABCDE.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/v7/nothing.js')).status).toBe(404);
    expect((await get('/assets/latest/site-runtime.js')).status).toBe(404);
  });

  it('points the page at the runtime with a query, in a folder, and on the other name, the policy naming it', async () => {
    const { hash } = manifest.files['site-runtime.js'] ?? {};
    expect(await tags('query')).toEqual([
      `<link rel="stylesheet" href="/dist/site-runtime.css?v=${manifest.files['site-runtime.css']?.hash}">`,
      `<script type="module" src="/dist/site-runtime.js?v=${hash}"></script>`,
    ]);
    expect(await tags('folder')).toEqual([
      '<link rel="stylesheet" href="/assets/v7/site-runtime.css">',
      '<script type="module" src="/assets/v7/site-runtime.js"></script>',
    ]);
    const port = new URL(server.url).port;
    const other = await get('/hosting/origin/page.html', `127.0.0.1:${port}`);
    expect(other.headers.get('content-security-policy')).toContain(`script-src 'self' http://localhost:${port};`);
    expect(await other.text()).toContain(`<script type="module" src="http://localhost:${port}/dist/site-runtime.js"></script>`);
  });

  it('writes the manifest’s integrity on the tags, and for wrong-integrity other bytes’ on the entry', async () => {
    const integrity = (file: string): string => manifest.files[file]?.integrity ?? 'none';
    expect(await tags('integrity')).toEqual([
      `<link rel="stylesheet" href="/dist/site-runtime.css" integrity="${integrity('site-runtime.css')}" crossorigin="anonymous">`,
      `<script type="module" src="/dist/site-runtime.js" integrity="${integrity('site-runtime.js')}" crossorigin="anonymous"></script>`,
    ]);
    const [, entry] = await tags('wrong-integrity');
    expect(entry).toContain(`integrity="${integrity('site-runtime.css')}"`);
  });

  it('answers 404 for a way it does not know or a page that is not there', async () => {
    expect((await get('/hosting/sideways/page.html')).status).toBe(404);
    expect((await get('/hosting/query/missing.html')).status).toBe(404);
    expect((await get('/hosting/constructor/page.html')).status).toBe(404);
  });
});
