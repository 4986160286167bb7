// Video embeds (spec 001 §1, §3): the provider's embed html read, never injected. Its iframe (or object)
// gives an http(s) player address and a few attributes; the runtime builds its own iframe from them.
// Vimeo and YouTube frames take play and pause as postMessage commands.

import { inertDocument } from './trusted-types';

/** What the embed html says about its player, once checked. */
export interface VideoEmbed {
  /** Absolute http(s) address of the player. */
  src: string;
  title: string;
  /** The iframe's permissions policy (`allow`), as given. */
  allow: string;
  allowFullscreen: boolean;
  /** Set when the address says who the player is, whatever the block's data claims: the provider of a
   *  player unwrapped from the builder's Embedly wrapper, or '' for a wrapper left as it is (its frame is
   *  Embedly's page, which takes no provider's parameters or messages). */
  provider?: string;
}

export type VideoCommand = 'play' | 'pause';

/** Provider names as the builder writes them (`providerName`, `resolvedBy`), folded: `YouTube` → `youtube`. */
export function providerKey(name: unknown): string {
  return typeof name === 'string' ? name.trim().toLowerCase().replace(/\s+/g, '') : '';
}

/**
 * The player in an embed's html: the first iframe (`src`) or object (`data`, else its `movie` param),
 * resolved against the page. Null when there is none, or its address is not http(s): spec 001 §5's
 * "A video embed must contain an iframe or object", and no `javascript:` or `data:` frame ever.
 */
export function parseVideoEmbed(html: string, base: string = pageAddress()): VideoEmbed | null {
  const doc = inertDocument(html);
  const player = doc.querySelector('iframe, object');
  if (!player) return null;
  const address =
    player.nodeName === 'IFRAME'
      ? player.getAttribute('src')
      : (player.getAttribute('data') ?? player.querySelector('param[name="movie" i]')?.getAttribute('value'));
  const src = httpAddress(address, base);
  if (src === null) return null;
  const unwrapped = isEmbedlyWrapper(src) ? unwrapEmbedly(src) : undefined;
  return {
    src: unwrapped?.src ?? src,
    title: player.getAttribute('title')?.trim() ?? '',
    allow: player.getAttribute('allow') ?? '',
    allowFullscreen: player.hasAttribute('allowfullscreen'),
    ...(unwrapped === undefined ? {} : { provider: unwrapped.provider }),
  };
}

/** The builder's oEmbed resolver publishes many embeds as Embedly's page around the provider's player:
 *  `//cdn.embedly.com/widgets/media.html?src=<the player's address>&…`. */
function isEmbedlyWrapper(src: string): boolean {
  const url = new URL(src);
  return url.hostname === 'cdn.embedly.com' && url.pathname === '/widgets/media.html';
}

/** The players the runtime knows, by the host of their https address. */
const PROVIDER_HOSTS: Readonly<Record<string, string>> = {
  'www.youtube.com': 'youtube',
  'youtube.com': 'youtube',
  'www.youtube-nocookie.com': 'youtube',
  'player.vimeo.com': 'vimeo',
  'fast.wistia.net': 'wistia',
  'fast.wistia.com': 'wistia',
  'animoto.com': 'animoto',
};

/**
 * The provider's own player inside an Embedly wrapper: its `src` parameter, taken only when it is an
 * https address of a known provider's host. Otherwise the wrapper stays the player, with provider ''.
 */
export function unwrapEmbedly(wrapper: string): { src: string; provider: string } {
  const inner = new URL(wrapper).searchParams.get('src');
  const src = inner === null ? null : httpAddress(inner, 'https://invalid/');
  const url = src === null ? null : new URL(src);
  const provider = url?.protocol === 'https:' ? PROVIDER_HOSTS[url.hostname] : undefined;
  return url && provider ? { src: url.href, provider } : { src: wrapper, provider: '' };
}

/** An absolute http(s) address, or null for anything else (other schemes, unparsable, blank). */
export function httpAddress(value: string | null | undefined, base: string = pageAddress()): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide a scheme from a reader
  const cleaned = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  if (cleaned === '') return null;
  try {
    const url = new URL(cleaned, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The player's address to load once the visitor pressed play: it starts by itself, and YouTube's
 *  frame listens for commands only with `enablejsapi=1`. The embed's own parameters win. */
export function playerUrl(src: string, provider: string): string {
  const url = new URL(src);
  const add = (key: string, value: string): void => {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  };
  if (provider === 'youtube') add('enablejsapi', '1');
  if (provider === 'youtube' || provider === 'vimeo') add('autoplay', '1');
  if (provider === 'wistia') add('autoPlay', 'true');
  return url.href;
}

/** The message a provider's frame takes for play or pause, or null for a provider that takes none. */
export function videoCommand(provider: string, command: VideoCommand): string | null {
  if (provider === 'youtube') return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: '' });
  if (provider === 'vimeo') return JSON.stringify({ method: command });
  return null;
}

/** The page's address; outside a browser (the fixture build) a base that keeps absolute addresses as they are. */
function pageAddress(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}
