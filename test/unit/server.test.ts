// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { preferredEncoding } from '../../fixtures/server/http.mjs';
import { type LogEntry, type RunningServer, startServer } from '../../fixtures/server/index.mjs';

const GOOD = newCrumb();
const COMPRESSIBLE = `export const z = ${JSON.stringify('compressible '.repeat(200))};\n`;
const LONG_PAGE = `<!doctype html><title>Long</title>${'<div class="sqs-block" data-block-type="53"><p>A block</p></div>'.repeat(200)}`;

let root: string;
let dataDir: string;
let server: RunningServer;

const CRUMB_COOKIE = /^crumb=[0-9a-f]{24}; Path=\/; SameSite=Lax$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-server-'));
  const dist = path.join(root, 'dist');
  dataDir = path.join(root, 'data', 'nested');
  await mkdir(path.join(dist, 'fixtures'), { recursive: true });
  await mkdir(path.join(dist, 'chunks'), { recursive: true });
  await writeFile(path.join(dist, 'fixtures', 'a.html'), '<!doctype html><html lang="en"><title>Page A</title><p>A</p></html>');
  await writeFile(path.join(dist, 'fixtures', 'b.html'), '<!doctype html><p>B</p>');
  await writeFile(path.join(dist, 'fixtures', 'long.html'), LONG_PAGE);
  await writeFile(path.join(dist, 'fixtures', 'notes.txt'), 'not a page');
  await writeFile(path.join(dist, 'site-runtime.js'), 'export const runtime = 1;\n');
  await writeFile(path.join(dist, 'site-runtime.css'), 'body{margin:0}\n');
  await writeFile(path.join(dist, 'chunks', 'x-ABC.js'), 'export const x = 1;\n');
  // A chunk as the build leaves it: with its brotli and gzip siblings.
  await writeFile(path.join(dist, 'chunks', 'z-DEF.js'), COMPRESSIBLE);
  await writeFile(path.join(dist, 'chunks', 'z-DEF.js.br'), brotliCompressSync(COMPRESSIBLE));
  await writeFile(path.join(dist, 'chunks', 'z-DEF.js.gz'), gzipSync(COMPRESSIBLE));
  await writeFile(path.join(root, 'secret.txt'), 'outside dist');
  server = await startServer({ port: 0, distDir: dist, dataDir });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function get(pathname: string, init?: RequestInit): Promise<Response> {
  return fetch(server.url + pathname, init);
}

/** `path` in brotli (best first), gzip and as it is, each as the client asks, each decoding to `text`,
 *  each with its own tag: a revalidation never gets another encoding's bytes. The brotli answer. */
