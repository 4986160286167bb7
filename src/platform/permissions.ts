// Roles and permissions (spec 001 §3, §6): contributor roles, numeric permission groups, config areas and the
// commerce, settings and newsletter permission lists. The spec gives these lists by name only (no wire
// values) and leaves the settings list and the role → permission mapping partly "not shown".

import { defineEnum, type EnumValue } from './enum';

export const CONTRIBUTOR_ROLES = /* @__PURE__ */ defineEnum({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
});
export type ContributorRole = EnumValue<typeof CONTRIBUTOR_ROLES>;

export const PERMISSION_GROUPS = /* @__PURE__ */ defineEnum({
  AUTHENTICATED_WITH_NO_SITE_PERMISSIONS: 0,
  CONFIG: 1,
  ADMIN: 2,
});
export type PermissionGroup = EnumValue<typeof PERMISSION_GROUPS>;

export const CONFIG_AREAS = /* @__PURE__ */ defineEnum({
  CONTENT_MANAGER: 'content manager',
  SETTINGS: 'settings',
  ACTIVITY: 'activity',
  COMMERCE: 'commerce',
  NEWSLETTER: 'newsletter',
  CRM: 'CRM',
  MARKETING: 'marketing',
  SCHEDULING: 'scheduling',
});
export type ConfigArea = EnumValue<typeof CONFIG_AREAS>;

export const COMMERCE_PERMISSIONS = /* @__PURE__ */ defineEnum({
  ORDERS: 'orders',
  STORE_SETTINGS: 'store settings',
  SHIPPING: 'shipping',
  COUPONS: 'coupons',
  TAXES: 'taxes',
  EMAIL_NOTIFICATIONS: 'email notifications',
  INVENTORY: 'inventory',
  DONATIONS: 'donations',
  ACCOUNTING: 'accounting',
  DISCOUNTS: 'discounts',
  PAYMENTS: 'payments',
  POINT_OF_SALE: 'point of sale',
  PRODUCT_REVIEWS: 'product reviews',
});
export type CommercePermission = EnumValue<typeof COMMERCE_PERMISSIONS>;

/** Only the settings permissions the spec shows ("and more (rest not shown)"). */
export const SETTINGS_PERMISSIONS = /* @__PURE__ */ defineEnum({
  GENERAL: 'general',
  LOCALE: 'locale',
  DOMAIN: 'domain',
  BILLING: 'billing',
  USER_ACCOUNTS: 'user accounts',
  REMOVE_WEBSITE: 'remove website',
});
export type SettingsPermission = EnumValue<typeof SETTINGS_PERMISSIONS>;

// "read and write for subscriber, group, message and settings": the spec names the parts, not a spelling
// of the combined permission, so the value keeps the two parts readable as `<area> <access>`.
export const NEWSLETTER_PERMISSION_AREAS = ['subscriber', 'group', 'message', 'settings'] as const;
export const NEWSLETTER_PERMISSION_ACCESS = ['read', 'write'] as const;

export const NEWSLETTER_PERMISSIONS = /* @__PURE__ */ defineEnum({
  SUBSCRIBER_READ: 'subscriber read',
  SUBSCRIBER_WRITE: 'subscriber write',
  GROUP_READ: 'group read',
  GROUP_WRITE: 'group write',
  MESSAGE_READ: 'message read',
  MESSAGE_WRITE: 'message write',
  SETTINGS_READ: 'settings read',
  SETTINGS_WRITE: 'settings write',
});
export type NewsletterPermission = EnumValue<typeof NEWSLETTER_PERMISSIONS>;

/** Admin-level internal permissions run up to 2068; the individual values are not shown. */
export const INTERNAL_PERMISSION_MAX = 2068;
