// Gallery item media types (spec 001 §3), spelled as the spec spells them.

import { defineEnum, type EnumValue } from './enum';

export const GALLERY_ITEM_MEDIA_TYPES = /* @__PURE__ */ defineEnum({
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
});
export type GalleryItemMediaType = EnumValue<typeof GALLERY_ITEM_MEDIA_TYPES>;
