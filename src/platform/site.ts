// Site enumerations (spec 001 §3): the numeric site statuses (website.siteStatus.value) and site types
// (website.websiteType) of the page context.

import { defineEnum, type EnumValue } from './enum';

export const SITE_STATUSES = /* @__PURE__ */ defineEnum({
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
});
export type SiteStatus = EnumValue<typeof SITE_STATUSES>;

export const SITE_TYPES = /* @__PURE__ */ defineEnum({
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
});
export type SiteType = EnumValue<typeof SITE_TYPES>;
