// The embed frame's accessible name (the spec gives none): it says whose content the frame shows.

export const embedFrameTitle = 'Embedded content';
export const embedFrameTitleFrom = 'Embedded content from {provider}';
