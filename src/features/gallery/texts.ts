// What the gallery says, to the eye and to assistive technology (WAI-ARIA carousel and dialog patterns).
// The lightbox's words are its own (src/island/lightbox/texts.ts); the slides' controls share them.

import { position } from '../../island/lightbox/texts';

export { NEXT, PREVIOUS, position } from '../../island/lightbox/texts';

export const STOP_ROTATION = 'Stop automatic slide show';
export const START_ROTATION = 'Start automatic slide show';
export const GALLERY = 'Gallery';
export const PLAY_VIDEO = 'Play video';
export const INVALID_VIDEO = 'Invalid video embed';
export const THUMBNAILS = 'Slides';

export const openLabel = (title: string, index: number, count: number): string =>
  title ? `${title}, ${position(index, count)}` : `Image ${position(index, count)}`;
