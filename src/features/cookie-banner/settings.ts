// Cookie banner settings (spec 000 §3, §5): the page's raw settings normalised with the spec's
// defaults, the bar/popup position conversion of §4, and the component ↔ API forms.

import type { CookieSettings } from '../../core/page-context';
import {
  ACCEPT_TYPES,
  type AcceptType,
  BANNER_THEMES,
  BANNER_VARIANTS,
  type BannerTheme,
  type BannerVariant,
  type BarPosition,
  CTA_VARIANTS,
  type CtaVariant,
  POPUP_POSITIONS,
  type PopupPosition,
} from '../../platform/cookie-banner';

// The spec names the default text only as "a notice about cookie use"; this is ours.
export const DEFAULT_TEXT =
  '<p>This site uses cookies to give you the best experience. By continuing, you agree to our use of cookies.</p>';
export const DEFAULT_CTA_TEXT = 'Accept';
export const DEFAULT_OPT_OUT_CTA_TEXT = 'Decline';

export interface BannerSettings {
  text: string;
  ctaText: string;
  optOutCtaText: string;
  variant: BannerVariant;
  position: BarPosition | PopupPosition;
  theme: BannerTheme;
  ctaVariant: CtaVariant;
  acceptType: AcceptType;
}

export function normalizeSettings(raw: CookieSettings = {}): BannerSettings {
  const variant = oneOf(raw.cookieBannerVariant, BANNER_VARIANTS, 'BAR');
  return {
    text: isBlankText(raw.cookieBannerText) ? DEFAULT_TEXT : (raw.cookieBannerText ?? DEFAULT_TEXT),
    ctaText: nonEmpty(raw.cookieBannerCtaText) ?? DEFAULT_CTA_TEXT,
    optOutCtaText: nonEmpty(raw.cookieBannerOptOutCtaText) ?? DEFAULT_OPT_OUT_CTA_TEXT,
    variant,
    position: variant === 'BAR' ? toBarPosition(raw.cookieBannerPosition) : toPopupPosition(raw.cookieBannerPosition),
    theme: oneOf(raw.cookieBannerTheme, BANNER_THEMES, 'DARK'),
    ctaVariant: oneOf(raw.cookieBannerCtaVariant, CTA_VARIANTS, 'ICON'),
    acceptType: oneOf(raw.cookieBannerAcceptType, ACCEPT_TYPES, 'OPT_IN'),
  };
}

/** Spec 000 §4: a popup at top-left or top-right becomes a top bar; anything else a bottom bar. */
export function toBarPosition(position: string | undefined): BarPosition {
  if (position === 'TOP' || position === 'TOP_LEFT' || position === 'TOP_RIGHT') return 'TOP';
  return 'BOTTOM';
}

/** Spec 000 §4: top bar → top-left, bottom bar → bottom-left, a popup position is kept, else bottom-left. */
export function toPopupPosition(position: string | undefined): PopupPosition {
  if (position === 'TOP') return 'TOP_LEFT';
  if (position === 'BOTTOM') return 'BOTTOM_LEFT';
  return oneOf(position, POPUP_POSITIONS, 'BOTTOM_LEFT');
}

/** True for a missing text, an empty one, or only an empty paragraph (what the editor leaves). */
export function isBlankText(text: string | undefined): boolean {
  return text === undefined || /^\s*(<p>\s*(<br\s*\/?>)?\s*<\/p>)?\s*$/i.test(text);
}

/** The editor's (component) form of the settings. */
export interface ComponentSettings extends CookieSettings {
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
}

/** The stored (API) form: `isVisitorDataRestricted` is the inverse of the activity log. */
export interface ApiSettings extends CookieSettings {
  isVisitorDataRestricted?: boolean;
}

/** @kept the editor's two forms of the settings (spec 000 §3); the runtime reads only the page's */
export function toApiSettings(component: ComponentSettings): ApiSettings {
  const { isActivityLogEnabled, isAnalyticsCookiesDisabled, ...rest } = component;
  return {
    ...rest,
    ...(rest.cookieBannerText === undefined ? {} : { cookieBannerText: isBlankText(rest.cookieBannerText) ? '' : rest.cookieBannerText }),
    ...(isActivityLogEnabled === undefined ? {} : { isVisitorDataRestricted: !isActivityLogEnabled }),
    ...(isAnalyticsCookiesDisabled === undefined ? {} : { isRestrictiveCookiePolicyEnabled: isAnalyticsCookiesDisabled }),
  };
}

/** @kept the editor's two forms of the settings (spec 000 §3); the runtime reads only the page's */
export function toComponentSettings(api: ApiSettings): ComponentSettings {
  const { isVisitorDataRestricted, ...rest } = api;
  return {
    ...rest,
    ...(isVisitorDataRestricted === undefined ? {} : { isActivityLogEnabled: !isVisitorDataRestricted }),
    ...(rest.isRestrictiveCookiePolicyEnabled === undefined ? {} : { isAnalyticsCookiesDisabled: rest.isRestrictiveCookiePolicyEnabled }),
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}
