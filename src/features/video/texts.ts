// What the video block says to assistive technology (the spec's own texts are in src/platform/strings.ts).

const PLAY_VIDEO = 'Play video';
export const VIDEO_PLAYER = 'Video player';

/** The play button's name: "Play video", with the video's title where known. */
export const playLabel = (title: string): string => (title ? `${PLAY_VIDEO}: ${title}` : PLAY_VIDEO);
