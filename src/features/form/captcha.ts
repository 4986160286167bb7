// The captcha provider, loaded on demand the first time a form with a captcha wakes. The provider
// (a third party on a real site; a stand-in on the fixture site) has the usual interface: render a
// widget, read its response, reset it.

import { setScriptSrc } from '../../core/trusted-types';

interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}

interface CaptchaRenderOptions {
  sitekey: string;
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
}

declare global {
  interface Window {
    siteCaptcha?: CaptchaProvider;
  }
}

/** Narrower than this, the widget is drawn compact. */
const COMPACT_BELOW_PX = 320;
const CAPTCHA_NOT_SET_UP = 'Captcha is not set up for this site.';

const loading = new Map<string, Promise<CaptchaProvider>>();

function loadCaptchaProvider(scriptUrl: string): Promise<CaptchaProvider> {
  if (window.siteCaptcha) return Promise.resolve(window.siteCaptcha);
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<CaptchaProvider>((resolve, reject) => {
      const script = document.createElement('script');
      setScriptSrc(script, scriptUrl);
      script.async = true;
      script.addEventListener('load', () =>
        window.siteCaptcha ? resolve(window.siteCaptcha) : reject(new Error(`The captcha provider at ${scriptUrl} did not set itself up.`)),
      );
      script.addEventListener('error', () => reject(new Error(`The captcha provider at ${scriptUrl} did not load.`)));
      document.head.append(script);
    });
    // A failed load may work on a later try.
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

export interface CaptchaWidget {
  response(): string;
  reset(): void;
}

/** Draws the widget; rejects with an Error saying why when the provider is not set up for the site. */
export async function renderCaptcha(
  container: HTMLElement,
  siteKey: string,
  scriptUrl: string,
  onChange: (done: boolean) => void,
): Promise<CaptchaWidget> {
  const provider = await loadCaptchaProvider(scriptUrl);
  let widget: number;
  try {
    widget = provider.render(container, {
      sitekey: siteKey,
      size: container.getBoundingClientRect().width < COMPACT_BELOW_PX ? 'compact' : 'normal',
      callback: () => onChange(true),
      'expired-callback': () => onChange(false),
    });
  } catch (error) {
    throw error instanceof Error ? error : new Error(CAPTCHA_NOT_SET_UP);
  }
  return {
    response: () => provider.getResponse(widget),
    reset: () => {
      provider.reset(widget);
      onChange(false);
    },
  };
}
