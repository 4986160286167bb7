// Draws one text shape around its span: one `.TextShape-node` (as the builder names them) per line the
// span's text runs over, placed over that line inside the block's content, with an SVG of the shape's
// strokes. Hidden from assistive technology: the text itself is untouched.

import type { TextShape } from './props';
import { shapeStrokes } from './shapes';

const SVG = 'http://www.w3.org/2000/svg';

interface LineBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The span's boxes merged by line (an inline element gives one rect per line, sometimes more). */
export function lineBoxes(span: Element): LineBox[] {
  const lines: LineBox[] = [];
  for (const rect of span.getClientRects()) {
    if (rect.width === 0 || rect.height === 0) continue;
    const same = lines.find((line) => Math.abs(line.top - rect.top) < 1);
    if (same) {
      same.left = Math.min(same.left, rect.left);
      same.right = Math.max(same.right, rect.right);
    } else lines.push({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  }
  return lines;
}

/** The nodes of one shape, appended to `content`; their paths in drawing order. */
export function drawShape(content: HTMLElement, span: HTMLElement, shape: TextShape): { nodes: HTMLElement[]; paths: SVGPathElement[] } {
  const origin = content.getBoundingClientRect();
  const fontSize = Number.parseFloat(getComputedStyle(span).fontSize) || 16;
  const stroke = strokeWidth(shape, fontSize);
  // Room for what is drawn around the text rather than under or through it.
  const around = shape.shape === 'circle' || shape.shape === 'enclose';
  const padX = fontSize * (around ? 0.3 : 0.15);
  const padY = fontSize * (around ? 0.25 : 0.2);
  const nodes: HTMLElement[] = [];
  const paths: SVGPathElement[] = [];
  lineBoxes(span).forEach((line, index) => {
    const w = line.right - line.left;
    const h = line.bottom - line.top;
    const node = document.createElement('span');
    node.className = 'TextShape-node';
    node.setAttribute('aria-hidden', 'true');
    Object.assign(node.dataset, { textAttributeId: shape.id, shape: shape.shape, index: String(index), isFront: String(shape.isFront) });
    Object.assign(node.style, {
      left: `${line.left - origin.left - content.clientLeft - padX}px`,
      top: `${line.top - origin.top - content.clientTop - padY}px`,
      width: `${w + padX * 2}px`,
      height: `${h + padY * 2}px`,
      opacity: String(shape.opacity),
      mixBlendMode: shape.blend,
      zIndex: shape.isFront ? '1' : '-1',
    });
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${w + padX * 2} ${h + padY * 2}`);
    svg.setAttribute('focusable', 'false');
    for (const d of shapeStrokes(shape.shape, { w, h, padX, padY })) {
      const path = document.createElementNS(SVG, 'path');
      for (const [key, value] of Object.entries({
        d,
        fill: 'none',
        'stroke-width': String(stroke),
        'stroke-linecap': shape.linecap,
        pathLength: '1',
      })) {
        path.setAttribute(key, value);
      }
      path.style.stroke = shape.color;
      path.style.strokeLinejoin = shape.shape === 'circle' ? 'bevel' : 'round';
      svg.append(path);
      paths.push(path);
    }
    node.append(svg);
    content.append(node);
    nodes.push(node);
  });
  return { nodes, paths };
}

/** em: of the text's size now; px: scaled with the text from the size it was drawn at, when known.
 *  Never thicker than the text is high: past that a stroke hides the text and costs the paint. */
function strokeWidth(shape: TextShape, fontSize: number): number {
  const { value, unit } = shape.thickness;
  const width = unit === 'em' ? value * fontSize : shape.fontSize === null ? value : (value * fontSize) / shape.fontSize;
  return Math.min(width, fontSize);
}
