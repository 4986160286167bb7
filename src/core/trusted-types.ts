// The runtime's one Trusted Types policy, `site-runtime`: every place it hands the DOM HTML or a script
// address goes through here, so a host may send `require-trusted-types-for 'script'; trusted-types
// site-runtime` and the runtime still works. Made once a page, on first use, by whichever chunk needs it
// (not by the entry: a page that sets no HTML creates no policy). Where the browser has no Trusted Types,
// every helper passes the string through unchanged.
//
// The policy converts HTML as is: what makes that safe is who may call it. No other script on the page
// can: the policy is kept in a holder the entry makes and hands only to the chunks it imports (each
// chunk exports `acceptTrust` as `__trust`, added by build.mjs), never in the entry's shared table or an
// export. Inside the runtime this module gives out three uses: sanitized HTML (DOMPurify's output,
// through src/core/sanitize.ts), an inert document to read markup from (never attached, so nothing in
// it runs), and a script address, which the policy itself refuses unless it is https or a path on the site.

import { isSafeScriptUrl } from './url';

declare const brand: unique symbol;
/** HTML a sink accepts: a TrustedHTML under Trusted Types, else the string. Only this module makes one. */
export type SafeHtml = string | { readonly [brand]: 'html' };
/** A script address a sink accepts: a TrustedScriptURL under Trusted Types, else the string. */
type SafeScriptUrl = string | { readonly [brand]: 'script-url' };

/** The part of a Trusted Types policy the runtime uses (and DOMPurify's TRUSTED_TYPES_POLICY asks for). */
export interface RuntimePolicy {
  createHTML(input: string): SafeHtml;
  createScriptURL(input: string): SafeScriptUrl;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): RuntimePolicy;
}

const POLICY_NAME = 'site-runtime';

/** Where a page keeps its policy. `made`: a chunk has tried (the policy is undefined where that failed). */
export interface Trust {
  policy?: RuntimePolicy | undefined;
  made?: boolean;
}

let trust: Trust | undefined;

/** Takes the entry's holder; the first one given is kept, so no later caller can swap it. A script that
 *  hands a chunk a holder of its own before the runtime made the policy could as well have made the policy
 *  itself (a name is made once, by whoever is first): nothing it gets this way it could not get anyway. */
export function acceptTrust(given: Trust): void {
  trust ??= given;
}

/** The holder this chunk was given, for a part it imports in turn (core/lazy-part.ts). */
export function currentTrust(): Trust {
  trust ??= {};
  return trust;
}

/** The policy, made by the first chunk that asks (each feature chunk carries its own copy of this module,
 *  and a name can be made only once); undefined without Trusted Types, or when the host's CSP does not
 *  allow the name (then the sinks refuse plain strings, and the console says why). A chunk no one handed
 *  a holder (a unit test) keeps one of its own. */
export function runtimePolicy(): RuntimePolicy | undefined {
  const holder = currentTrust();
  if (!holder.made) {
    holder.made = true;
    holder.policy = makePolicy();
  }
  return holder.policy;
}

function makePolicy(): RuntimePolicy | undefined {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  try {
    return factory?.createPolicy(POLICY_NAME, { createHTML: (input) => input, createScriptURL: scriptUrl });
  } catch (error) {
    console.error(`site-runtime: the Trusted Types policy "${POLICY_NAME}" is not allowed by this page's policy.`, error);
    return undefined;
  }
}

/** The address as is when a script may come from there; else throws, so no sink gets it. */
function scriptUrl(input: string): string {
  if (!isSafeScriptUrl(input))
    throw new TypeError(`site-runtime: a script must come from https or a path on the site, not ${JSON.stringify(input)}.`);
  return input;
}

/** Sets `el`'s inner HTML from HTML that has been made safe (sanitizeHtml). */
export function setSafeHtml(el: Element, html: SafeHtml): void {
  (el as unknown as { innerHTML: SafeHtml }).innerHTML = html;
}

/** Markup parsed into a document of its own, never attached to the page: its scripts never run and its
 *  images never load. For reading what an embed or a builder's attribute says. */
export function inertDocument(markup: string, type: DOMParserSupportedType = 'text/html'): Document {
  const input = runtimePolicy()?.createHTML(markup) ?? markup;
  return new DOMParser().parseFromString(input as string, type);
}

/** Sets a script element's address (a provider's loader) through the policy; throws for an address that
 *  is not https or a path on the site, with or without Trusted Types. */
export function setScriptSrc(script: HTMLScriptElement, src: string): void {
  (script as unknown as { src: SafeScriptUrl }).src = runtimePolicy()?.createScriptURL(src) ?? scriptUrl(src);
}
