// @vitest-environment node
// The fixture server's real pages route (fixtures/server/real-pages.mjs): how a page is adopted (the
// builder's scripts out, its data scripts and markup kept, its hosts pointed here, the runtime in), and
// the route over a corpus folder of our own (REAL_PAGES_DIR), against an in-process server.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../fixtures/server/index.mjs';

/** A page in the builder's published markup, written here: a context script, a form definition, a
 *  loader script, an inline script, images on the builder's image and static hosts. */
const PAGE = `<!doctype html>
<html><head><title>Sample</title>
<script src="https://assets.squarespace.com/universal/scripts-compressed/loader.js"></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"w1"}};</script>
<script type="application/ld+json">{"@type":"WebSite","name":"Sample"}</script>
<link rel="stylesheet" href="//static1.squarespace.com/static/versioned-site-css/site.css">
</head><body>
<script>Squarespace.load(window);</script>
<div class="sqs-block form-block" data-block-type="9">
<script type="application/json" class="sqs-form-block-context">{"formId":"f1"}</script></div>
<img data-src="https://images.squarespace-cdn.com/content/v1/abc/photo.jpg" data-load="false" alt="">
<noscript><img src="https://images.squarespace-cdn.com/content/v1/abc/photo.jpg" alt=""></noscript>
<a href="https://example.com/elsewhere">Elsewhere</a>
</body></html>
`;

let adoptPage: typeof import('../../fixtures/server/real-pages.mjs').adoptPage;
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-real-pages-'));
  const corpus = path.join(root, 'corpus');
  await mkdir(corpus);
  await writeFile(path.join(corpus, 'sample-page.html'), PAGE);
  await writeFile(path.join(corpus, 'SOURCES.md'), '# not a page\n');
  // The folder is read when the module loads: set before the first import.
  // The build's chunk names, as the manifest gives them to a host for its preload hints.
  await mkdir(path.join(root, 'dist'));
  const chunks = {
    blocks: 'chunks/blocks-AAAAA.js',
    'static-context': 'chunks/static-context-BBBBB.js',
    template: 'chunks/template-CCCCC.js',
  };
  await writeFile(path.join(root, 'dist', 'manifest.json'), JSON.stringify({ chunks }));
  process.env.REAL_PAGES_DIR = corpus;
  ({ adoptPage } = await import('../../fixtures/server/real-pages.mjs'));
  const { startServer } = await import('../../fixtures/server/index.mjs');
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
  delete process.env.REAL_PAGES_DIR;
});

describe('adoptPage', () => {
  it('removes the builder scripts, keeps its data scripts and markup', () => {
    const page = adoptPage(PAGE, true);
    expect(page).not.toContain('loader.js');
    expect(page).not.toContain('Squarespace.load');
    expect(page).toContain('Static.SQUARESPACE_CONTEXT = {"website":{"id":"w1"}}');
    expect(page).toContain('<script type="application/ld+json">{"@type":"WebSite","name":"Sample"}</script>');
    expect(page).toContain('<script type="application/json" class="sqs-form-block-context">{"formId":"f1"}</script>');
    expect(page).toContain('data-load="false"');
  });

  it("points the builder's hosts here and leaves other addresses alone", () => {
    const page = adoptPage(PAGE, true);
    expect(page).toContain('data-src="/real-pages/host/images.squarespace-cdn.com/content/v1/abc/photo.jpg"');
    expect(page).toContain('href="/real-pages/host/static1.squarespace.com/static/versioned-site-css/site.css"');
    expect(page).not.toMatch(/\/\/(images|static1|assets)\.squarespace/);
    expect(page).toContain('href="https://example.com/elsewhere"');
  });

  it('adds the runtime before </head>, and only when asked', () => {
    const page = adoptPage(PAGE, true);
    const tags = '<link rel="stylesheet" href="/dist/site-runtime.css">\n<script type="module" src="/dist/site-runtime.js"></script>\n';
    expect(page).toContain(`${tags}</head>`);
    expect(adoptPage(PAGE, false)).not.toContain('site-runtime');
    expect(adoptPage('<p>No head</p>', true)).toBe(`${tags}<p>No head</p>`);
  });
});

