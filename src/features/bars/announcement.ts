// The announcement bar. The builder's published page already holds it (`.sqs-announcement-bar` in
// `.sqs-announcement-bar-dropzone`, its place reserved before first paint): the runtime names it as a
// region, makes its close control a real button and remembers the closing. Without that markup the bar
// is drawn by the announcement-bar block as a fixed overlay, so nothing under it moves (CLS 0).

import { dismiss, isDismissed } from '../../core/announcement-dismissal';
import { reportError } from '../../core/errors';
import { isSafeNavigationUrl } from '../../core/url';
import type { Announcement } from './settings';
import { ANNOUNCEMENT, CLOSE_ANNOUNCEMENT } from './texts';

const BAR = '.sqs-announcement-bar-dropzone .sqs-announcement-bar';

export function showAnnouncement(host: HTMLElement, settings: Announcement, signal: AbortSignal): void {
  const key = `${settings.text}\n${settings.url ?? ''}`;
  const bar = document.querySelector<HTMLElement>(BAR);
  if (isDismissed(key)) {
    // The builder drew it before we knew: it goes (the one shift a closed bar costs, see docs/blocks.md).
    if (bar) hide(bar);
    return;
  }
  if (!bar) {
    drawLater(host, { ...settings, key });
    return;
  }
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', ANNOUNCEMENT);
  dropUnsafeLinks(bar);
  closeButton(bar, settings.dismissible)?.addEventListener(
    'click',
    () => {
      dismiss(key);
      hide(bar);
    },
    { signal },
  );
}

/**
 * No builder's bar: a marker for the announcement-bar block, which draws it (with the sanitizer) once
 * this feature is live and the runtime scans its element. The element moves to the start of the body,
 * so the bar at the top is first in the keyboard order too.
 */
function drawLater(host: HTMLElement, props: Announcement & { key: string }): void {
  const marker = document.createElement('div');
  marker.setAttribute('data-block', 'announcement-bar');
  marker.setAttribute('data-block-json', JSON.stringify(props));
  host.append(marker);
  document.body.prepend(host);
}

/** The builder's close control is a span or a link: it becomes a button with a name, in the same place. */
function closeButton(bar: HTMLElement, dismissible: boolean): HTMLButtonElement | undefined {
  const found = bar.querySelector<HTMLElement>('.sqs-announcement-bar-close');
  if (!dismissible) {
    found?.remove();
    return undefined;
  }
  if (found instanceof HTMLButtonElement) {
    found.setAttribute('aria-label', CLOSE_ANNOUNCEMENT);
    return found;
  }
  const button = document.createElement('button');
  // Its class and style come along, so the builder's styles size it as before: nothing moves.
  for (const { name, value } of found?.attributes ?? []) button.setAttribute(name, value);
  button.type = 'button';
  button.classList.add('sqs-announcement-bar-close');
  button.setAttribute('aria-label', CLOSE_ANNOUNCEMENT);
  button.append(...(found ? [...found.childNodes] : [document.createTextNode('×')]));
  if (found) found.replaceWith(button);
  else bar.append(button);
  return button;
}

/** The server wrote the bar's link from the same settings; a javascript: one is still not followed. */
function dropUnsafeLinks(bar: HTMLElement): void {
  for (const link of bar.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!isSafeNavigationUrl(href)) {
      link.removeAttribute('href');
      reportError(new Error(`announcement bar: the link "${href}" is not safe; it is not followed`), 'bars');
    }
  }
}

/** Hidden even where the builder's own styles give it a display (an inline style outranks [hidden]). */
function hide(bar: HTMLElement): void {
  bar.hidden = true;
  bar.style.setProperty('display', 'none', 'important');
}
