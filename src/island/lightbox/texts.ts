// What the lightbox says, to the eye and to assistive technology (WAI-ARIA dialog pattern).

export const LIGHTBOX = 'Image viewer';
export const CLOSE = 'Close';
export const SHOW_CAPTION = 'Show caption';
export const HIDE_CAPTION = 'Hide caption';
export const PREVIOUS = 'Previous slide';
export const NEXT = 'Next slide';

export const position = (index: number, count: number): string => `${index + 1} of ${count}`;
