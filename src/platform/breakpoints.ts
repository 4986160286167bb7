// The screen breakpoints of spec 001 §9, in one place: every choice the runtime makes by screen size
// (in code through the queries below, in CSS with the same numbers, held equal by breakpoints.test.ts).

/** Widths in px. Mobile is up to 432 (desktop from 433); the desktop layouts start above 800 and 1024. */
export const BREAKPOINTS = {
  mobileMax: 432,
  desktop: 800,
  wideDesktop: 1024,
} as const;

/** Device heights in px that tell a phone (up to 926), a tablet (up to 1024) and a large tablet (up to 1366). */
export const DEVICE_HEIGHT_TIERS = {
  phone: 926,
  tablet: 1024,
  largeTablet: 1366,
} as const;

/** A mobile screen (spec 001 §9: max width 432; written out, so a chunk that needs only the query carries
 *  only the query: breakpoints.test.ts holds it equal to BREAKPOINTS.mobileMax). */
export const MOBILE_QUERY = '(max-width: 432px)';
