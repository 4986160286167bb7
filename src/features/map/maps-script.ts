// The maps service's script: loaded once per page and shared by every map block (spec 001 §4), from
// the service's address with the site's render key, plus language and region when the site has a
// locale (§7); a load that has not finished after 30000 ms is rejected (§8).

import { reportError } from '../../core/errors';
import type { PageContext } from '../../core/page-context';
import { setScriptSrc } from '../../core/trusted-types';
import { isSafeScriptUrl } from '../../core/url';
import { type MapsApi, readMapsApi } from './maps-api';

export const MAPS_TIMEOUT_MS = 30_000;
const DEFAULT_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** The global the script calls once `google.maps` is ready (the API's `callback` parameter). */
const CALLBACK = '__siteRuntimeMapsReady';

export interface MapsService {
  key: string;
  scriptUrl: string;
  locale: string | undefined;
}

/** The site's maps service, or null when none is set up (no render key): the blocks show the address. */
export function mapsService(context: PageContext): MapsService | null {
  const settings = context.websiteSettings;
  const key = settings?.mapsRenderKey;
  if (typeof key !== 'string' || key.trim() === '') return null;
  const url = settings?.mapsScriptUrl;
  // A script the page runs: an https address, or one on the site itself.
  const usable = isSafeScriptUrl(url);
  return { key: key.trim(), scriptUrl: usable ? url : DEFAULT_SCRIPT_URL, locale: context.locale };
}

export function scriptAddress(service: MapsService): string {
  const url = new URL(service.scriptUrl, location.href);
  url.searchParams.set('key', service.key);
  const [language, region] = localeParts(service.locale);
  if (language) url.searchParams.set('language', language);
  if (region) url.searchParams.set('region', region);
  url.searchParams.set('callback', CALLBACK);
  return url.href;
}

/** `en-US` → en, US; `fr` → fr; anything else gives nothing. */
function localeParts(locale: string | undefined): [string?, string?] {
  const match = /^([a-z]{2,3})(?:[-_][A-Za-z]{4})?(?:[-_]([A-Za-z]{2}|\d{3}))?$/i.exec(locale ?? '');
  if (!match) return [];
  return [match[1]?.toLowerCase(), match[2]?.toUpperCase()];
}

let loading: Promise<MapsApi> | undefined;

/** The one load of the page: every block after the first gets the same promise, settled or not. */
export function loadMapsApi(service: MapsService): Promise<MapsApi> {
  if (!loading) {
    loading = inject(scriptAddress(service));
    // Reported once for the page; each block shows its address instead.
    loading.catch((error: unknown) => reportError(error, 'map:script'));
  }
  return loading;
}

function inject(src: string): Promise<MapsApi> {
  const global = window as unknown as Record<string, unknown>;
  return new Promise<MapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error): void => {
      clearTimeout(timer);
      // Left harmless rather than deleted: a script that arrives after the timeout still finds it.
      global[CALLBACK] = () => undefined;
      script.onerror = null;
      const api = error ? null : readMapsApi();
      if (api) resolve(api);
      else reject(error ?? new Error(`The maps script at ${src} did not set up google.maps.`));
    };
    const timer = setTimeout(
      () => settle(new Error(`The maps script at ${src} did not load within ${MAPS_TIMEOUT_MS} ms.`)),
      MAPS_TIMEOUT_MS,
    );
    global[CALLBACK] = () => settle();
    script.onerror = () => settle(new Error(`The maps script at ${src} did not load.`));
    setScriptSrc(script, src);
    script.async = true;
    document.head.append(script);
  });
}
