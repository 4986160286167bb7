// The inline player (spec 001 §1, §4): a play overlay (the thumbnail and a "Play video" button) until
// the visitor plays it, and only then the provider's frame. One video or audio plays at a time
// ($playingMedia): another starting returns this one to its overlay, paused by message where the
// provider takes one (Vimeo, YouTube), its frame removed where not (the only way to stop it).

import { reportError } from '../../core/errors';
import { loadImage } from '../../core/image-loader';
import { $playingMedia } from '../../core/stores';
import { playerUrl, type VideoCommand, type VideoEmbed, videoCommand } from '../../core/video-embed';
import type { VideoMode } from './props';
import { playLabel, VIDEO_PLAYER } from './texts';

export interface PlayerOptions {
  /** This player's key in $playingMedia. */
  key: string;
  embed: VideoEmbed;
  provider: string;
  title: string;
  mode: VideoMode | null;
  /** The builder's own thumbnail (`img[data-src]`), loaded by the image loader; else `thumbnailUrl`. */
  builderThumb: HTMLImageElement | null;
  thumbnailUrl: string | null;
  /** The visitor started it (from the overlay, not a resume by another player's stop). */
  onPlay(): void;
}

const OBJECT_FIT: Record<VideoMode, string> = { fill: 'cover', fit: 'contain', none: 'none' };

/** Draws the overlay into `box` (the block's ratio box) and plays on its button; returns the teardown. */
export function mountPlayer(box: HTMLElement, options: PlayerOptions): () => void {
  const { key, embed, provider } = options;
  const title = options.title || embed.title;
  const overlay = createOverlay(options, title);
  box.append(overlay);
  // The block is near the viewport already (its trigger): the builder's thumbnail loads now.
  if (options.builderThumb) loadImage(options.builderThumb, { force: true }).catch((error: unknown) => reportError(error, 'video'));
  let frame: HTMLIFrameElement | null = null;

  const post = (command: VideoCommand): void => {
    const message = videoCommand(provider, command);
    if (message !== null && frame?.contentWindow) frame.contentWindow.postMessage(message, new URL(frame.src).origin);
  };
  const play = (): void => {
    options.onPlay();
    $playingMedia.set(key);
    overlay.hidden = true;
    if (frame) {
      frame.hidden = false;
      post('play');
    } else {
      frame = createFrame(embed, provider, title);
      // A frame that loads after another video started must not start too.
      frame.addEventListener('load', () => $playingMedia.get() === key && post('play'));
      box.append(frame);
    }
    // Keyboard visitors go on inside the player they started.
    frame.focus();
  };
  const stop = (): void => {
    if (!frame || !overlay.hidden) return;
    post('pause');
    if (videoCommand(provider, 'pause') !== null) {
      frame.hidden = true;
    } else {
      frame.remove();
      frame = null;
    }
    overlay.hidden = false;
  };

  overlay.addEventListener('click', play);
  const unlisten = $playingMedia.listen((playing) => playing !== key && stop());
  return () => {
    unlisten();
    overlay.removeEventListener('click', play);
    if ($playingMedia.get() === key) $playingMedia.set(null);
  };
}

/** A real button (Enter and Space work), the thumbnail inside it, named "Play video: <title>". */
function createOverlay(options: PlayerOptions, title: string): HTMLButtonElement {
  const overlay = document.createElement('button');
  overlay.type = 'button';
  overlay.className = 'sr-video__overlay';
  overlay.setAttribute('aria-label', playLabel(title));
  // The image loader crops by the nearest data-mode (fill: cover, fit: contain).
  overlay.dataset['mode'] = options.mode ?? 'fill';
  const thumb = options.builderThumb ?? plainThumb(options.thumbnailUrl);
  if (thumb) {
    thumb.classList.add('sr-video__thumb');
    thumb.style.objectFit = OBJECT_FIT[options.mode ?? 'fill'];
    overlay.append(thumb);
  }
  const icon = document.createElement('span');
  icon.className = 'sr-video__icon';
  icon.setAttribute('aria-hidden', 'true');
  overlay.append(icon);
  return overlay;
}

function plainThumb(url: string | null): HTMLImageElement | null {
  if (url === null) return null;
  const img = document.createElement('img');
  img.alt = '';
  img.decoding = 'async';
  img.src = url;
  return img;
}

/** The provider's frame, built from the embed's checked attributes, never from its html. */
function createFrame(embed: VideoEmbed, provider: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = 'sr-video__frame';
  frame.title = title || VIDEO_PLAYER;
  const allow = embed.allow.split(';').map((part) => part.trim());
  frame.allow = (allow.some((part) => part.startsWith('autoplay')) ? allow : ['autoplay', ...allow]).filter(Boolean).join('; ');
  frame.allowFullscreen = embed.allowFullscreen;
  frame.src = playerUrl(embed.src, provider);
  return frame;
}
