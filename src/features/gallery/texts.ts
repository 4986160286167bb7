// What the gallery says, to the eye and to assistive technology (WAI-ARIA carousel and dialog patterns).

export const PREVIOUS = 'Previous slide';
export const NEXT = 'Next slide';
export const STOP_ROTATION = 'Stop automatic slide show';
export const START_ROTATION = 'Start automatic slide show';
export const GALLERY = 'Gallery';
export const LIGHTBOX = 'Image viewer';
export const CLOSE = 'Close';
export const SHOW_CAPTION = 'Show caption';
export const HIDE_CAPTION = 'Hide caption';
export const PLAY_VIDEO = 'Play video';
export const INVALID_VIDEO = 'Invalid video embed';
export const THUMBNAILS = 'Slides';

export const position = (index: number, count: number): string => `${index + 1} of ${count}`;
export const openLabel = (title: string, index: number, count: number): string =>
  title ? `${title}, ${position(index, count)}` : `Image ${position(index, count)}`;
