// What a host's scripts see of the runtime: `window.SiteRuntime` and the document's `site-runtime:*`
// events with their details. The build emits this file's declarations as dist/site-runtime.d.ts
// (build.mjs, emitHostTypes), so it imports nothing: the host gets one file that stands alone.

/** `window.SiteRuntime.state`: the lifecycle of spec 000 §4. */
export type RuntimeState = 'not initialized' | 'initialized';

/** `window.SiteRuntime`: the runtime's lifecycle. */
export interface SiteRuntime {
  init(): void;
  destroy(): void;
  /** Scans new content (the editing frame inserts blocks after start-up). */
  refresh(root?: ParentNode): void;
  readonly state: RuntimeState;
  readonly version: string;
}

/** What the system error overlay shows (spec 001 §3 "System error data"). */
export interface SystemErrorData {
  cleaned?: boolean;
  network?: boolean;
  error?: string;
  message?: string;
  errorKey?: string;
  url?: string;
  format?: string;
}

/** Each `site-runtime:*` event that `document` receives → its `detail`. */
export interface RuntimeEventMap {
  'site-runtime:ready': { version: string };
  'site-runtime:destroyed': { version: string };
  /** `retry`: starts the failed block again, once (a form's "Try again", src/runtime/unsent.ts). */
  'site-runtime:island-error': { block: string; blockType: number | undefined; element: Element; error: unknown; retry?: () => void };
  'site-runtime:system-error': SystemErrorData;
  'site-runtime:login-required': { url: string };
  /** The visitor accepted or declined cookies on this page (core/consent.ts). */
  'site-runtime:consent': { consent: 'granted' | 'denied' };
  /** A form or newsletter submission the host stored (core/form-submission.ts); the popup overlay
   *  listens for its own form's (isOverlayForm). */
  'site-runtime:form-submitted': { formId: string; isOverlayForm: boolean };
  /** A member signed in or out on this page (core/member-session.ts): the member area redraws. */
  'site-runtime:member-session': { signedIn: boolean };
  /** A block met a feature the site's plan lacks (core/entitlements.ts): the owner's notice is drawn. */
  'site-runtime:upgrade-needed': { element: Element; feature: 'lightbox' | 'commerce' | 'gift-cards' | 'subscriptions' };
}

/** The events as `document.addEventListener` hands them to a listener. */
type RuntimeEvents = { [K in keyof RuntimeEventMap]: CustomEvent<RuntimeEventMap[K]> };

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
  }
  interface DocumentEventMap extends RuntimeEvents {}
}
