// Text effect enumerations (spec 001 §3): text shape types and marquee directions. The decorative shape
// names the spec mentions are "not shown", so they are not here.

import { defineEnum, type EnumValue } from './enum';

export const TEXT_SHAPE_TYPES = /* @__PURE__ */ defineEnum({
  CIRCLE: 'circle',
  CROSS: 'cross',
  ENCLOSE: 'enclose',
  JAGGED: 'jagged',
  SCRIBBLE: 'scribble',
  STRIKE: 'strike',
  STRIKE_DIAGONAL: 'strikeDiagonal',
  UNDERLINE: 'underline',
  UNDERLINE_CURVE: 'underlineCurve',
  UNDERLINE_DOUBLE: 'underlineDouble',
  WAVE: 'wave',
});
export type TextShapeType = EnumValue<typeof TEXT_SHAPE_TYPES>;

export const MARQUEE_DIRECTIONS = /* @__PURE__ */ defineEnum({
  LEFT: 'left',
  RIGHT: 'right',
});
export type MarqueeDirection = EnumValue<typeof MARQUEE_DIRECTIONS>;
