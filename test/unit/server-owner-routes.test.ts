// @vitest-environment node
// The fixture server's owner routes of issue 20 (fixtures/server/api/multilingual.mjs, header-footer.mjs,
// accounts.mjs): per-test state, validation, and who may change what, against an in-process server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';

const CRUMB = newCrumb();
let root: string;
let server: RunningServer;
const sessions: Record<string, string> = {};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-owner-'));
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
  for (const role of ['owner', 'viewer']) {
    const response = await fetch(`${server.url}/api/test/account-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role }),
    });
    sessions[role] = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

async function call(
  method: string,
  url: string,
  { tag = 'owner-routes', as = 'owner', body }: { tag?: string; as?: string; body?: unknown } = {},
) {
  const cookie = [`crumb=${CRUMB}`, `sr_test=${tag}`, sessions[as] ?? ''].filter(Boolean).join('; ');
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, 'x-csrf-token': CRUMB, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('multilingual', () => {
  it('starts in English, French and German, connected', async () => {
    const { body } = await call('GET', '/api/multilingual/settings', { tag: 'fresh' });
    expect((body['languages'] as Array<{ code: string }>).map((language) => language.code)).toEqual(['en', 'fr', 'de']);
    expect((await call('GET', '/api/multilingual/status', { tag: 'fresh' })).body).toEqual({ connected: true, provider: 'Weglot' });
  });

  it('refuses languages that are not a non-empty list of known codes holding the original', async () => {
    for (const languages of [undefined, 'en', [], ['en', 'xx'], ['en', 5], ['en', 'en'], ['fr']]) {
      const { status, body } = await call('PUT', '/api/multilingual/languages', { body: { languages } });
      expect(status, JSON.stringify(languages)).toBe(400);
      expect(typeof body['error']).toBe('string');
    }
  });

  it('saves the owner’s list for this test only', async () => {
    const saved = await call('PUT', '/api/multilingual/languages', { tag: 'saves', body: { languages: ['en', 'es'] } });
    expect(saved.status).toBe(200);
    expect(saved.body['languages']).toEqual([
      { code: 'en', name: 'English', url: '/' },
      { code: 'es', name: 'Español', url: '/es/' },
    ]);
    const other = await call('GET', '/api/multilingual/settings', { tag: 'other' });
    expect((other.body['languages'] as unknown[]).length).toBe(3);
  });

  it('answers 401 without an account session and 403 to a viewer', async () => {
    const body = { languages: ['en'] };
    expect((await call('PUT', '/api/multilingual/languages', { as: 'nobody', body })).status).toBe(401);
    expect((await call('PUT', '/api/multilingual/languages', { as: 'viewer', body })).status).toBe(403);
    expect((await call('DELETE', '/api/multilingual/connection', { as: 'viewer' })).status).toBe(403);
  });

  it('disconnects the provider', async () => {
    expect((await call('DELETE', '/api/multilingual/connection', { tag: 'gone' })).body).toEqual({ connected: false, provider: 'Weglot' });
    expect((await call('GET', '/api/multilingual/status', { tag: 'gone' })).body['connected']).toBe(false);
  });
});

describe('site header and footer', () => {
  it('is the owner’s: 401 without a session, 403 for a viewer', async () => {
    expect((await call('GET', '/api/site-header-footer', { as: 'nobody' })).status).toBe(401);
    expect((await call('PUT', '/api/site-header-footer', { as: 'viewer', body: { header: '', footer: '' } })).status).toBe(403);
  });

  it('validates and saves both', async () => {
    for (const body of [null, { header: '<p>h</p>' }, { header: 1, footer: '' }, { header: 'x'.repeat(100_001), footer: '' }]) {
      expect((await call('PUT', '/api/site-header-footer', { tag: 'hf', body })).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const saved = await call('PUT', '/api/site-header-footer', { tag: 'hf', body: { header: '<p>New</p>', footer: '<p>Foot</p>' } });
    expect(saved).toEqual({ status: 200, body: { header: '<p>New</p>', footer: '<p>Foot</p>' } });
    expect((await call('GET', '/api/site-header-footer', { tag: 'hf' })).body).toEqual({ header: '<p>New</p>', footer: '<p>Foot</p>' });
  });
});
