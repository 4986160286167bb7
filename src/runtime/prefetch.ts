// Fetches a block's code before the visitor touches it, without running it (`modulepreload`): when the
// block is in view and the browser is idle, and at once on intent (the pointer over it, focus in it),
// so the first touch answers at once. Never on a connection that asks to save data or is 2g: there the
// bytes wait for the visitor to ask for them.

import type { Disarm } from './trigger-types';

/** Starts watching `el` for the moment to fetch `chunk` (and what it imports); the disarm stops it. */
export type Prefetch = (el: Element, chunk: string) => Disarm;

/** `files`: the addresses of a chunk and of the chunks it imports. */
export function createPrefetch(signal: AbortSignal, files: (chunk: string) => string[], idle: (fire: () => void) => Disarm): Prefetch {
  if (thrifty()) return () => () => undefined;
  const fetched = new Set<string>();
  const links: HTMLLinkElement[] = [];
  const watching = new Map<Element, string>();
  const fetch = (chunk: string): void => {
    for (const href of files(chunk)) {
      if (fetched.has(href)) continue;
      fetched.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      links.push(link);
    }
  };
  let observer: IntersectionObserver | undefined;
  const unwatch = (el: Element): void => {
    watching.delete(el);
    observer?.unobserve(el);
  };
  const now = (el: Element): void => {
    const chunk = watching.get(el);
    if (chunk === undefined) return;
    unwatch(el);
    fetch(chunk);
  };
  // In view, then idle: a visitor reading the page is likely to touch what they see. Made with the
  // first block to watch: a page without one has no observer.
  const observe = (el: Element): void => {
    if (typeof IntersectionObserver === 'undefined') return;
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) idle(() => now(entry.target));
    });
    observer.observe(el);
  };
  const onIntent = (event: Event): void => {
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      if (node instanceof Element && watching.has(node)) now(node);
    }
  };
  for (const type of ['pointerover', 'focusin']) window.addEventListener(type, onIntent, { capture: true, passive: true, signal });
  signal.addEventListener(
    'abort',
    () => {
      observer?.disconnect();
      watching.clear();
      for (const link of links) link.remove();
    },
    { once: true },
  );
  return (el, chunk) => {
    watching.set(el, chunk);
    observe(el);
    return () => unwatch(el);
  };
}

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, or a 2g connection (`2g`, `slow-2g`). */
function thrifty(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
