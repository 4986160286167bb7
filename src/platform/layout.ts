// Layout enumerations (spec 001 §2, §3): device views, the nine anchor positions and section types.

import { defineEnum, type EnumValue } from './enum';

export const DEVICE_VIEWS = /* @__PURE__ */ defineEnum({
  DESKTOP: 'desktop',
  PHONE: 'phone',
  TABLET: 'tablet',
});
export type DeviceView = EnumValue<typeof DEVICE_VIEWS>;

export const ANCHOR_VERTICAL = /* @__PURE__ */ defineEnum({ TOP: 'top', CENTER: 'center', BOTTOM: 'bottom' });
export type AnchorVertical = EnumValue<typeof ANCHOR_VERTICAL>;

export const ANCHOR_HORIZONTAL = /* @__PURE__ */ defineEnum({ LEFT: 'left', CENTER: 'center', RIGHT: 'right' });
export type AnchorHorizontal = EnumValue<typeof ANCHOR_HORIZONTAL>;

// The spec gives the nine positions only as "top/center/bottom crossed with left/center/right"; the
// `vertical-horizontal` spelling is ours. Use `anchorParts` when the two axes are needed apart.
export const ANCHOR_POSITIONS = /* @__PURE__ */ defineEnum({
  TOP_LEFT: 'top-left',
  TOP_CENTER: 'top-center',
  TOP_RIGHT: 'top-right',
  CENTER_LEFT: 'center-left',
  CENTER_CENTER: 'center-center',
  CENTER_RIGHT: 'center-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_CENTER: 'bottom-center',
  BOTTOM_RIGHT: 'bottom-right',
});
export type AnchorPosition = EnumValue<typeof ANCHOR_POSITIONS>;

export function anchorParts(position: AnchorPosition): { vertical: AnchorVertical; horizontal: AnchorHorizontal } {
  const [vertical, horizontal] = position.split('-') as [AnchorVertical, AnchorHorizontal];
  return { vertical, horizontal };
}

export const SECTION_TYPES = /* @__PURE__ */ defineEnum({
  HEADING: 'heading',
  SUB_HEADING: 'sub-heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  LOGO: 'logo',
  ACTION: 'action',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action',
  TEMP_LOCK_INJECT: 'temp-lock-inject',
});
export type SectionType = EnumValue<typeof SECTION_TYPES>;
