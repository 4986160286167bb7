// @vitest-environment node
// The fixture server's place search (fixtures/server/api/places.mjs): prefix then substring matches
// from its gazetteer, the details of a place, and 400 for a missing input or a bad place id.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-places-'));
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

async function get(route: string, query: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/google-maps/places/${route}?${new URLSearchParams(query)}`, {
    headers: { cookie: 'sr_test=places' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const descriptions = (body: Record<string, unknown>): string[] =>
  (body['predictions'] as Array<{ description: string }>).map((prediction) => prediction.description);

describe('autocomplete', () => {
  it('answers places starting with the input first, then those containing it, case-insensitively', async () => {
    const { status, body } = await get('autocomplete', { input: '8 cla', productPage: 'delivery', sessionToken: 's' });
    expect(status).toBe(200);
    expect(descriptions(body)).toEqual([
      '8 Clarkson Street, New York, NY 10014, United States',
      '8 Clarendon Road, London, England W11 3AA, United Kingdom',
    ]);
    expect(descriptions((await get('autocomplete', { input: 'paris' })).body)).toHaveLength(2);
    expect(await get('autocomplete', { input: 'nowhere at all' })).toEqual({
      status: 200,
      body: { status: 'ZERO_RESULTS', predictions: [] },
    });
  });

  it('refuses a missing, blank or over-long input', async () => {
    expect(await get('autocomplete', {})).toEqual({ status: 400, body: { status: 'INVALID_REQUEST', error: 'input is required' } });
    expect((await get('autocomplete', { input: '   ' })).status).toBe(400);
    expect((await get('autocomplete', { input: 'x'.repeat(201) })).body['error']).toBe('input must be at most 200 characters');
  });
});

describe('details', () => {
  it('answers the address components of a place', async () => {
    const { status, body } = await get('details', { placeId: 'place-us-clarkson' });
    expect(status).toBe(200);
    const result = body['result'] as { address_components: Array<{ long_name: string; short_name: string; types: string[] }> };
    expect(result.address_components.map((component) => [component.types[0], component.short_name])).toEqual([
      ['street_number', '8'],
      ['route', 'Clarkson Street'],
      ['locality', 'New York'],
      ['administrative_area_level_1', 'NY'],
      ['postal_code', '10014'],
      ['country', 'US'],
    ]);
  });

  it('refuses a missing or unknown place id', async () => {
    expect(await get('details', {})).toEqual({ status: 400, body: { status: 'INVALID_REQUEST', error: 'placeId is required' } });
    expect(await get('details', { placeId: 'nope' })).toEqual({
      status: 400,
      body: { status: 'INVALID_REQUEST', error: 'placeId "nope" is not a place' },
    });
  });
});
