// The runtime's document events (`site-runtime:*`): one place that names them and their details,
// so a listener and a dispatcher cannot drift apart.

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

declare global {
  interface DocumentEventMap {
    'site-runtime:consent': CustomEvent<RuntimeEventMap['site-runtime:consent']>;
    'site-runtime:form-submitted': CustomEvent<RuntimeEventMap['site-runtime:form-submitted']>;
    'site-runtime:member-session': CustomEvent<RuntimeEventMap['site-runtime:member-session']>;
    'site-runtime:login-required': CustomEvent<RuntimeEventMap['site-runtime:login-required']>;
    'site-runtime:upgrade-needed': CustomEvent<RuntimeEventMap['site-runtime:upgrade-needed']>;
  }
}

export type RuntimeEventName = keyof RuntimeEventMap;

export function dispatch<K extends RuntimeEventName>(name: K, detail: RuntimeEventMap[K], target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}
