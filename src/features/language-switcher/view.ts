// The switcher drawn from the host's languages, in the builder's markup (published.ts): each link in its
// language's own name with `lang` and `hreflang`, the page's language `aria-current="true"`. A language
// whose address is not safe is listed as text, never as a link. With one language or none the list is
// hidden: there is nothing to switch to.

import { reportError } from '../../core/errors';
import { safeHref } from '../../core/url';
import { languagesLabel } from '../../platform/strings';
import { currentCode, type Language } from './languages';
import { NAV } from './published';

/** Draws the list into `content` (replacing a list already there). */
export function drawLanguages(content: HTMLElement, languages: readonly Language[], original: string, label: string | null): void {
  const current = currentCode(languages, document.documentElement.lang, original);
  const nav = document.createElement('nav');
  nav.className = 'language-picker';
  nav.setAttribute('aria-label', label ?? languagesLabel);
  const list = document.createElement('ul');
  list.className = 'language-picker-list';
  for (const language of languages) list.append(item(language, language.code === current));
  nav.append(list);
  nav.hidden = languages.length < 2;
  const old = content.querySelector(NAV);
  if (old) old.replaceWith(nav);
  else content.prepend(nav);
}

function item(language: Language, current: boolean): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'language-picker-item';
  const href = safeHref(language.url);
  if (href === undefined && language.url.trim() !== '') {
    reportError(new Error(`language-switcher: the address of ${language.code} is not safe: ${language.url}`), 'language-switcher');
  }
  const node = document.createElement(href === undefined ? 'span' : 'a');
  node.className = 'language-picker-link';
  node.textContent = language.name;
  node.lang = language.code;
  if (href !== undefined) {
    node.setAttribute('href', href);
    node.setAttribute('hreflang', language.code);
  }
  if (current) node.setAttribute('aria-current', 'true');
  li.append(node);
  return li;
}
