// Analytics enumerations (spec 001 §3): numeric analytics event types, and the event sources and
// environments an analytics event is tagged with (strings, spelled as the spec spells them).

import { defineEnum, type EnumValue } from './enum';

export const ANALYTICS_EVENT_TYPES = /* @__PURE__ */ defineEnum({
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
});
export type AnalyticsEventType = EnumValue<typeof ANALYTICS_EVENT_TYPES>;

export const EVENT_SOURCES = /* @__PURE__ */ defineEnum({
  WEB: 'WEB',
  IOS: 'IOS',
  ANDROID: 'ANDROID',
  SERVER: 'SERVER',
});
export type EventSource = EnumValue<typeof EVENT_SOURCES>;

export const ENVIRONMENTS = /* @__PURE__ */ defineEnum({
  DEV: 'dev',
  QA: 'qa',
  STAGING: 'staging',
  PROD: 'prod',
});
export type Environment = EnumValue<typeof ENVIRONMENTS>;

/** The provider's domain: the app domain its production pages name (spec 001 §7, the events host). */
export const PROVIDER_DOMAIN = 'squarespace.com';
