// Loads a provider's widget script into the widget's host, as a file (the page's CSP allows only
// scripts from allowed origins, never inline code). A script that has not loaded in 15 s is given up.

import { setScriptSrc } from '../../core/trusted-types';

const SCRIPT_TIMEOUT_MS = 15_000;

/** Resolves once the script has run; rejects when it fails to load or takes too long. */
export function loadScript(host: HTMLElement, src: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error): void => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => settle(new Error(`The booking script at ${src} did not load within ${SCRIPT_TIMEOUT_MS} ms.`)),
      SCRIPT_TIMEOUT_MS,
    );
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`The booking script at ${src} did not load.`));
    signal.addEventListener('abort', () => clearTimeout(timer));
    setScriptSrc(script, src);
    script.async = true;
    host.append(script);
  });
}
