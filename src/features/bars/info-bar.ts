// The mobile info bar (spec 000 §9: at 1024 px or less, style.css hides it above): the site's contact
// links fixed at the bottom of the screen, so nothing moves, and its hours behind a disclosure button.

import type { InfoBar, InfoLink } from './settings';
import { CALL, CONTACT, EMAIL, HOURS, LOCATION } from './texts';

const NAMES: Record<InfoLink['kind'], string> = { email: EMAIL, call: CALL, location: LOCATION };

let count = 0;

export function showInfoBar(host: HTMLElement, bar: InfoBar, signal: AbortSignal): void {
  const nav = document.createElement('nav');
  nav.className = `sr-info-bar sr-info-bar--${bar.theme}`;
  nav.setAttribute('aria-label', CONTACT);
  for (const { kind, href } of bar.links) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = NAMES[kind];
    if (kind === 'location') link.target = '_blank';
    nav.append(link);
  }
  if (bar.hours.length > 0) nav.append(...hoursDisclosure(bar.hours, signal));
  host.append(nav);
}

/** WAI-ARIA disclosure: the button shows and hides the list (above the bar); Escape on it closes it. */
function hoursDisclosure(hours: [string, string][], signal: AbortSignal): [HTMLButtonElement, HTMLElement] {
  count += 1;
  const panel = document.createElement('dl');
  panel.id = `sr-info-bar-hours-${count}`;
  panel.className = 'sr-info-bar__hours';
  panel.hidden = true;
  for (const [day, text] of hours) {
    const term = document.createElement('dt');
    term.textContent = day.charAt(0).toUpperCase() + day.slice(1);
    const value = document.createElement('dd');
    value.textContent = text;
    panel.append(term, value);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = HOURS;
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'false');
  const toggle = (open: boolean): void => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => toggle(panel.hidden), { signal });
  button.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || panel.hidden) return;
      // The key closed the list: it is not also the page's (the account's Escape leaves the page).
      event.preventDefault();
      toggle(false);
    },
    { signal },
  );
  return [button, panel];
}
