// Video embeds and the video and audio blocks (spec 001 §1, §3, §4, §5, §8, §9): the embed read from
// its html (http(s) players only), the provider commands, the block settings and their ratios, and the
// blocks mounted on builder markup: overlay, frame, one playing at a time.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { $playingMedia } from '../../src/core/stores';
import { httpAddress, parseVideoEmbed, playerUrl, providerKey, videoCommand } from '../../src/core/video-embed';
import audio from '../../src/features/audio';
import video from '../../src/features/video';
import { parseVideo, parseVideoMode, placeholderRatio, videoRatio } from '../../src/features/video/props';
import type { MountContext } from '../../src/island/feature';

const BASE = 'https://site.example/films/';

describe('parseVideoEmbed', () => {
  it('reads the iframe of the embed html, resolved against the page', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc?feature=oembed" title="Harbour" allow="autoplay; encrypted-media" allowfullscreen>';
    const embed = parseVideoEmbed(`${html}</iframe>`, BASE);
    expect(embed).toEqual({
      src: 'https://www.youtube.com/embed/abc?feature=oembed',
      title: 'Harbour',
      allow: 'autoplay; encrypted-media',
      allowFullscreen: true,
    });
    expect(parseVideoEmbed('<iframe src="/embed/vimeo/1"></iframe>', BASE)?.src).toBe('https://site.example/embed/vimeo/1');
  });

  it('reads an object: its data, else its movie param', () => {
    expect(parseVideoEmbed('<object data="http://v.example/p.swf"></object>', BASE)?.src).toBe('http://v.example/p.swf');
    expect(parseVideoEmbed('<object><param name="movie" value="https://v.example/m"></object>', BASE)?.src).toBe('https://v.example/m');
  });

  it.each([
    ['no player', '<p>A film</p>'],
    ['empty', ''],
    ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a javascript: frame, hidden by a tab', '<iframe src="java\tscript:alert(1)"></iframe>'],
    ['a data: frame', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a frame without src', '<iframe title="x"></iframe>'],
  ])('is null for %s', (_name, html) => {
    expect(parseVideoEmbed(html, BASE)).toBeNull();
  });

  it('never runs the html it reads', () => {
    const spy = vi.fn();
    Object.assign(window, { __videoSpy: spy });
    parseVideoEmbed('<img src="x" onerror="window.__videoSpy()"><iframe src="https://a.example/"></iframe>', BASE);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('httpAddress, providerKey, playerUrl, videoCommand', () => {
  it('keeps http(s) only', () => {
    expect(httpAddress('//cdn.example/t.jpg', BASE)).toBe('https://cdn.example/t.jpg');
    expect(httpAddress('ftp://x.example/t.jpg', BASE)).toBeNull();
    expect(httpAddress('  ', BASE)).toBeNull();
    expect(httpAddress(undefined, BASE)).toBeNull();
  });

  it('folds provider names', () => {
    expect(providerKey('YouTube')).toBe('youtube');
    expect(providerKey(' Vimeo ')).toBe('vimeo');
    expect(providerKey(3)).toBe('');
  });

  it('asks the player to start, and YouTube to listen for commands; the embed’s own parameters win', () => {
    expect(playerUrl('https://www.youtube.com/embed/a?feature=oembed', 'youtube')).toBe(
      'https://www.youtube.com/embed/a?feature=oembed&enablejsapi=1&autoplay=1',
    );
    expect(playerUrl('https://player.vimeo.com/video/1?autoplay=0', 'vimeo')).toBe('https://player.vimeo.com/video/1?autoplay=0');
    expect(playerUrl('https://fast.wistia.net/embed/iframe/x', 'wistia')).toBe('https://fast.wistia.net/embed/iframe/x?autoPlay=true');
    expect(playerUrl('https://animoto.com/play/x', 'animoto')).toBe('https://animoto.com/play/x');
  });

  it('posts play and pause to YouTube and Vimeo only', () => {
    expect(JSON.parse(videoCommand('youtube', 'play') ?? '')).toEqual({ event: 'command', func: 'playVideo', args: '' });
    expect(JSON.parse(videoCommand('youtube', 'pause') ?? '')).toEqual({ event: 'command', func: 'pauseVideo', args: '' });
    expect(JSON.parse(videoCommand('vimeo', 'pause') ?? '')).toEqual({ method: 'pause' });
    expect(videoCommand('wistia', 'play')).toBeNull();
    expect(videoCommand('animoto', 'pause')).toBeNull();
  });
});

describe('video block settings', () => {
  const json = {
    html: '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    providerName: 'Vimeo',
    thumbnailUrl: 'https://i.vimeocdn.com/t.jpg',
    width: 854,
    height: 480,
    title: ' Pier ',
  };

  it('reads the builder’s JSON', () => {
    expect(parseVideo(json)).toEqual({
      html: json.html,
      provider: 'vimeo',
      title: 'Pier',
      thumbnailUrl: 'https://i.vimeocdn.com/t.jpg',
      mode: null,
      width: 854,
      height: 480,
      aspect: null,
      vimeoBasic: false,
    });
    expect(parseVideo({ resolvedBy: 'youtube' }).provider).toBe('youtube');
  });

  it('video mode is none, fit, fill or null; anything else is refused with the spec’s words', () => {
    expect(['none', 'fit', 'fill', null, undefined].map(parseVideoMode)).toEqual(['none', 'fit', 'fill', null, null]);
    for (const bad of ['stretch', 'FIT', 1, true]) {
      expect(() => parseVideoMode(bad)).toThrow(/^Video mode must be none, fit, fill or null, not /);
    }
    expect(() => parseVideo({ ...json, videoMode: 'cover' })).toThrow('Video mode must be none, fit, fill or null, not "cover"');
  });

  it('refuses wrong types with a message naming the field', () => {
    expect(() => parseVideo('[]')).toThrow('video: the block data must be an object');
    expect(() => parseVideo({ html: 3 })).toThrow('video: "html" must be a string');
    expect(() => parseVideo({ width: -1 })).toThrow('video: "width" must be a positive number');
    expect(() => parseVideo({ aspectRatio: 'wide' })).toThrow('video: "aspectRatio" must be Auto or a positive number');
  });

  it('drops a thumbnail that is not http(s)', () => {
    expect(parseVideo({ ...json, thumbnailUrl: 'javascript:alert(1)' }).thumbnailUrl).toBeNull();
  });

  it('knows a Vimeo Basic video by its oEmbed account type', () => {
    expect(parseVideo({ ...json, account_type: 'basic' }).vimeoBasic).toBe(true);
    expect(parseVideo({ ...json, accountType: 'Basic' }).vimeoBasic).toBe(true);
    expect(parseVideo({ ...json, account_type: 'pro' }).vimeoBasic).toBe(false);
    expect(parseVideo({ ...json, providerName: 'YouTube', account_type: 'basic' }).vimeoBasic).toBe(false);
  });

  it('ratios: the default video ratio is 56.3; the placeholder 65 when the aspect is Auto, otherwise 100 / aspect', () => {
    expect(videoRatio({ aspect: null, width: null, height: null })).toBe(56.3);
    expect(videoRatio({ aspect: 'auto', width: null, height: null })).toBe(56.3);
    expect(videoRatio({ aspect: null, width: 800, height: 600 })).toBe(75);
    expect(videoRatio({ aspect: 2, width: 800, height: 600 })).toBe(50);
    expect(placeholderRatio('auto')).toBe(65);
    expect(placeholderRatio(null)).toBe(65);
    expect(placeholderRatio(4)).toBe(25);
    expect(parseVideo({ aspectRatio: 'Auto' }).aspect).toBe('auto');
    expect(parseVideo({ aspectRatio: '1.5' }).aspect).toBe(1.5);
  });
});

/** A block as the builder publishes it. */
function videoBlock(id: string, html: string, extra = ''): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  el.className = 'sqs-block video-block';
  el.innerHTML =
    `<div class="sqs-block-content"><div class="intrinsic">${extra}<div class="embed-block-wrapper" style="padding-bottom:56.25%">` +
    '<div class="sqs-video-wrapper" data-provider-name="YouTube"></div></div></div></div>';
  el.querySelector<HTMLElement>('.sqs-video-wrapper')?.setAttribute('data-html', html);
  document.body.append(el);
  return el;
}

const ctx = {} as MountContext;
const teardowns: Array<() => void> = [];
const mountVideo = async (el: HTMLElement, json: unknown): Promise<() => void> => {
  const teardown = await video.mount(el, video.parse?.(json, {}) as never, ctx);
  teardowns.push(teardown);
  return teardown;
};
const cleanUp = (): void => {
  for (const teardown of teardowns.splice(0)) teardown();
  document.body.replaceChildren();
  $playingMedia.set(null);
  vi.restoreAllMocks();
};

describe('video block on builder markup', () => {
  afterEach(cleanUp);

  it('shows an overlay button, and the frame only once played', async () => {
    const el = videoBlock('block-a', '<iframe src="https://www.youtube.com/embed/a" title="Harbour"></iframe>');
    const teardown = await mountVideo(el, { resolvedBy: 'youtube', thumbnailUrl: 'https://i.ytimg.com/a.jpg' });
    const button = el.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Play video: Harbour');
    expect(el.querySelector('.sr-video__thumb')?.getAttribute('src')).toBe('https://i.ytimg.com/a.jpg');
    expect(el.querySelector('iframe')).toBeNull();
    button?.click();
    const frame = el.querySelector('iframe');
    expect(frame?.src).toBe('https://www.youtube.com/embed/a?enablejsapi=1&autoplay=1');
    expect(frame?.allow).toBe('autoplay');
    expect(button?.hidden).toBe(true);
    expect(document.activeElement).toBe(frame);
    teardown();
    expect($playingMedia.get()).toBeNull();
  });

  it('returns to its overlay and posts pause when another video starts', async () => {
    const first = videoBlock('block-a', '<iframe src="https://www.youtube.com/embed/a"></iframe>');
    const second = videoBlock('block-b', '<iframe src="https://www.youtube.com/embed/b"></iframe>');
    await mountVideo(first, { providerName: 'YouTube', title: 'A' });
    await mountVideo(second, { providerName: 'YouTube', title: 'B' });
    first.querySelector('button')?.click();
    const frame = first.querySelector('iframe') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    second.querySelector('button')?.click();
    expect(post).toHaveBeenCalledWith('{"event":"command","func":"pauseVideo","args":""}', 'https://www.youtube.com');
    expect(first.querySelector('button')?.hidden).toBe(false);
    expect(frame.hidden).toBe(true);
    expect(second.querySelector('button')?.hidden).toBe(true);
  });

  it('shows "Invalid video embed" for an embed without a player, with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = videoBlock('block-bad', '<p>no player</p>');
    await mountVideo(el, {});
    expect(el.querySelector('.sr-video__message')?.textContent).toBe('Invalid video embed');
    expect(el.querySelector('button, iframe')).toBeNull();
    expect(String(error.mock.calls[0]?.[1])).toContain('Invalid video embed: its embed html has no iframe or object');
  });

  it('says a Vimeo Basic video is unsupported', async () => {
    const el = videoBlock('block-basic', '<iframe src="https://player.vimeo.com/video/1"></iframe>');
    await mountVideo(el, { providerName: 'Vimeo', account_type: 'basic' });
    expect(el.textContent).toBe('Vimeo Basic accounts are unsupported.');
    expect(el.querySelector('iframe')).toBeNull();
  });

  it('refuses a bad data-video-mode on the markup', async () => {
    const el = videoBlock('block-mode', '<iframe src="https://www.youtube.com/embed/a"></iframe>');
    el.dataset['videoMode'] = 'zoom';
    await expect(mountVideo(el, {})).rejects.toThrow('Video mode must be none, fit, fill or null, not "zoom"');
  });
});

describe('audio block', () => {
  afterEach(cleanUp);

  it('needs an http(s) audioAssetUrl; title and author are strings', () => {
    expect(() => audio.parse?.({ title: 'x' }, {})).toThrow('audio: "audioAssetUrl" must be an http(s) address');
    expect(() => audio.parse?.({ audioAssetUrl: 'javascript:alert(1)' }, {})).toThrow('audioAssetUrl');
    expect(() => audio.parse?.({ audioAssetUrl: '/a.mp3', author: 1 }, {})).toThrow('audio: "author" must be a string');
  });

  it('draws a native player under its title and artist, and pauses when a video starts', async () => {
    const el = document.createElement('div');
    el.id = 'block-audio';
    el.innerHTML = '<div class="sqs-block-content"><div class="sqs-audio-embed"></div></div>';
    document.body.append(el);
    const props = audio.parse?.({ audioAssetUrl: '/a.mp3', title: 'Harbour sounds', author: 'The Town Band' }, {});
    teardowns.push(await audio.mount(el, props as never, ctx));
    const player = el.querySelector('audio') as HTMLAudioElement;
    expect(player.controls).toBe(true);
    expect(player.getAttribute('aria-labelledby')).toBe(el.querySelector('figcaption')?.id);
    expect(el.querySelector('figcaption')?.textContent).toBe('Harbour soundsThe Town Band');

    const pause = vi.spyOn(player, 'pause').mockImplementation(() => undefined);
    Object.defineProperty(player, 'paused', { value: false, configurable: true });
    player.dispatchEvent(new Event('play'));
    expect($playingMedia.get()).toMatch(/^audio:/);
    $playingMedia.set('video:other');
    expect(pause).toHaveBeenCalled();
  });
});
