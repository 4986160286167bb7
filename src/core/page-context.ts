// The page context of spec 000 §3, as the server writes it into `#site-context`. Every field is
// optional: a page without a context (or with a broken one) runs on DEFAULT_CONTEXT.

export interface CookieSettings {
  isCookieBannerEnabled?: boolean;
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
  cookieBannerText?: string;
  cookieBannerCtaText?: string;
  cookieBannerOptOutCtaText?: string;
  cookieBannerVariant?: string;
  cookieBannerPosition?: string;
  cookieBannerTheme?: string;
  cookieBannerCtaVariant?: string;
  cookieBannerAcceptType?: string;
}

export interface PageContext {
  website?: {
    id?: string;
    identifier?: string;
    baseUrl?: string;
    cloneable?: boolean;
    developerMode?: boolean;
    typekitId?: string;
    websiteType?: number;
    siteStatus?: { value?: number };
    /** The feature entitlements the site's plan includes, by name (src/platform/entitlements.ts); absent: no limit. */
    entitlements?: string[];
    /** The site's contact data, for the mobile info bar (src/features/bars/). */
    contactEmail?: string;
    contactPhoneNumber?: string;
    location?: Record<string, unknown>;
    businessHours?: Record<string, unknown>;
  };
  websiteSettings?: {
    storeSettings?: { selectedCurrency?: string; measurementStandard?: number; expressCheckout?: boolean };
    popupOverlaySettings?: Record<string, unknown>;
    mobileInfoBarSettings?: Record<string, unknown>;
    ssBadgeType?: number;
    /** The site lets a visitor's Escape key open the login (spec 000 §2). */
    allowEscapeKeyLogin?: boolean;
    ssBadgePosition?: number;
    ssBadgeVisibility?: number;
    ssBadgeDevices?: number;
    /** The announcement bar's text (HTML), link and whether it can be closed (src/features/bars/). */
    announcementBarSettings?: Record<string, unknown>;
    /** The maps service's render key (spec 001 §7); without it map blocks show their address. */
    mapsRenderKey?: string;
    /** The maps service's script address (https, or a path on the site); default Google's. */
    mapsScriptUrl?: string;
    /** The fonts stylesheet service (https, or a path on the site); default https://fonts.googleapis.com/css2. */
    googleFontsUrl?: string;
    /** Where typekit kits are, the kit being `<typekitUrl><typekitId>.css`; default https://use.typekit.net/. */
    typekitUrl?: string;
    [key: string]: unknown;
  };
  authenticatedAccount?: { id?: string } | null;
  /** Roles of the signed-in account on this website; its shape varies by host (list or map), see analytics/audience.ts. */
  websiteRoles?: unknown;
  accessPermissions?: string[];
  pageType?: number;
  collection?: { id?: string; title?: string; type?: number; fullUrl?: string };
  collectionId?: string;
  item?: { id?: string; title?: string; recordType?: number };
  itemId?: string;
  templateId?: string;
  /** The template generation, "7" or "7.1" (the builder's context); sent with pageviews and events. */
  templateVersion?: string;
  cookieSettings?: CookieSettings;
  showAnnouncementBar?: boolean;
  /** The site's style settings as the builder publishes them: `tweak-global-animations-enabled` ("true"),
   *  `…-animation-type`, `…-animation-duration` ("0.30s"). */
  tweakJSON?: Record<string, string | undefined>;
  /** The fonts stylesheet service's families, `|` between them (e.g. `Lora:wght@400;700|Inter`). */
  googleFonts?: { includeName?: string };
  /** The families the page expects from the typekit kit, with their variations (`n4`, `i7`). */
  typekitFonts?: Array<{ id?: string; variations?: string[] }>;
  appDomain?: string;
  locale?: string;
  /** Session recording's feature toggle (spec 001 §9): the host writes it only where the toggle is on,
   *  with the share of visitors sampled, 0 to 1 (absent: 0), in `sampleRate` (src/features/session-recording/). */
  sessionRecording?: { sampleRate?: unknown };
  [key: string]: unknown;
}

export const DEFAULT_CONTEXT: Readonly<PageContext> = Object.freeze({});
