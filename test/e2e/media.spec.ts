// Video (32) and audio (41) blocks on pages in the builder's published markup: the play overlay, then
// the provider's frame; one video or audio at a time, with the play and pause messages the stand-in
// players received (on their screen and in /__log); the messages a block shows instead of a player;
// bad data leaving the rest of the page working; accessibility.

import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, type LogEntry, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const block = (page: Page, id: string): Locator => page.locator(`#${id}`);

/** Opens a page and brings each block into view (their trigger is `visible`) until it has started or failed. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntime(page);
  for (const each of await page.locator('.sqs-block').all()) {
    await each.scrollIntoViewIfNeeded();
    await expect(each).toHaveAttribute('data-sr-state', /^(live|failed)$/);
  }
}
const player = (page: Page, id: string): FrameLocator => page.frameLocator(`#${id} iframe`);
/** What a stand-in player shows it received, in order. */
const received = (page: Page, id: string): Locator => player(page, id).locator('#received li');

/** The commands the stand-in players reported to the server, per provider in the order each received
 *  them (two frames' messages may reach the server in either order). */
const commands = (entries: LogEntry[]): Record<string, string[]> => {
  const byProvider: Record<string, string[]> = {};
  for (const { query } of entries) {
    const provider = String(query['provider']);
    byProvider[provider] = [...(byProvider[provider] ?? []), String(query['command'])];
  }
  return byProvider;
};

test.describe('video block', () => {
  test('shows the play overlay, and the provider frame only once played; the frame receives play', async ({ page, log, issues }) => {
    await open(page, '/fixtures/media.html');
    const youtube = block(page, 'block-video-youtube');
    const play = youtube.getByRole('button', { name: 'Play video: Harbour at dawn' });
    await expect(play).toBeVisible();
    await expect(youtube.locator('img.sr-video__thumb')).toHaveAttribute('src', /harbour-film-854x480\.jpg/);
    await expect(page.locator('iframe')).toHaveCount(0);

    await play.click();
    const frame = youtube.locator('iframe');
    await expect(frame).toHaveAttribute('src', /\/embed\/youtube\/harbour-film\?feature=oembed&enablejsapi=1&autoplay=1$/);
    await expect(frame).toHaveAttribute('title', 'Harbour at dawn');
    await expect(frame).toBeFocused();
    await expect(play).toBeHidden();
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo']);
    await expect.poll(async () => commands(await log('/api/embeds/received'))).toEqual({ youtube: ['playVideo'] });
    expect(issues).toEqual([]);
  });

  test('plays one video at a time: starting one returns the other to its overlay, paused', async ({ page, log, issues }) => {
    await open(page, '/fixtures/media.html');
    await block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo']);

    // The keyboard starts the Vimeo video (Enter), its builder thumbnail loaded by the image loader.
    const vimeo = block(page, 'block-video-vimeo');
    await expect(vimeo.locator('img.sr-video__thumb')).toHaveAttribute('data-image-resolution', /^\d+w$/);
    await vimeo.getByRole('button', { name: 'Play video: Lighthouse' }).focus();
    await page.keyboard.press('Enter');
    await expect(received(page, 'block-video-vimeo')).toHaveText(['play']);
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo', 'pauseVideo']);
    await expect(block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' })).toBeVisible();
    await expect(block(page, 'block-video-youtube').locator('iframe')).toBeHidden();

    // Space on the YouTube overlay resumes the same frame, and Vimeo is paused in turn.
    await block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).focus();
    await page.keyboard.press('Space');
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo', 'pauseVideo', 'playVideo']);
    await expect(received(page, 'block-video-vimeo')).toHaveText(['play', 'pause']);
    await expect
      .poll(async () => commands(await log('/api/embeds/received')))
      .toEqual({ youtube: ['playVideo', 'pauseVideo', 'playVideo'], vimeo: ['play', 'pause'] });
    expect(issues).toEqual([]);
  });

  test('a provider that takes no messages (Wistia) loses its frame when another video starts', async ({ page, issues }) => {
    await open(page, '/fixtures/media.html');
    const wistia = block(page, 'block-video-wistia');
    await wistia.getByRole('button', { name: 'Play video: Market day' }).click();
    await expect(wistia.locator('iframe')).toHaveAttribute('src', /\/embed\/wistia\/market-film\?feature=oembed&autoPlay=true$/);
    await expect(player(page, 'block-video-wistia').locator('#state')).toHaveText('Playing (autoplay)');
    await block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
    await expect(wistia.locator('iframe')).toHaveCount(0);
    await expect(wistia.getByRole('button', { name: 'Play video: Market day' })).toBeVisible();
    // Its mode is fit: the thumbnail is contained, not cropped.
    await expect(wistia.locator('img.sr-video__thumb')).toHaveCSS('object-fit', 'contain');
    expect(issues).toEqual([]);
  });

  test('keeps the builder box: the overlay fills the published padding', async ({ page }) => {
    await open(page, '/fixtures/media.html');
    const box = block(page, 'block-video-youtube').locator('.embed-block-wrapper');
    await expect(box.getByRole('button')).toBeVisible();
    const [outer, inner] = await Promise.all([box.boundingBox(), box.getByRole('button').boundingBox()]);
    expect(inner?.height).toBeCloseTo(((outer?.width ?? 0) * 56.25) / 100, 0);
    expect(inner?.width).toBeCloseTo(outer?.width ?? 0, 0);
  });
});

