// The builder's names for a box's aspect ratio, shared by its 7.0 gallery blocks
// (`aspect-ratio: "widescreen"`, `sqs-gallery-aspect-ratio-square`) and 7.1 gallery sections
// (`"aspectRatio": "four-three"`).

/** The builder's named aspect ratios. */
export const NAMED_RATIOS: Readonly<Record<string, number>> = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
  'four-three': 4 / 3,
  'three-four': 3 / 4,
};

/** Other ratios are named by their terms in words (`sixteen-nine`, `two-three`). */
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];

/** Width over height from a name, `16:9` (or `16x9`, `16/9`) or a positive number; null when it is none. */
export function readAspectRatio(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 && Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (Object.hasOwn(NAMED_RATIOS, value)) return NAMED_RATIOS[value] as number;
  const words = /^([a-z]+)-([a-z]+)$/.exec(value);
  if (words) {
    const across = NUMBER_WORDS.indexOf(words[1] as string) + 1;
    const down = NUMBER_WORDS.indexOf(words[2] as string) + 1;
    return across > 0 && down > 0 ? across / down : null;
  }
  const terms = /^(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)$/.exec(value);
  return terms && Number(terms[1]) > 0 && Number(terms[2]) > 0 ? Number(terms[1]) / Number(terms[2]) : null;
}
