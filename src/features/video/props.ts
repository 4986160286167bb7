// The video block's settings (block 32), read from its `data-block-json` as the builder publishes it:
// the provider's embed (`html`, `providerName` / `resolvedBy`), `thumbnailUrl`, `title`, the size, the
// video mode (spec 001 §5) and the aspect; and the ratios of its box (spec 001 §8, §9).

import { isRecord } from '../../core/guards';
import { httpAddress, providerKey } from '../../core/video-embed';
import { videoModeInvalid } from '../../platform/strings';

export type VideoMode = 'none' | 'fit' | 'fill';

export interface VideoProps {
  /** The provider's embed html; null when the JSON has none (the markup's `data-html` may). */
  html: string | null;
  /** Folded provider name (`youtube`, `vimeo`, `wistia`, `animoto`), '' when not given. */
  provider: string;
  title: string;
  /** An http(s) thumbnail address, else null. */
  thumbnailUrl: string | null;
  mode: VideoMode | null;
  width: number | null;
  height: number | null;
  /** Width over height chosen for the block; 'auto' (the builder's `Auto`) or null when not chosen. */
  aspect: number | 'auto' | null;
  /** Vimeo's oEmbed `account_type` is `basic`: such videos are not supported (spec 001 §5). */
  vimeoBasic: boolean;
}

/** Spec 001 §8: the default video ratio, percent of the width. */
const DEFAULT_VIDEO_RATIO = 56.3;
/** Spec 001 §9: the placeholder's ratio when the aspect is Auto. */
const AUTO_PLACEHOLDER_RATIO = 65;

export function parseVideo(raw: unknown): VideoProps {
  if (!isRecord(raw)) throw new TypeError('video: the block data must be an object');
  const provider = providerKey(optionalString(raw, 'providerName') ?? optionalString(raw, 'resolvedBy'));
  const accountType = optionalString(raw, 'account_type') ?? optionalString(raw, 'accountType') ?? '';
  return {
    html: optionalString(raw, 'html'),
    provider,
    title: optionalString(raw, 'title')?.trim() ?? '',
    thumbnailUrl: httpAddress(optionalString(raw, 'thumbnailUrl')),
    mode: parseVideoMode(raw['videoMode']),
    width: optionalSize(raw, 'width'),
    height: optionalSize(raw, 'height'),
    aspect: parseAspect(raw['aspectRatio']),
    vimeoBasic: provider === 'vimeo' && accountType.trim().toLowerCase() === 'basic',
  };
}

/** Spec 001 §5: none, fit, fill or null (missing); anything else is refused with the spec's words. */
export function parseVideoMode(value: unknown): VideoMode | null {
  if (value === null || value === undefined) return null;
  if (value === 'none' || value === 'fit' || value === 'fill') return value;
  throw new TypeError(`${videoModeInvalid}, not ${JSON.stringify(value)}`);
}

/** The player's box, percent of its width: the chosen aspect, else the embed's size, else 56.3. */
export function videoRatio({ aspect, width, height }: Pick<VideoProps, 'aspect' | 'width' | 'height'>): number {
  if (typeof aspect === 'number') return 100 / aspect;
  if (width !== null && height !== null) return (height / width) * 100;
  return DEFAULT_VIDEO_RATIO;
}

/** The placeholder's box (a block with nothing to play): 65 when the aspect is Auto (or not chosen),
 *  otherwise 100 divided by it. */
export function placeholderRatio(aspect: VideoProps['aspect']): number {
  return typeof aspect === 'number' ? 100 / aspect : AUTO_PLACEHOLDER_RATIO;
}

function optionalString(raw: Record<string, unknown>, key: string): string | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`video: "${key}" must be a string`);
  return value;
}

function optionalSize(raw: Record<string, unknown>, key: string): number | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  const size = typeof value === 'string' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) throw new TypeError(`video: "${key}" must be a positive number`);
  return size;
}

function parseAspect(value: unknown): VideoProps['aspect'] {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'auto';
  const ratio = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof ratio !== 'number' || !Number.isFinite(ratio) || ratio <= 0) {
    throw new TypeError('video: "aspectRatio" must be Auto or a positive number');
  }
  return ratio;
}