async function expectRepresentations(path: string, text: string): Promise<Awaited<ReturnType<typeof rawGet>>> {
  const raw = (accept: string, extra: Record<string, string> = {}) => rawGet(path, { 'accept-encoding': accept, ...extra });
  const br = await raw('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(text.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(text);
  const gz = await raw('br;q=0, gzip;q=0.5');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(text);
  const plain = await raw('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('Accept-Encoding');
  expect(plain.body.toString()).toBe(text);
  expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  expect((await raw('br', { 'if-none-match': String(br.headers.etag) })).status).toBe(304);
  expect((await raw('gzip', { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
  return br;
}

/** A request whose path is sent exactly as written (fetch would normalise `..`), its body as bytes
 *  (fetch would decompress them). */
function rawGet(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/`, { path: pathname, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** POST with a matching crumb cookie and query parameter. */
function post(pathname: string, init: RequestInit & { tag?: string } = {}): Promise<Response> {
  const { tag, headers, ...rest } = init;
  const sep = pathname.includes('?') ? '&' : '?';
  return get(`${pathname}${sep}crumb=${GOOD}`, {
    method: 'POST',
    ...rest,
    headers: { cookie: `crumb=${GOOD}`, ...(tag ? { 'x-test-tag': tag } : {}), ...(headers as Record<string, string>) },
  });
}

describe('fixture server: start', () => {
  it('listens on a real port and creates the data folder', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
    expect(existsSync(dataDir)).toBe(true);
  });
});

describe('fixture server: pages and static files', () => {
  it('lists every fixture page at /', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('href="/fixtures/a.html"');
    expect(html).toContain('Page A');
    expect(html).toContain('href="/fixtures/b.html"');
    expect(html).not.toContain('notes.txt');
  });

  it('sets a crumb cookie on HTML answers when the request has none', async () => {
    for (const pathname of ['/', '/fixtures/a.html', '/nowhere']) {
      const res = await get(pathname);
      const cookies = res.headers.getSetCookie();
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(CRUMB_COOKIE);
    }
    const withCookie = await get('/fixtures/a.html', { headers: { cookie: `crumb=${GOOD}` } });
    const forged = await get('/fixtures/a.html', { headers: { cookie: 'crumb=0123456789abcdef01234567' } });
    expect(forged.headers.get('set-cookie')).toMatch(CRUMB_COOKIE);
    expect(withCookie.headers.getSetCookie()).toEqual([]);
    // Not on non-HTML files.
    expect((await get('/dist/site-runtime.js')).headers.getSetCookie()).toEqual([]);
  });

  it('serves fixture pages uncached', async () => {
    const res = await get('/fixtures/a.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<p>A</p>');
  });

  it('serves dist files with content types and cache headers', async () => {
    const js = await get('/dist/site-runtime.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('no-cache');
    expect(await js.text()).toBe('export const runtime = 1;\n');

    const css = await get('/dist/site-runtime.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('no-cache');

    const chunk = await get('/dist/chunks/x-ABC.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD with headers only, and 304 for a known ETag', async () => {
    const head = await get('/dist/chunks/x-ABC.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('export const x = 1;\n'.length));
    expect(await head.text()).toBe('');

    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/dist/chunks/x-ABC.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves the precompressed file the client accepts, best first, with Vary and an ETag of its own', async () => {
    const br = await expectRepresentations('/dist/chunks/z-DEF.js', COMPRESSIBLE);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a page as a host does, by what the client accepts, with an ETag a representation', async () => {
    const br = await expectRepresentations('/fixtures/long.html', LONG_PAGE);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'br'],
    ['br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j picks %j of br and gzip', (header, expected) => {
    // The first one the client accepts at all: the build's order (brotli smaller) is the preference.
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('refuses path traversal with 404', async () => {
    for (const pathname of [
      '/dist/../secret.txt',
      '/dist/..%2fsecret.txt',
      '/dist/%2e%2e%2fsecret.txt',
      '/dist/chunks/..%2f..%2f..%2fsecret.txt',
      '/fixtures/..%2f..%2fsecret.txt',
      '/dist/%00.js',
      '/dist/%E0%A4%A.js',
    ]) {
      const res = await rawGet(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.toString()).not.toContain('outside dist');
    }
  });

  it('answers 404 as HTML, or JSON when only JSON is accepted', async () => {
    const html = await get('/dist/missing.js');
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('/dist/missing.js');

    const json = await get('/nope', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'Not found: /nope' });

    expect((await get('/dist/chunks')).status).toBe(404);
  });

  it('refuses other methods on static addresses', async () => {
    const res = await get('/dist/site-runtime.js', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('fixture server: API', () => {
  it('answers performance settings with a new pageLoadId each time', async () => {
    const first = await get('/api/1/performance/settings');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const a = (await first.json()) as { pageLoadId: string; sampleRate: number };
    const b = (await (await get('/api/1/performance/settings')).json()) as { pageLoadId: string };
    expect(a.pageLoadId).toMatch(UUID);
    expect(a.sampleRate).toBe(1);
    expect(b.pageLoadId).toMatch(UUID);
    expect(b.pageLoadId).not.toBe(a.pageLoadId);
  });

  it('refuses a POST without a crumb with 401 crumbFail and a fresh crumb cookie', async () => {
    const res = await get('/api/test/echo', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ crumbFail: true, error: 'crumb mismatch' });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(CRUMB_COOKIE);
  });

  it('refuses a crumb that does not match the cookie, and an empty crumb', async () => {
    const wrong = await get('/api/test/echo?crumb=other', { method: 'POST', headers: { cookie: `crumb=${GOOD}` } });
    expect(wrong.status).toBe(401);
    const noCookie = await get(`/api/test/echo?crumb=${GOOD}`, { method: 'POST' });
    expect(noCookie.status).toBe(401);
    const empty = await get('/api/test/echo?crumb=', { method: 'POST', headers: { cookie: 'crumb=' } });
    expect(empty.status).toBe(401);
    const del = await get('/api/test/echo', { method: 'DELETE', headers: { cookie: `crumb=${GOOD}` } });
    expect(del.status).toBe(401);
  });

  it('passes a POST whose crumb parameter matches the cookie, with a JSON body parsed', async () => {
    const res = await post('/api/test/echo?x=1&list=a&list=b', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world', n: 2 }),
    });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as { method: string; query: unknown; body: unknown; headers: Record<string, string> };
    expect(echo.method).toBe('POST');
    expect(echo.query).toEqual({ x: '1', list: ['a', 'b'], crumb: GOOD });
    expect(echo.body).toEqual({ hello: 'world', n: 2 });
    expect(echo.headers['content-type']).toBe('application/json');
  });

  it('passes an X-CSRF-Token header that matches the cookie, with a form body parsed', async () => {
    const res = await get('/api/test/echo', {
      method: 'PUT',
      headers: { cookie: `other=1; crumb=${GOOD}`, 'X-CSRF-Token': GOOD },
      body: new URLSearchParams({ event: 'click', data: '{"a":1}' }),
    });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as { method: string; body: unknown };
    expect(echo.method).toBe('PUT');
    expect(echo.body).toEqual({ event: 'click', data: '{"a":1}' });
  });

  it('passes a crumb field of a form body (RecordEvent sends it that way)', async () => {
    const res = await get('/api/test/echo', {
      method: 'POST',
      headers: { cookie: `crumb=${GOOD}` },
      body: new URLSearchParams({ crumb: GOOD, event: 'x' }),
    });
    expect(res.status).toBe(200);
  });

  it('keeps a text body as text', async () => {
    const res = await post('/api/test/echo', { headers: { 'content-type': 'text/plain' }, body: 'just text' });
    expect(((await res.json()) as { body: unknown }).body).toBe('just text');
  });

  it('answers 400 for an invalid JSON body, 413 beyond 1 MB', async () => {
    const bad = await post('/api/test/echo', { headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(bad.status).toBe(400);
    const big = await post('/api/test/echo', { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    const fits = await post('/api/test/echo', { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1024 * 1024) });
    expect(fits.status).toBe(200);
  });

  it('answers any status with a raw body from /api/test/status', async () => {
    const res = await get(`/api/test/status/500?body=${encodeURIComponent('{not json')}`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('{not json');

    const flagged = await post(`/api/test/status/401?body=${encodeURIComponent('{"loginRequired":true}')}`);
    expect(flagged.status).toBe(401);
    expect(await flagged.json()).toEqual({ loginRequired: true });

    const empty = await get('/api/test/status/503');
    expect(empty.status).toBe(503);
    expect(await empty.text()).toBe('');

    expect((await get('/api/test/status/204')).status).toBe(204);
    expect((await get('/api/test/status/99')).status).toBe(400);
  });

  it('fails /api/test/flaky the first N times per key, then succeeds', async () => {
    const key = `k-${Date.now()}`;
    const answers: Array<[number, unknown]> = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`/api/test/flaky/${key}?fail=2`);
      answers.push([res.status, await res.json()]);
    }
    expect(answers.map(([status]) => status)).toEqual([503, 503, 200, 200]);
    expect(answers[2]?.[1]).toEqual({ ok: true, attempt: 3 });
    // Another key has its own count.
    expect((await get(`/api/test/flaky/${key}-other?fail=1`)).status).toBe(503);
  });

  it('answers 404 JSON for an unknown API path, 405 for a wrong method', async () => {
    const res = await get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found: /api/no/such/thing' });

    const wrong = await post('/api/1/performance/settings');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('answers 500 when a handler throws, and keeps serving', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await get('/api/test/throw');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Internal server error' });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect((await get('/api/1/performance/settings')).status).toBe(200);
  });
});

const form = (fields: Record<string, string>): URLSearchParams => new URLSearchParams(fields);
const json = (value: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

async function errorOf(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: string }).error;
}

describe('fixture server: analytics endpoints', () => {
  const hit = { event: 'view', data: JSON.stringify({ page: '/', url: 'http://x/' }), ss_cvr: '' };

  it('RecordHit: 204 for event and data (JSON object), 400 naming a bad field', async () => {
    const ok = await post('/api/census/RecordHit', { body: form(hit) });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    expect(await errorOf(await post('/api/census/RecordHit', { body: form({ ...hit, event: '' }) }))).toMatch(/^event /);
    expect(await errorOf(await post('/api/census/RecordHit', { body: form({ ...hit, data: '[1]' }) }))).toMatch(/^data /);
    expect(await errorOf(await post('/api/census/RecordHit', { body: form({ ...hit, data: '{oops' }) }))).toMatch(/^data /);
    expect(await errorOf(await post('/api/census/RecordHit'))).toMatch(/^event /);
    // Form-encoded only.
    expect((await post('/api/census/RecordHit', json({ event: 'view', data: '{}' }))).status).toBe(400);
  });

  it('census beacons: 204 with their required field, 400 without, 404 for other names', async () => {
    for (const name of ['button-click', 'button-render']) {
      expect((await post(`/api/census/${name}`, { body: form({ id: 'b1', buttonText: 'Go' }) })).status, name).toBe(204);
      expect(await errorOf(await post(`/api/census/${name}`, { body: form({ buttonText: 'Go' }) }))).toMatch(/^id /);
    }
    expect((await post('/api/census/form-render', { body: form({ formId: 'f1', visitorCookie: '' }) })).status).toBe(204);
    expect(await errorOf(await post('/api/census/form-render', { body: form({ id: 'f1' }) }))).toMatch(/^formId /);
    expect((await post('/api/census/overlay', { body: form({ event: 'shown', visitorCookie: '' }) })).status).toBe(204);
    expect((await post('/api/census/overlay', { headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(400);
    expect((await post('/api/census/RecordQuickView/abc123')).status).toBe(204);

    const other = await post('/api/census/Other', { body: form({ id: 'x' }) });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Not found: /api/census/Other' });
  });

  it('Track: 204 with landing and rk, 400 without', async () => {
    expect((await get('/api/track/Track?landing=http%3A%2F%2Fx%2F&rk=123&lang=en')).status).toBe(204);
    expect(await errorOf(await get('/api/track/Track?rk=123'))).toMatch(/^landing /);
    expect(await errorOf(await get('/api/track/Track?landing=x'))).toMatch(/^rk /);
    expect(await errorOf(await get('/api/track/Track?landing=x&rk=abc'))).toMatch(/^rk /);
  });

  it('RecordEvent: 200 {} for JSON or a form with crumb, 400 without event', async () => {
    const asJson = await post('/api/events/RecordEvent', json({ event: 'click', data: { a: 1 } }));
    expect(asJson.status).toBe(200);
    expect(await asJson.json()).toEqual({});
    // The form carries the crumb in the body, no query parameter.
    const asForm = await get('/api/events/RecordEvent', {
      method: 'POST',
      headers: { cookie: `crumb=${GOOD}` },
      body: form({ crumb: GOOD, event: 'click', data: '{"a":1}' }),
    });
    expect(asForm.status).toBe(200);
    expect(await asForm.json()).toEqual({});
    expect(await errorOf(await post('/api/events/RecordEvent', json({ data: {} })))).toMatch(/^event /);
    expect(await errorOf(await post('/api/events/RecordEvent', { body: form({ event: 'x', data: '{bad' }) }))).toMatch(/^data /);
  });

  it('v1/events: 202 empty for JSON or a form beacon, 400 naming a malformed field', async () => {
    const event = { analyticsId: 'a-1', commonData: '{"page_path":"/"}', customData: '{}', customSchemaName: 'page_view' };
    const asJson = await post('/api/v1/events', json(event));
    expect(asJson.status).toBe(202);
    expect(await asJson.text()).toBe('');
    expect((await post('/api/v1/events', { body: form(event) })).status).toBe(202);
    expect(await errorOf(await post('/api/v1/events', json({ ...event, analyticsId: '' })))).toMatch(/^analyticsId /);
    expect(await errorOf(await post('/api/v1/events', json({ ...event, commonData: { page_path: '/' } })))).toMatch(/^commonData /);
    expect(await errorOf(await post('/api/v1/events', { body: form({ ...event, customData: 'null' }) }))).toMatch(/^customData /);
    expect(await errorOf(await post('/api/v1/events', json({ ...event, customSchemaName: undefined })))).toMatch(/^customSchemaName /);
  });

  it('RecordJavascriptErrors: 403 without an X-CSRF-Token equal to the crumb cookie, 204 with it, 400 for a bad list', async () => {
    const item = { event: 'javascript_error', data: { message: 'x', stack: 'at y' }, timestamp: Date.now() };
    const body = JSON.stringify([item]);
    const headers = { 'content-type': 'application/json' };

    const without = await post('/api/events/RecordJavascriptErrors', { headers, body });
    expect(without.status).toBe(403);
    expect((await without.json()) as { error: string }).toEqual({ error: expect.stringContaining('X-CSRF-Token') });
    const other = newCrumb();
    expect((await post('/api/events/RecordJavascriptErrors', { headers: { ...headers, 'X-CSRF-Token': other }, body })).status).toBe(403);

    const withHeader = { ...headers, 'X-CSRF-Token': GOOD };
    expect((await post('/api/events/RecordJavascriptErrors', { headers: withHeader, body })).status).toBe(204);
    for (const bad of [
      { item },
      [],
      [{ ...item, timestamp: 'now' }],
      [{ ...item, data: 'x' }],
      Array(11).fill(item),
      [{ ...item, data: { stack: 'x'.repeat(5001) } }],
    ]) {
      expect(
        (await post('/api/events/RecordJavascriptErrors', { headers: withHeader, body: JSON.stringify(bad) })).status,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(400);
    }
  });

  it('Trace: 204 for a form whose data is a JSON list of {pageUrl, type, data}, else 400', async () => {
    const items = [{ pageUrl: 'http://x/', type: 'scroll', data: { y: 1 } }];
    expect((await post('/api/events/Trace', { body: form({ data: JSON.stringify(items) }) })).status).toBe(204);
    expect(await errorOf(await post('/api/events/Trace', { body: form({ data: JSON.stringify([{ type: 'x' }]) }) }))).toMatch(/pageUrl/);
    expect(await errorOf(await post('/api/events/Trace', { body: form({}) }))).toMatch(/^data /);
    expect((await post('/api/events/Trace', json({ data: items }))).status).toBe(400);
  });

  it('performance records: 204 for a JSON list as text/plain or application/json, 400 otherwise', async () => {
    const records = [{ app: 'site-runtime', data: { value: 1.5 }, event: 'LCP', pageLoadId: 'p-1', ts: Date.now() }];
    const text = { 'content-type': 'text/plain;charset=UTF-8' };
    expect((await post('/api/1/performance/records', { headers: text, body: JSON.stringify(records) })).status).toBe(204);
    expect((await post('/api/1/performance/records', json(records))).status).toBe(204);
    expect(await errorOf(await post('/api/1/performance/records', { headers: text, body: 'not json' }))).toMatch(/JSON/);
    expect(
      await errorOf(await post('/api/1/performance/records', { headers: text, body: JSON.stringify([{ ...records[0], ts: '1' }]) })),
    ).toMatch(/ts /);
    expect(
      await errorOf(await post('/api/1/performance/records', { headers: text, body: JSON.stringify([{ ...records[0], pageLoadId: 1 }]) })),
    ).toMatch(/pageLoadId/);
    expect((await post('/api/1/performance/records', { body: form({ a: '1' }) })).status).toBe(400);
  });

  it('keeps the crumb check: a beacon without the crumb query parameter gets 401', async () => {
    const res = await get('/api/1/performance/records', {
      method: 'POST',
      headers: { cookie: `crumb=${GOOD}`, 'content-type': 'text/plain' },
      body: '[]',
    });
    expect(res.status).toBe(401);
  });

  it('logs a text/plain performance beacon with its body parsed', async () => {
    const tag = 'perf-log';
    const records = [{ app: 'site-runtime', data: { value: 2 }, event: 'CLS', pageLoadId: 'p-2', ts: 1 }];
    await post('/api/1/performance/records', {
      tag,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(records),
    });
    await post('/api/1/performance/records', { tag, headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '[oops' });
    const entries = (await (await get(`/__log?tag=${tag}`)).json()) as LogEntry[];
    expect(entries.map((e) => e.body)).toEqual([records, '[oops']);
  });
});

describe('fixture server: injected failures', () => {
  async function inject(spec: Record<string, unknown>, tag?: string): Promise<Response> {
    return get('/api/test/failures', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(tag ? { 'x-test-tag': tag } : {}) },
      body: JSON.stringify(spec),
    });
  }
  const settings = (init: RequestInit = {}): Promise<Response> => get('/api/1/performance/settings', init);
  const tagged = (tag: string): RequestInit => ({ headers: { 'x-test-tag': tag } });

  it('answers the status `times` times for that tag, then the real answer again', async () => {
    const registered = await inject({ path: '/api/1/performance/settings', status: 503, times: 2 }, 'fail-a');
    expect(registered.status).toBe(200);
    expect(await registered.json()).toEqual({ path: '/api/1/performance/settings', status: 503, times: 2, delay: 0, tag: 'fail-a' });

    // Another tag and untagged requests are not touched.
    expect((await settings(tagged('fail-b'))).status).toBe(200);
    expect((await settings()).status).toBe(200);

    const first = await settings(tagged('fail-a'));
    expect(first.status).toBe(503);
    expect(await first.text()).toBe('');
    // The cookie carries the tag as well as the header.
    expect((await settings({ headers: { cookie: 'sr_test=fail-a' } })).status).toBe(503);
    expect((await settings(tagged('fail-a'))).status).toBe(200);
  });

  it('fails before the crumb check with a JSON body, until cleared, and is logged', async () => {
    const tag = 'fail-c';
    await get(`/__log?tag=${tag}`, { method: 'DELETE' });
    await inject({ path: '/api/v1/events', status: 500, body: { error: 'down' } }, tag);
    for (let i = 0; i < 3; i++) {
      // No crumb at all: the injected answer comes first.
      const res = await get('/api/v1/events', { method: 'POST', headers: { 'x-test-tag': tag } });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'down' });
    }
    const logged = (await (await get(`/__log?tag=${tag}`)).json()) as LogEntry[];
    expect(logged.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /api/test/failures', ...Array(3).fill('POST /api/v1/events')]);

    const cleared = await get('/api/test/failures', { method: 'DELETE', headers: { 'x-test-tag': tag } });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ cleared: 1, tag });
    expect((await get('/api/v1/events', { method: 'POST', headers: { 'x-test-tag': tag } })).status).toBe(401);
  });

  it('DELETE clears only the caller tag’s failures; a failure without a tag is refused', async () => {
    await inject({ path: '/api/track/Track', status: 502 }, 'fail-d');
    await inject({ path: '/api/track/Track', status: 504 }, 'fail-e');
    await get('/api/test/failures', { method: 'DELETE', headers: { cookie: 'sr_test=fail-d' } });
    expect((await get('/api/track/Track?landing=x&rk=1', tagged('fail-d'))).status).toBe(204);
    expect((await get('/api/track/Track?landing=x&rk=1', tagged('fail-e'))).status).toBe(504);

    // Untagged, it would fail every test running beside this one: refused, and nothing changes.
    const untagged = await inject({ path: '/api/track/Track', status: 429, times: 3 });
    expect(untagged.status).toBe(400);
    expect(((await untagged.json()) as { error: string }).error).toContain('test tag');
    expect((await get('/api/track/Track?landing=x&rk=1')).status).toBe(204);
    expect((await get('/api/track/Track?landing=x&rk=1', tagged('fail-d'))).status).toBe(204);
    expect(await (await get('/api/test/failures', { method: 'DELETE' })).json()).toEqual({ cleared: 0, tag: null });
    expect((await get('/api/track/Track?landing=x&rk=1', tagged('fail-e'))).status).toBe(504);
    await get('/api/test/failures', { method: 'DELETE', headers: { 'x-test-tag': 'fail-e' } });
    expect((await get('/api/track/Track?landing=x&rk=1', tagged('fail-e'))).status).toBe(204);
  });

  it('waits `delay` ms first', async () => {
    await inject({ path: '/api/1/performance/settings', status: 500, times: 1, delay: 200 }, 'fail-f');
    const started = Date.now();
    expect((await settings(tagged('fail-f'))).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('refuses a malformed registration, and never fails /api/test/*', async () => {
    for (const bad of [
      { status: 500 },
      { path: 'api/x', status: 500 },
      { path: '/api/x?y=1', status: 500 },
      { path: '/api/test/echo', status: 500 },
      { path: '/api/x', status: 600 },
      { path: '/api/x', status: 500, times: 0 },
      { path: '/api/x', status: 500, delay: 10_001 },
    ]) {
      expect((await inject(bad, 'fail-bad')).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await get('/api/test/failures', { method: 'POST', headers: { 'x-test-tag': 'fail-bad' }, body: 'x' })).status).toBe(400);
    expect((await get('/api/test/echo')).status).toBe(200);
  });
});

describe('fixture server: /search', () => {
  it('serves dist/fixtures/search.html at /search and /search/, like a fixture page', async () => {
    expect((await get('/search', { headers: { accept: 'application/json' } })).status).toBe(404);
    await writeFile(path.join(root, 'dist', 'fixtures', 'search.html'), '<!doctype html><title>Search</title><p>Search page</p>');
    for (const pathname of ['/search', '/search/']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe("script-src 'self'; object-src 'none'; base-uri 'self'");
      expect(res.headers.get('set-cookie')).toMatch(CRUMB_COOKIE);
      expect(await res.text()).toContain('Search page');
    }
    expect(await (await get('/')).text()).toContain('href="/search"');
    expect((await get('/searchx')).status).toBe(404);
  });
});

describe('fixture server: image service stand-in', () => {
  it('answers ?format=750w with an SVG 750 wide, proportionally tall, naming the slug and the width', async () => {
    const res = await get('/images/harbour-2000x1333.jpg?format=750w');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="750" height="500" viewBox="0 0 750 500">/);
    expect(svg).toContain('>harbour · 750w</text>');
    // Another width of the same picture keeps its colour; another picture has its own.
    const fill = (text: string) => /stop-color="(hsl\([^"]+\))"/.exec(text)?.[1];
    expect(fill(await (await get('/images/harbour-2000x1333.jpg?format=100w')).text())).toBe(fill(svg));
    expect(fill(await (await get('/images/lighthouse-2000x1333.jpg?format=750w')).text())).not.toBe(fill(svg));
  });

  it('answers the full size without format, and HEAD with headers only', async () => {
    const svg = await (await get('/images/old-mill-2-1600x900.jpg')).text();
    expect(svg).toContain('width="1600" height="900"');
    expect(svg).toContain('>old-mill-2 · 1600w</text>');
    const head = await get('/images/old-mill-2-1600x900.jpg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    expect(await head.text()).toBe('');
  });

  it('answers 400 with the widths it takes for another format', async () => {
    for (const format of ['640w', '750', 'w', '', '2500w0']) {
      const res = await get(`/images/harbour-2000x1333.jpg?format=${format}`);
      expect(res.status, format).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toContain('format must be one of 2500w, 1500w, 1000w, 750w, 500w, 300w, 100w');
    }
  });

  it('answers 404 for a name that is not <slug>-<W>x<H>.jpg with sides up to 5000', async () => {
    const names = [
      'harbour.jpg',
      'Harbour-2000x1333.jpg',
      'harbour_2-2000x1333.jpg',
      'harbour-2000x1333.png',
      'harbour-0x100.jpg',
      'harbour-5001x100.jpg',
      'harbour-100x5001.jpg',
      '-2000x1333.jpg',
      'a/harbour-2000x1333.jpg',
    ];
    for (const name of names) expect((await get(`/images/${name}?format=750w`)).status, name).toBe(404);
    expect((await get('/images/harbour-5000x5000.jpg?format=100w')).status).toBe(200);
    expect((await get('/images/harbour-2000x1333.jpg', { method: 'POST' })).status).toBe(405);
  });

  it('logs image requests in /__log, so a test can read which widths were asked for', async () => {
    const tag = 'log-images';
    await get('/images/harbour-2000x1333.jpg?format=750w', { headers: { 'x-test-tag': tag } });
    await get('/images/harbour-2000x1333.jpg?format=1500w', { headers: { cookie: `sr_test=${tag}` } });
    const entries = (await (await get(`/__log?tag=${tag}`)).json()) as LogEntry[];
    expect(entries.map((e) => [e.method, e.path, e.query])).toEqual([
      ['GET', '/images/harbour-2000x1333.jpg', { format: '750w' }],
      ['GET', '/images/harbour-2000x1333.jpg', { format: '1500w' }],
    ]);
    expect(entries[0]?.body).toBeNull();
  });
});

describe('fixture server: /__log', () => {
  async function readLog(tag?: string): Promise<LogEntry[]> {
    const res = await get(tag ? `/__log?tag=${tag}` : '/__log');
    expect(res.status).toBe(200);
    return (await res.json()) as LogEntry[];
  }

  it('records every API request with method, path, query, headers, parsed body and time', async () => {
    const tag = 'log-a';
    await get('/api/1/performance/settings?x=1', { headers: { 'x-test-tag': tag } });
    await post('/api/census/RecordHit', { tag, body: new URLSearchParams({ event: 'hit', data: '{}' }) });
    // A sendBeacon string arrives as text/plain: shown parsed when it is JSON.
    await post('/api/1/performance/records', { tag, headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '[{"name":"LCP"}]' });
    await post('/api/census/overlay', { tag, headers: { 'content-type': 'text/plain' }, body: 'not json' });
    // Refused requests are logged too.
    await get('/api/test/echo', { method: 'POST', headers: { 'x-test-tag': tag } });

    const entries = await readLog(tag);
    expect(entries.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/1/performance/settings',
      'POST /api/census/RecordHit',
      'POST /api/1/performance/records',
      'POST /api/census/overlay',
      'POST /api/test/echo',
    ]);
    const [settings, hit, records, overlay] = entries;
    expect(settings?.query).toEqual({ x: '1' });
    expect(settings?.body).toBeNull();
    expect(settings?.headers['x-test-tag']).toBe(tag);
    expect(new Date(settings?.at ?? '').toISOString()).toBe(settings?.at);
    expect(hit?.body).toEqual({ event: 'hit', data: '{}' });
    expect(hit?.query).toEqual({ crumb: GOOD });
    expect(records?.body).toEqual([{ name: 'LCP' }]);
    expect(overlay?.body).toBe('not json');
  });

  it('does not log non-API requests', async () => {
    const tag = 'log-static';
    await get('/fixtures/a.html', { headers: { 'x-test-tag': tag } });
    await get('/__log', { headers: { 'x-test-tag': tag } });
    expect(await readLog(tag)).toEqual([]);
  });

  it('filters and deletes by tag (header x-test-tag or cookie sr_test)', async () => {
    await get('/api/track/Track?n=1', { headers: { 'x-test-tag': 'log-b' } });
    await get('/api/track/Track?n=2', { headers: { cookie: 'sr_test=log-b' } });
    await get('/api/track/Track?n=3', { headers: { cookie: 'sr_test=log-c' } });
    await get('/api/track/Track?n=4');

    expect((await readLog('log-b')).map((e) => e.query.n)).toEqual(['1', '2']);
    expect((await readLog('log-c')).map((e) => e.query.n)).toEqual(['3']);

    const del = await get('/__log?tag=log-b', { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await readLog('log-b')).toEqual([]);
    expect(await readLog('log-c')).toHaveLength(1);
    expect((await readLog()).some((e) => e.query.n === '4')).toBe(true);

    expect((await get('/__log', { method: 'DELETE' })).status).toBe(204);
    expect(await readLog()).toEqual([]);
  });

  it('keeps at most 5000 entries', () => {
    const entry: LogEntry = { method: 'GET', path: '/api/x', query: {}, headers: {}, body: null, at: new Date().toISOString() };
    for (let i = 0; i < 5010; i++) server.log.add({ ...entry, query: { i: String(i) } });
    const all = server.log.list();
    expect(all).toHaveLength(5000);
    expect(all[0]?.query.i).toBe('10');
    server.log.clear();
  });
});
