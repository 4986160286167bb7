// Shape block (71): the builder's SVG shape, fitted to its box. A fluid shape keeps its aspect ratio
// (a rectangle is square), a stretched one fills the box's whole width and height (spec 001 §9); the
// sizing class (100, 150 or 67, spec 000 §9) scales it about its centre; a drop shadow it cannot parse
// is logged and left off (drop-shadow.ts). Scaling is a transform, and the box is the builder's, so
// nothing around it moves. No React.

import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';
import { type DropShadow, dropShadowFilter, parseDropShadow } from './drop-shadow';

export const SHAPE_SIZES = [100, 150, 67] as const;
type ShapeSize = (typeof SHAPE_SIZES)[number];

export interface ShapeProps {
  shapeType: string;
  stretch: boolean;
  size: ShapeSize;
  /** Drawn under the shape; null: none (or one that could not be parsed, logged). */
  dropShadow: DropShadow | null;
}

const SIZE_CLASSES = SHAPE_SIZES.map((size) => `sr-shape--${size}`);

const feature: FeatureModule<ShapeProps> = {
  parse(raw) {
    if (!isRecord(raw)) throw new TypeError('shape: the block data must be an object');
    const { shapeType, stretch = false, sizing = 100 } = raw;
    if (typeof shapeType !== 'string' || shapeType.trim() === '') throw new TypeError('shape: "shapeType" must be a shape name');
    if (typeof stretch !== 'boolean') throw new TypeError('shape: "stretch" must be true or false');
    if (!SHAPE_SIZES.includes(sizing as ShapeSize)) throw new TypeError(`shape: "sizing" must be one of ${SHAPE_SIZES.join(', ')}`);
    return { shapeType, stretch, size: sizing as ShapeSize, dropShadow: parseDropShadow(raw['dropShadow']) };
  },
  mount(el, props) {
    const svg = el.querySelector<SVGSVGElement>('svg.sqs-shape');
    if (!svg?.getAttribute('viewBox')) throw new Error('shape: the block has no shape drawing with a viewBox');
    if (props.shapeType === 'rectangle' && !props.stretch) svg.setAttribute('viewBox', squareViewBox(svg));
    svg.setAttribute('preserveAspectRatio', props.stretch ? 'none' : 'xMidYMid meet');
    el.classList.add('sr-shape', `sr-shape--${props.size}`);
    // Set through the CSSOM from parsed numbers and a checked colour, never pasted as text.
    if (props.dropShadow) svg.style.filter = dropShadowFilter(props.dropShadow);
    // The drawing comes back with the server HTML on teardown; the block's own classes do not.
    return () => {
      el.classList.remove('sr-shape', ...SIZE_CLASSES);
      svg.style.removeProperty('filter');
    };
  },
};

export default feature;

/** A fluid rectangle is square (spec 001 §9): its viewBox, made square about its centre. */
function squareViewBox(svg: SVGSVGElement): string {
  const [x = 0, y = 0, w = 100, h = 100] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const side = Math.min(w, h);
  return `${x + (w - side) / 2} ${y + (h - side) / 2} ${side} ${side}`;
}
