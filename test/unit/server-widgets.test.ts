// @vitest-environment node
// The fixture server's GetWidgetRendering (fixtures/server/api/widgets.mjs): the fields it checks, and
// the HTML it renders from fixtures/widgets.mjs, against an in-process server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { type RunningServer, startServer } from '../../fixtures/server/index.mjs';

const CRUMB = newCrumb();
const BLOG = '64b1a2c3d4e5f60718293a4b';
const EVENTS = '64b1a2c3d4e5f60718293a5c';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-widgets-'));
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

async function render(
  fields: Record<string, string>,
  crumb: string | null = CRUMB,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/widget/GetWidgetRendering${crumb ? `?crumb=${crumb}` : ''}`, {
    method: 'POST',
    headers: { cookie: `crumb=${CRUMB}; sr_test=widgets`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const widget = (type: unknown, value: unknown, id: unknown = 'abc') => JSON.stringify({ type, id, value });

describe('GetWidgetRendering', () => {
  it('renders a summary of its collection, newest first, with the builder images', async () => {
    const { status, body } = await render({ widgetJSON: widget(55, { collectionId: BLOG, pageSize: 2 }) });
    expect(status).toBe(200);
    const html = String(body['html']);
    expect(html.match(/class="summary-item"/g)).toHaveLength(2);
    expect(html).toContain('Our winter menu');
    expect(html).toContain('<img data-src="/images/winter-menu-1600x900.jpg" data-image-dimensions="1600x900"');
  });

  it('renders an events summary only with its collectionId sent beside widgetJSON', async () => {
    expect(await render({ widgetJSON: widget(55, { collectionId: EVENTS }) })).toEqual({
      status: 400,
      body: { error: 'collectionId is required for an events summary' },
    });
    const { status, body } = await render({ widgetJSON: widget(55, {}), collectionId: EVENTS });
    expect(status).toBe(200);
    expect(String(body['html'])).toContain('<time class="summary-metadata-item--date" datetime="2026-12-18">December 18, 2026</time>');
  });

  it('renders an external gallery of its album', async () => {
    const { status, body } = await render({ widgetJSON: widget(27, { source: 'flickr', albumId: 'harbour-walk' }) });
    expect(status).toBe(200);
    expect(String(body['html']).match(/<figure>/g)).toHaveLength(3);
  });

  it.each([
    [{}, 'widgetJSON is required'],
    [{ widgetJSON: '{"type":' }, 'widgetJSON is not valid JSON'],
    [{ widgetJSON: '[]' }, 'widgetJSON must be an object {type, id, value}'],
    [{ widgetJSON: widget('55', {}) }, 'widgetJSON.type must be an integer'],
    [{ widgetJSON: widget(55, {}, '') }, 'widgetJSON.id must be a non-empty string'],
    [{ widgetJSON: widget(55, 'x') }, 'widgetJSON.value must be an object'],
    [{ widgetJSON: widget(9, {}) }, 'widgetJSON.type 9 is not a block this host renders'],
    [{ widgetJSON: widget(55, {}) }, 'widgetJSON.value.collectionId must be a non-empty string'],
    [{ widgetJSON: widget(55, { collectionId: BLOG, pageSize: 0 }) }, 'widgetJSON.value.pageSize must be an integer from 1 to 20'],
    [{ widgetJSON: widget(27, {}) }, 'widgetJSON.value.albumId must be a non-empty string'],
  ])('refuses %j with 400', async (fields, error) => {
    expect(await render(fields as Record<string, string>)).toEqual({ status: 400, body: { error } });
  });

  it('answers 404 for a collection or album it does not have, and 401 without the crumb', async () => {
    expect((await render({ widgetJSON: widget(55, { collectionId: 'nope' }) })).status).toBe(404);
    expect((await render({ widgetJSON: widget(27, { albumId: 'nope' }) })).status).toBe(404);
    expect(await render({ widgetJSON: widget(55, { collectionId: BLOG }) }, null)).toMatchObject({
      status: 401,
      body: { crumbFail: true },
    });
  });
});
