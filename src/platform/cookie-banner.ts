// The cookie banner settings of spec 000 §3: the values each setting takes, and the banner's version.

export const COOKIE_BANNER_VERSION = 2;

/** The cookie that keeps the visitor's choice for 30 days (spec 000 §9): `true` accepted, `false` declined. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type BannerVariant = (typeof BANNER_VARIANTS)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];
