// What the page chrome says (the spec gives none of these texts; its own are in src/platform/strings.ts).

export const ANNOUNCEMENT = 'Announcement';
export const CLOSE_ANNOUNCEMENT = 'Close announcement';
/** The builder's badge; the spec names it only as "the badge". */
export const BADGE_TEXT = 'Made with Squarespace';
export const BADGE_URL = 'https://www.squarespace.com/';
export const CONTACT = 'Contact';
export const EMAIL = 'Email';
export const CALL = 'Call';
export const LOCATION = 'Location';
export const HOURS = 'Hours';
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
