// The button block's data (block type 53): its JSON where the block has one (our pages), else what the
// builder's markup says. The builder's 7.0 buttons and the 7.1 `website.components.button` blocks publish
// no JSON, only their link: `.sqs-block-button-container[data-alignment][data-button-size]` > `a`.

import { isRecord } from '../../core/guards';

type ButtonSize = 'small' | 'medium' | 'large';
type ButtonAlignment = 'left' | 'center' | 'right';

export interface ButtonProps {
  id?: string;
  text: string;
  url: string;
  newWindow: boolean;
  size: ButtonSize;
  alignment: ButtonAlignment;
}

const SIZES: readonly ButtonSize[] = ['small', 'medium', 'large'];
const ALIGNMENTS: readonly ButtonAlignment[] = ['left', 'center', 'right'];

/** The block's JSON; null when it has none, for the markup to say (readButton). */
export function parseButton(raw: unknown): ButtonProps | null {
  if (raw === undefined) return null;
  if (!isRecord(raw)) throw new TypeError('button: block data must be an object');
  if (typeof raw['text'] !== 'string' || raw['text'].trim() === '') throw new TypeError('button: "text" must be a non-empty string');
  return {
    ...(typeof raw['id'] === 'string' ? { id: raw['id'] } : {}),
    text: raw['text'],
    url: typeof raw['url'] === 'string' ? raw['url'] : '',
    newWindow: raw['newWindow'] === true,
    size: oneOf(raw['size'], SIZES, 'medium'),
    alignment: oneOf(raw['alignment'], ALIGNMENTS, 'center'),
  };
}

/** The builder's button as its markup has it: the link's text, address and window, the container's
 *  size and alignment. Throws when the block holds no link with text (nothing to be a button). */
export function readButton(el: Element): ButtonProps {
  const link = el.querySelector<HTMLAnchorElement>('a.sqs-block-button-element') ?? el.querySelector<HTMLAnchorElement>('a[href]');
  const text = link?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (!link || text === '') throw new TypeError('button: the block has no data and no link with text');
  const box = link.closest('[data-button-size],[data-alignment]');
  return {
    text,
    url: link.getAttribute('href') ?? '',
    newWindow: link.target === '_blank',
    size: oneOf(box?.getAttribute('data-button-size'), SIZES, sizeFromClass(link)),
    alignment: oneOf(box?.getAttribute('data-alignment'), ALIGNMENTS, 'center'),
  };
}

/** `sqs-block-button-element--small` and the like, where the container does not say. */
function sizeFromClass(link: Element): ButtonSize {
  return SIZES.find((size) => link.classList.contains(`sqs-block-button-element--${size}`)) ?? 'medium';
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}
