// The audio block's data (block 41): its JSON (`audioAssetUrl`, `title`, `author`) where it has one, else
// what the builder's markup says: 7.1 publishes no JSON, only `.sqs-audio-embed[data-url][data-title]
// [data-author]`, empty until a script draws the player.

import { isRecord } from '../../core/guards';
import { httpAddress } from '../../core/video-embed';

export interface AudioProps {
  /** An http(s) address (relative ones resolved against the page). */
  src: string;
  title: string;
  author: string;
}

/** The block's JSON; null when it has none, for the markup to say (readAudio). */
export function parseAudio(raw: unknown): AudioProps | null {
  if (raw === undefined) return null;
  if (!isRecord(raw)) throw new TypeError('audio: the block data must be an object');
  const src = typeof raw['audioAssetUrl'] === 'string' ? httpAddress(raw['audioAssetUrl']) : null;
  if (src === null) throw new TypeError('audio: "audioAssetUrl" must be an http(s) address');
  return { src, title: text(raw, 'title'), author: text(raw, 'author') };
}

/** The builder's audio embed as its markup has it. Throws when it names no http(s) address. */
export function readAudio(el: Element): AudioProps {
  const embed = el.querySelector('.sqs-audio-embed[data-url]');
  const src = httpAddress(embed?.getAttribute('data-url'));
  if (!embed || src === null) throw new TypeError('audio: the block has no data and no .sqs-audio-embed with an http(s) data-url');
  return { src, title: embed.getAttribute('data-title')?.trim() ?? '', author: embed.getAttribute('data-author')?.trim() ?? '' };
}

function text(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TypeError(`audio: "${key}" must be a string`);
  return value.trim();
}
