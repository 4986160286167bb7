// A font missing from the typekit kit (spec 000 §8: a console-only failure): the families and
// variations the page expects (`typekitFonts`) against the font faces the kit's stylesheet declared.

import type { PageContext } from '../../../core/page-context';

export interface Face {
  family: string;
  style: string;
  weight: string;
}

interface Expected {
  family: string;
  variations: string[];
}

/** What the page expects; throws on a malformed list. */
export function expectedFonts(context: PageContext): Expected[] {
  const fonts: unknown = context.typekitFonts;
  if (fonts === undefined || fonts === null) return [];
  if (!Array.isArray(fonts)) throw new TypeError('typekitFonts is not a list');
  return fonts.map((font: unknown, index) => {
    const { id, variations } = (font ?? {}) as { id?: unknown; variations?: unknown };
    if (typeof id !== 'string' || id === '') throw new TypeError(`typekitFonts[${index}].id is not a text`);
    const list = Array.isArray(variations) ? variations.filter((v): v is string => typeof v === 'string') : [];
    return { family: id, variations: list };
  });
}

/** Each expected family, or family and variation, that no face provides: `proxima-nova`, `proxima-nova n7`. */
export function missingFonts(expected: readonly Expected[], faces: readonly Face[]): string[] {
  const missing: string[] = [];
  for (const { family, variations } of expected) {
    const own = faces.filter((face) => unquote(face.family) === family);
    if (own.length === 0) {
      missing.push(family);
      continue;
    }
    for (const variation of variations) if (!own.some((face) => provides(face, variation))) missing.push(`${family} ${variation}`);
  }
  return missing;
}

/** A typekit variation (font variation description): `n4` normal 400, `i7` italic 700. An unknown one is not checked. */
function provides(face: Face, variation: string): boolean {
  const match = /^([ni])([1-9])$/.exec(variation);
  if (!match) return true;
  const italic = face.style === 'italic' || face.style.startsWith('oblique');
  return italic === (match[1] === 'i') && weightOf(face.weight) === `${match[2]}00`;
}

function weightOf(weight: string): string {
  if (weight === 'normal') return '400';
  if (weight === 'bold') return '700';
  return weight;
}

function unquote(family: string): string {
  return family.replace(/^["']|["']$/g, '');
}
