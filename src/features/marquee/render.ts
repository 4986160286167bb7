// Draws the marquee's text on its wave: an SVG over the block's own text row (which keeps the block's
// box, so nothing moves), the items repeated along a <textPath> as often as the path needs. The SVG is
// hidden from assistive technology: the row under it keeps the text, once.

import { buildLookup, type Lookup, regionWidth, segmentLength, waveCubics, wavePath } from './wave';

const SVG = 'http://www.w3.org/2000/svg';

export interface Drawing {
  svg: SVGSVGElement;
  textPath: SVGTextPathElement;
  /** The width of one round of the items, gaps included: the offset wraps at it. */
  round: number;
  lookup: Lookup;
  /** Half the text's height: how far from the wave the pointer still counts as on the text. */
  reach: number;
}

let count = 0;

/** An empty drawing in `root`, for `draw` to fill. */
export function createSvg(root: HTMLElement): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'sr-marquee__svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  root.append(svg);
  return svg;
}

/** (Re)draws the wave and the text for the region's current size and font. */
export function draw(
  svg: SVGSVGElement,
  row: HTMLElement,
  items: readonly string[],
  settings: { waveFrequency: number; waveIntensity: number },
): Drawing {
  const style = getComputedStyle(row);
  const fontSize = Number.parseFloat(style.fontSize) || 16;
  const width = regionWidth(row.clientWidth);
  const height = row.clientHeight || fontSize;
  count += 1;
  const id = `sr-marquee-path-${count}`;
  const cubics = waveCubics(width, segmentLength(settings.waveFrequency), settings.waveIntensity, height / 2);
  const path = element('path', { id, d: wavePath(cubics), fill: 'none' });
  const text = element('text', { 'dominant-baseline': 'central' });
  text.style.font = style.font;
  text.style.letterSpacing = style.letterSpacing;
  svg.style.color = style.color;
  const textPath = element('textPath', { href: `#${id}` });
  text.append(textPath);
  svg.replaceChildren(path, text);
  const widths = measure(textPath, items);
  const gap = fontSize;
  const round = widths.reduce((sum, each) => sum + each + gap, 0);
  const rounds = Math.ceil((path.getTotalLength() + round) / round) + 1;
  const spans: SVGTSpanElement[] = [];
  for (let r = 0, x = 0; r < rounds; r += 1) {
    items.forEach((item, i) => {
      spans.push(element('tspan', { x: String(x) }, item));
      x += (widths[i] ?? 0) + gap;
    });
  }
  textPath.replaceChildren(...spans);
  return { svg, textPath, round, lookup: buildLookup(cubics), reach: fontSize / 2 };
}

/** Each item's length as the SVG sets it, in the row's font. */
function measure(textPath: SVGTextPathElement, items: readonly string[]): number[] {
  const spans = items.map((item) => element('tspan', {}, item));
  textPath.replaceChildren(...spans);
  return spans.map((span) => span.getComputedTextLength());
}

function element<K extends 'path' | 'text' | 'textPath' | 'tspan'>(
  name: K,
  attributes: Record<string, string>,
  content?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (content !== undefined) node.textContent = content;
  return node;
}
