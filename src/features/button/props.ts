// The button block's data (block type 53).

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

export function parseButton(raw: unknown): ButtonProps {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('button: block data must be an object');
  const data = raw as Record<string, unknown>;
  if (typeof data['text'] !== 'string' || data['text'].trim() === '') throw new TypeError('button: "text" must be a non-empty string');
  return {
    ...(typeof data['id'] === 'string' ? { id: data['id'] } : {}),
    text: data['text'],
    url: typeof data['url'] === 'string' ? data['url'] : '',
    newWindow: data['newWindow'] === true,
    size: oneOf(data['size'], SIZES, 'medium'),
    alignment: oneOf(data['alignment'], ALIGNMENTS, 'center'),
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}