describe('GET /real-pages/', () => {
  it('lists the corpus pages, not its other files', async () => {
    const response = await fetch(`${server.url}/real-pages/`);
    expect(await response.json()).toEqual(['sample-page.html']);
  });

  it('serves a page adopted, under script-src self, with and without the runtime', async () => {
    const withRuntime = await fetch(`${server.url}/real-pages/sample-page.html`);
    expect(withRuntime.status).toBe(200);
    expect(withRuntime.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await withRuntime.text()).toContain('src="/dist/site-runtime.js"');
    // As every HTML answer of a host: the crumb its API calls repeat.
    expect(withRuntime.headers.get('set-cookie')).toMatch(/^crumb=[0-9a-f]{24}; Path=\//);
    const without = await fetch(`${server.url}/real-pages/sample-page.html?runtime=0`);
    // Compressed as a host sends its pages, with the runtime or not (fetch accepts both and decodes).
    expect(withRuntime.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(without.headers.get('content-encoding')).toBe(withRuntime.headers.get('content-encoding'));
    const text = await without.text();
    expect(text).not.toContain('site-runtime');
    expect(text).toContain('Static.SQUARESPACE_CONTEXT');
  });

  it('names the chunks the runtime loads first in a Link header, as a host adopting it does', async () => {
    const adopted = await fetch(`${server.url}/real-pages/sample-page.html`);
    expect(adopted.headers.get('link')).toBe(
      '</dist/chunks/static-context-BBBBB.js>; rel=modulepreload, </dist/chunks/blocks-AAAAA.js>; rel=modulepreload, ' +
        '</dist/chunks/template-CCCCC.js>; rel=modulepreload',
    );
    // Without the runtime, nothing to preload.
    expect((await fetch(`${server.url}/real-pages/sample-page.html?runtime=0`)).headers.get('link')).toBeNull();
    expect((await fetch(`${server.url}/real-pages/sample-page.html?javascript=off`)).headers.get('link')).toBeNull();
  });

  it('serves the page as a browser with JavaScript off shows it: no runtime, its noscript pictures as markup', async () => {
    const text = await (await fetch(`${server.url}/real-pages/sample-page.html?javascript=off`)).text();
    expect(text).not.toContain('site-runtime');
    expect(text).not.toContain('<noscript>');
    expect(text).toContain('<img src="/real-pages/host/images.squarespace-cdn.com/content/v1/abc/photo.jpg" alt="">');
  });

  it("puts the engines' recorder first in the head only when asked, before the runtime", async () => {
    const probed = await (await fetch(`${server.url}/real-pages/sample-page.html?engine-probe=1`)).text();
    const probe = probed.indexOf('<script src="/__engine-probe.js"></script>');
    expect(probe).toBeGreaterThan(probed.indexOf('<head>'));
    expect(probe).toBeLessThan(probed.indexOf('site-runtime.js'));
    expect(await (await fetch(`${server.url}/real-pages/sample-page.html`)).text()).not.toContain('__engine-probe');
  });

  it('answers 404 for a name not in the corpus, and for a path out of it', async () => {
    expect((await fetch(`${server.url}/real-pages/other-page.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/real-pages/SOURCES.md`)).status).toBe(404);
    expect((await fetch(`${server.url}/real-pages/..%2Fpackage.json`)).status).toBe(404);
  });

  it("stands in for the builder's image host with a picture, and for nothing else", async () => {
    const image = await fetch(`${server.url}/real-pages/host/images.squarespace-cdn.com/content/v1/abc/photo.jpg?format=750w`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('>photo.jpg</text>');
    expect((await fetch(`${server.url}/real-pages/host/static1.squarespace.com/static/site.css`)).status).toBe(404);
  });
});
