// Loads a provider's script as a file (the page's CSP allows only scripts from allowed origins, never
// inline code), into a host element of the caller's, within a time limit (core/deadline.ts): a script
// that has neither run nor failed by then is given up, so a provider that hangs never holds a block.

import { deadline } from './deadline';
import { setScriptSrc } from './trusted-types';

export interface ScriptLoad {
  /** What the script is, for the error: "booking script", "comments script". */
  what: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Resolves once the script has run; rejects when it fails to load, takes too long, or the caller aborts. */
export function loadScript(host: Element, src: string, { what, timeoutMs, signal }: ScriptLoad): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // Throws for an address that is not https or on the site: refused before any timer starts.
    setScriptSrc(script, src);
    const limit = deadline(timeoutMs, signal);
    const settle = (error?: unknown): void => {
      limit.clear();
      limit.signal.removeEventListener('abort', onAbort);
      script.onload = null;
      script.onerror = null;
      if (error) reject(error);
      else resolve();
    };
    const onAbort = (): void =>
      settle(
        limit.expired()
          ? new Error(`The ${what} at ${src} did not load within ${timeoutMs} ms.`)
          : (signal?.reason ?? new Error('aborted')),
      );
    if (limit.signal.aborted) return onAbort();
    limit.signal.addEventListener('abort', onAbort, { once: true });
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`The ${what} at ${src} did not load.`));
    script.async = true;
    host.append(script);
  });
}
