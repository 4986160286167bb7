// Census beacons that features send (spec 000 §7): button clicks and renders, form renders, overlay
// events and quick views. Failures are swallowed: counting must never get in a visitor's way.

import type { PageContext } from '../core/page-context';
import { whenIdle } from '../core/when-idle';
import { ANALYTICS_TIMEOUT_MS, type Fields, formBody, post } from './beacon';
import { pageFields } from './page-fields';
import { visitorCookie } from './visitor';

export interface ButtonFields {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: string;
}

/** A render is counted in idle time (core/when-idle.ts): a page of many blocks starts without its counts. */
export function recordButtonRender(button: ButtonFields, page: PageContext): Promise<number> {
  return inIdleTime(() => census('button-render', { ...button, visitorCookie: visitorCookie(), ...pageFields(page) }));
}

export function recordButtonClick(button: ButtonFields, page: PageContext): Promise<number> {
  return census('button-click', { ...button, visitorCookie: visitorCookie(), ...pageFields(page) });
}

export function recordFormRender(formId: string, page: PageContext): Promise<number> {
  return inIdleTime(() => census('form-render', { formId, visitorCookie: visitorCookie(), ...pageFields(page) }));
}

/** The popup overlay sends it when shown, closed and submitted (src/features/popup-overlay/). */
export function recordOverlay(event: Fields): Promise<number> {
  return census('overlay', { ...event, visitorCookie: visitorCookie() });
}

export function recordQuickView(id: string): Promise<number> {
  return post(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, '', { timeout: ANALYTICS_TIMEOUT_MS });
}

function inIdleTime(send: () => Promise<number>): Promise<number> {
  return new Promise((resolve) => whenIdle(() => void send().then(resolve)));
}

function census(name: string, fields: Fields): Promise<number> {
  return post(`/api/census/${name}`, formBody(fields), { timeout: ANALYTICS_TIMEOUT_MS });
}