test.describe('audio block', () => {
  test('shows title and artist over a native player; a video starting pauses it, and it pauses a video', async ({ page, log, issues }) => {
    await open(page, '/fixtures/media.html');
    const audioBlock = block(page, 'block-audio');
    await expect(audioBlock.locator('figcaption')).toHaveText('Harbour soundsThe Town Band');
    const audio = audioBlock.locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAccessibleName('Harbour sounds The Town Band');

    await block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo']);
    // The click above is the visitor's gesture: the page may start media now.
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0)).toBe(true);
    await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo', 'pauseVideo']);
    await expect(block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' })).toBeVisible();

    await block(page, 'block-video-vimeo').getByRole('button', { name: 'Play video: Lighthouse' }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    await expect
      .poll(async () => commands(await log('/api/embeds/received')))
      .toEqual({ youtube: ['playVideo', 'pauseVideo'], vimeo: ['play'] });
    expect(issues).toEqual([]);
  });
});

// The video blocks in view at load: the custom thumbnail kept out of the line until it is the overlay's.
// The audio block woken in view: its box kept, its player shown once it has fitted its controls.
test('video blocks in view at load and an audio block woken in view move nothing (CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto('/fixtures/media.html');
  await waitForRuntime(page);
  // Straight to the block, as a link to it would: it wakes in view, not before.
  await block(page, 'block-audio').scrollIntoViewIfNeeded();
  await waitForState(page, '#block-audio', 'live');
  const audio = block(page, 'block-audio').locator('audio');
  await expect(audio).toBeVisible();
  await expect(audio).toHaveCSS('opacity', '1');
  expect(await layoutShift(page)).toBe(0);
});

test.describe('bad video and audio data', () => {
  test('each bad block says why or keeps its HTML, with a console error; the others still play', async ({ page, issues }) => {
    await open(page, '/fixtures/media-broken.html');
    await expect(block(page, 'block-video-no-player')).toContainText('Invalid video embed');
    await expect(block(page, 'block-video-script')).toContainText('Invalid video embed');
    await expect(block(page, 'block-video-no-source')).toContainText('Invalid video embed');
    await expect(block(page, 'block-video-vimeo-basic')).toContainText('Vimeo Basic accounts are unsupported.');
    // No frame for any of them, and no javascript: address anywhere.
    await expect(page.locator('iframe')).toHaveCount(0);
    // Bad JSON and a bad video mode: skipped, their builder markup as it was.
    for (const id of ['block-video-bad-json', 'block-video-bad-mode', 'block-audio-no-source']) {
      await expect(block(page, id)).toHaveAttribute('data-sr-state', 'failed');
      await expect(block(page, id).getByRole('button')).toHaveCount(0);
    }
    await expect(block(page, 'block-audio-no-source').locator('audio')).toHaveCount(0);

    // The placeholders' boxes: 65% when the aspect is Auto, 100 / 2 = 50% for an aspect of 2.
    const ratio = (id: string): Promise<number> =>
      block(page, id)
        .locator('.sr-video')
        .evaluate((box) => Math.round((box.getBoundingClientRect().height / box.getBoundingClientRect().width) * 100));
    expect(await ratio('block-video-no-player')).toBe(65);
    expect(await ratio('block-video-vimeo-basic')).toBe(50);

    // The blocks after them work.
    await block(page, 'block-video-ok').getByRole('button', { name: 'Play video: Walled garden' }).click();
    await expect(block(page, 'block-video-ok').locator('iframe')).toHaveAttribute('src', /\/embed\/animoto\/garden-film/);
    await expect(block(page, 'block-audio-ok').locator('audio')).toHaveAccessibleName('Garden birds Field recording');

    const errors = issues.map((issue) => issue.text);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Error decoding video block data.'),
        expect.stringContaining('Error evaluating video block data.'),
        expect.stringContaining('Error evaluating audio block data.'),
      ]),
    );
    expect(errors.some((text) => text.includes('Video mode must be none, fit, fill or null, not "stretch"'))).toBe(true);
    expect(errors.filter((text) => text.includes('Invalid video embed:'))).toHaveLength(3);
  });
});

test('video and audio blocks are axe-clean, before and after playing', async ({ page }) => {
  await open(page, '/fixtures/media.html');
  await expect(block(page, 'block-audio').locator('audio')).toBeVisible();
  await expect(block(page, 'block-video-wistia').getByRole('button')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
    [],
  );
  await block(page, 'block-video-youtube').getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect(received(page, 'block-video-youtube')).toHaveText(['playVideo']);
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
    [],
  );

  await open(page, '/fixtures/media-broken.html');
  await expect(block(page, 'block-video-vimeo-basic')).toContainText('Vimeo Basic');
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
    [],
  );
});
