// The announcement bar the runtime draws, for a page whose markup does not hold the builder's: the bars
// feature leaves a `data-block="announcement-bar"` marker with the settings, and this block draws it as a
// fixed overlay at the top, so nothing under it moves. A block of its own because its text is HTML and
// goes through the sanitizer (DOMPurify), which a page with the builder's bar never needs; as a block its
// row travels in the blocks chunk, not the entry. No React.

import { dismiss } from '../../core/announcement-dismissal';
import { isRecord } from '../../core/guards';
import { sanitizeHtml } from '../../core/sanitize';
import { setSafeHtml } from '../../core/trusted-types';
import { safeHref } from '../../core/url';
import type { FeatureModule } from '../../island/feature';

interface Props {
  text: string;
  url?: string;
  newWindow: boolean;
  dismissible: boolean;
  /** What the closing is kept under (src/core/announcement-dismissal.ts). */
  key: string;
}

// The same texts as the builder's bar gets from the bars feature.
const ANNOUNCEMENT = 'Announcement';
const CLOSE_ANNOUNCEMENT = 'Close announcement';

const feature: FeatureModule<Props> = {
  parse(raw) {
    if (!isRecord(raw) || typeof raw['text'] !== 'string' || typeof raw['key'] !== 'string') throw new TypeError('no text or key');
    return {
      text: raw['text'],
      url: safeHref(typeof raw['url'] === 'string' ? raw['url'] : undefined),
      newWindow: raw['newWindow'] === true,
      dismissible: raw['dismissible'] !== false,
      key: raw['key'],
    };
  },
  mount(el, props) {
    el.classList.add('sr-announcement');
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', ANNOUNCEMENT);
    el.append(textOf(props));
    if (props.dismissible) el.append(closeButton(el, props.key));
    return () => {
      el.replaceChildren();
      el.classList.remove('sr-announcement');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    };
  },
};

export default feature;

function textOf({ text, url, newWindow }: Props): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sr-announcement__text';
  // Sanitized here; a link inside the text keeps the bar's own link off it (no nested links).
  setSafeHtml(box, sanitizeHtml(text));
  if (url && !box.querySelector('a')) {
    const link = document.createElement('a');
    link.href = url;
    if (newWindow) link.target = '_blank';
    link.append(...box.childNodes);
    box.append(link);
  }
  return box;
}

function closeButton(el: HTMLElement, key: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', CLOSE_ANNOUNCEMENT);
  button.textContent = '×';
  button.addEventListener('click', () => {
    dismiss(key);
    el.hidden = true;
  });
  return button;
}
