// Video block (32): the builder's block (its embed in the JSON's `html` or the markup's
// `.sqs-video-wrapper[data-html]`) gets a play overlay when it nears the viewport; the provider's frame
// comes only when the visitor plays it (player.ts). No React. An embed without a player shows "Invalid
// video embed", a Vimeo Basic video says it is unsupported; either way the block keeps its box.

import { reportError } from '../../core/errors';
import { track } from '../../core/tracking';
import { parseVideoEmbed, providerKey } from '../../core/video-embed';
import type { FeatureModule } from '../../island/feature';
import { invalidVideoEmbed, vimeoBasicUnsupported } from '../../platform/strings';
import { mountPlayer } from './player';
import { parseVideo, parseVideoMode, placeholderRatio, type VideoProps, videoRatio } from './props';

let count = 0;

const feature: FeatureModule<VideoProps> = {
  parse: parseVideo,
  mount(el, props, { context }) {
    const wrapper = el.querySelector<HTMLElement>('.sqs-video-wrapper');
    const html = props.html?.trim() || wrapper?.dataset['html']?.trim() || null;
    const claimed = props.provider || providerKey(wrapper?.dataset['providerName']);
    const mode = props.mode ?? parseVideoMode(el.dataset['videoMode'] ?? wrapper?.dataset['videoMode']);
    if (props.vimeoBasic) {
      showMessage(el, vimeoBasicUnsupported, placeholderRatio(props.aspect));
      return () => undefined;
    }
    // The builder's own hosted video (`resolvedBy: native`) has no embed: its player is the builder's
    // streaming script, which the runtime does not have. Its markup stays as published.
    if (html === null && el.querySelector('.sqs-native-video')) return () => undefined;
    const embed = html === null ? null : parseVideoEmbed(html);
    if (!embed) {
      const why = html === null ? 'the block has no embed html' : 'its embed html has no iframe or object with an http(s) address';
      reportError(new Error(`${invalidVideoEmbed}: ${why} (${el.id || 'video block'})`), 'video');
      showMessage(el, invalidVideoEmbed, placeholderRatio(props.aspect));
      return () => undefined;
    }
    count += 1;
    return mountPlayer(ratioBox(el, videoRatio(props)), {
      key: `video:${count}:${el.id}`,
      embed,
      // An unwrapped player is its host's; a wrapper left as it is takes no provider's API.
      provider: embed.provider ?? claimed,
      title: props.title,
      mode,
      builderThumb: el.querySelector<HTMLImageElement>('img[data-src]'),
      thumbnailUrl: props.thumbnailUrl,
      onPlay: () =>
        track({
          kind: 'event',
          context,
          event: { type: 21, action: 'play', objectType: 'video', objectId: el.id, destinationUrl: embed.src },
        }),
    });
  },
};

export default feature;

/**
 * The block's box: the builder's `.embed-block-wrapper` with the padding it was published with (so
 * nothing moves), else one made at `ratio` percent of the width.
 */
function ratioBox(el: HTMLElement, ratio: number): HTMLElement {
  let box = el.querySelector<HTMLElement>('.embed-block-wrapper');
  if (!box) {
    box = document.createElement('div');
    (el.querySelector('.sqs-block-content') ?? el).append(box);
  }
  box.classList.add('sr-video');
  if (!box.style.paddingBottom) box.style.paddingBottom = `${Math.round(ratio * 100) / 100}%`;
  return box;
}

function showMessage(el: HTMLElement, text: string, ratio: number): void {
  const message = document.createElement('p');
  message.className = 'sr-video__message';
  message.textContent = text;
  ratioBox(el, ratio).append(message);
}
