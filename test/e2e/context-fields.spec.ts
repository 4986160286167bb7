// The page context's fields that say what a page is (spec 000 §3): collection.title and type,
// item.title and recordType (by tracking name: src/analytics/record-types.ts) and templateVersion, sent
// with every analytics event of the page, and in the pageview (`RecordHit`) beside the fields spec 000 §7
// lists for it.

import { expect, test } from './fixtures';

test('a journal post of record type video: its pageview and its play event say what the page is', async ({ page, log }) => {
  await page.goto('/fixtures/video-post.html');
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(1);
  const hit = (await log('/api/census/RecordHit'))[0]?.body as Record<string, string>;
  expect(JSON.parse(hit['data'] ?? '{}')).toMatchObject({
    collectionId: '64a0f1e2d3c4b5a6978877a1',
    itemId: '64a0f1e2d3c4b5a6978877b2',
    collectionTitle: 'Journal',
    collectionType: 1,
    itemTitle: 'Harbour at dawn: the film',
    itemType: 'video',
    templateVersion: '7.1',
  });

  await page.getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect.poll(async () => (await log('/api/v1/events')).length).toBe(1);
  const event = (await log('/api/v1/events'))[0]?.body as Record<string, string>;
  expect(JSON.parse(event['commonData'] ?? '{}')).toMatchObject({
    object_type: 'video',
    collection_title: 'Journal',
    collection_type: 1,
    item_title: 'Harbour at dawn: the film',
    item_type: 'video',
    template_version: '7.1',
  });
});

test('a page without an item: its events name no item, and still its collection', async ({ page, log }) => {
  await page.goto('/fixtures/media.html');
  await page.getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect.poll(async () => (await log('/api/v1/events')).length).toBe(1);
  const event = (await log('/api/v1/events'))[0]?.body as Record<string, string>;
  expect(JSON.parse(event['commonData'] ?? '{}')).toMatchObject({
    collection_title: 'Video and audio',
    collection_type: 10,
    item_title: null,
    item_type: null,
    template_version: null,
  });
});
