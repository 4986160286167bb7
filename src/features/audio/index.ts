// Audio block (41): the builder's block (its JSON, or its empty `.sqs-audio-embed`'s attributes: props.ts)
// becomes a native <audio controls> under its title and artist. One video or audio plays at a time
// ($playingMedia): this one pauses when another starts. An address the browser cannot play (a music
// service's page, say) leaves a link to it. No React.

import { $playingMedia } from '../../core/stores';
import { track } from '../../core/tracking';
import { safeHref } from '../../core/url';
import type { FeatureModule } from '../../island/feature';
import { type AudioProps, parseAudio, readAudio } from './props';

let count = 0;

const feature: FeatureModule<AudioProps | null> = {
  parse: parseAudio,
  mount(el, data, { context }) {
    const props = data ?? readAudio(el);
    count += 1;
    const key = `audio:${count}:${el.id}`;
    const { figure, audio } = render(props, `${el.id || 'sr-audio'}-${count}-caption`);
    const holder = el.querySelector('.sqs-audio-embed') ?? el.querySelector('.sqs-block-content') ?? el;
    holder.replaceChildren(figure);
    const stopFitting = hideUntilFitted(audio);

    const onPlay = (): void => {
      $playingMedia.set(key);
      track({
        kind: 'event',
        context,
        event: { type: 20, action: 'play', objectType: 'audio', objectId: el.id, destinationUrl: props.src },
      });
    };
    const onStop = (): void => {
      if ($playingMedia.get() === key) $playingMedia.set(null);
    };
    const onError = (): void => offerLink(figure, props);
    audio.addEventListener('error', onError);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onStop);
    audio.addEventListener('ended', onStop);
    const unlisten = $playingMedia.listen((playing) => playing !== key && !audio.paused && audio.pause());
    return () => {
      stopFitting();
      unlisten();
      audio.pause();
      audio.removeEventListener('error', onError);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('ended', onStop);
      onStop();
    };
  },
};

export default feature;

/** The title and artist as a caption that also names the player. */
function render({ src, title, author }: AudioProps, captionId: string): { figure: HTMLElement; audio: HTMLAudioElement } {
  const figure = document.createElement('figure');
  figure.className = 'sr-audio';
  const caption = document.createElement('figcaption');
  caption.id = captionId;
  for (const [value, name] of [
    [title, 'sr-audio__title'],
    [author, 'sr-audio__artist'],
  ] as const) {
    if (!value) continue;
    const line = document.createElement('span');
    line.className = name;
    line.textContent = value;
    caption.append(line);
  }
  const audio = document.createElement('audio');
  audio.controls = true;
  // Nothing is downloaded before the visitor plays it.
  audio.preload = 'none';
  audio.src = src;
  if (caption.childElementCount > 0) {
    audio.setAttribute('aria-labelledby', captionId);
    figure.append(caption);
  }
  figure.append(audio);
  return { figure, audio };
}

/**
 * Chromium's player fits its controls to its width a task after its first layout (the timeline narrows for
 * the time and the buttons), which is a layout shift when the block wakes in view. The player is transparent
 * until then (after its first size is seen, two frames): Chromium counts no shift there, and unlike
 * `visibility: hidden` it stays in the tab order. Returns what cancels the wait.
 */
function hideUntilFitted(audio: HTMLAudioElement): () => void {
  // Without ResizeObserver (older browsers, jsdom) the player is shown at once, shift and all.
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  audio.style.opacity = '0';
  let frame = 0;
  const show = (): void => {
    audio.style.opacity = '';
  };
  const sized = new ResizeObserver(() => {
    sized.disconnect();
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(show);
    });
  });
  sized.observe(audio);
  return () => {
    sized.disconnect();
    cancelAnimationFrame(frame);
    show();
  };
}

/** The browser could not play the address: the visitor still has it, as a link (once). */
function offerLink(figure: HTMLElement, { src, title }: AudioProps): void {
  const href = safeHref(src);
  if (href === undefined || figure.querySelector('.sr-audio__link')) return;
  const link = document.createElement('a');
  link.className = 'sr-audio__link';
  link.href = href;
  link.rel = 'noopener';
  link.textContent = title || href;
  figure.append(link);
}
