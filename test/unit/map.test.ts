// The map block (spec 000 §3, §9; spec 001 §1, §3, §5, §7, §8): its data and defaults, the options the
// maps service gets, the script's address and its one shared load with the 30000 ms limit, option
// updates debounced 60 ms, and what the block shows with and without a maps service.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import type { MapsApi } from '../../src/features/map/maps-api';
import { DEFAULT_CENTER, DEFAULT_ZOOM, parseMap } from '../../src/features/map/model';
import { externalMapUrl, mapOptions, markerOptions } from '../../src/features/map/options';
import { OPTION_DEBOUNCE_MS, watchBlockJson } from '../../src/features/map/watch';
import type { MountContext } from '../../src/island/feature';

const LOCATION = {
  mapLat: 51.5,
  mapLng: -0.12,
  markerLat: 51.51,
  markerLng: -0.13,
  mapZoom: 9,
  addressTitle: 'Harbour Kitchen',
  addressLine1: 'St Katharine Docks',
  addressLine2: 'London E1W 1LA',
  addressCountry: 'United Kingdom',
};

describe('map data', () => {
  it('has the look defaults of spec 001 §3 and the centre and zoom of §3, §9', () => {
    const settings = parseMap({});
    expect(settings.center).toEqual(DEFAULT_CENTER);
    expect(settings.center).toEqual({ lat: 40.720882, lng: -74.000988 });
    expect(settings.marker).toEqual(DEFAULT_CENTER);
    expect(settings.zoom).toBe(DEFAULT_ZOOM);
    expect(DEFAULT_ZOOM).toBe(12);
    expect(settings).toMatchObject({
      style: 2,
      labels: true,
      terrain: false,
      draggable: true,
      scrollwheel: true,
      controls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it('reads the builder JSON: location, style and the short option names', () => {
    const settings = parseMap({
      location: LOCATION,
      vSize: null,
      style: 5,
      labels: false,
      terrain: true,
      controls: false,
      draggable: false,
    });
    expect(settings.center).toEqual({ lat: 51.5, lng: -0.12 });
    expect(settings.marker).toEqual({ lat: 51.51, lng: -0.13 });
    expect(settings.zoom).toBe(9);
    expect(settings.address).toEqual({
      title: 'Harbour Kitchen',
      line1: 'St Katharine Docks',
      line2: 'London E1W 1LA',
      country: 'United Kingdom',
    });
    expect(settings).toMatchObject({ style: 5, labels: false, terrain: true, controls: false, draggable: false, scrollwheel: true });
  });

  it("reads the spec's own option names too", () => {
    expect(parseMap({ showLabels: false, showTerrain: true, showControls: false })).toMatchObject({
      labels: false,
      terrain: true,
      controls: false,
    });
  });

  it('falls back from the marker to the map centre and back (spec 001 §5)', () => {
    expect(parseMap({ location: { mapLat: 10, mapLng: 20 } }).marker).toEqual({ lat: 10, lng: 20 });
    expect(parseMap({ location: { markerLat: 10, markerLng: 20 } }).center).toEqual({ lat: 10, lng: 20 });
    // Half a pair is no pair.
    expect(parseMap({ location: { mapLat: 10, markerLat: 5, markerLng: 6 } }).center).toEqual({ lat: 5, lng: 6 });
    expect(parseMap({ location: { mapLat: '10.5', mapLng: '20' } }).center).toEqual({ lat: 10.5, lng: 20 });
  });

  it.each([
    ['not an object', 'map'],
    ['location of the wrong type', { location: 'Main Street' }],
    ['a latitude out of range', { location: { mapLat: 91, mapLng: 0 } }],
    ['a longitude that is not a number', { location: { mapLat: 1, mapLng: 'east' } }],
    ['a zoom that is not a number', { location: { mapZoom: 'near' } }],
    ['an address line that is not text', { location: { addressLine1: 8 } }],
    ['an unknown style', { style: 7 }],
    ['a style written as text', { style: '2' }],
    ['an option that is not a boolean', { scrollwheel: 'yes' }],
  ])('refuses %s, naming the field', (_, raw) => {
    expect(() => parseMap(raw)).toThrow(/^map: /);
  });

  it('keeps the zoom within the service range', () => {
    expect(parseMap({ location: { mapZoom: 40 } }).zoom).toBe(22);
    expect(parseMap({ location: { mapZoom: -3 } }).zoom).toBe(0);
  });
});

describe('map options', () => {
  it('gives each style its look: satellite as a map type, the others as colour rules', () => {
    expect(mapOptions(parseMap({ style: 1 }))).toMatchObject({ mapTypeId: 'roadmap', styles: [] });
    expect(mapOptions(parseMap({ style: 2 })).styles).toEqual([{ stylers: [{ saturation: -100 }] }]);
    expect(mapOptions(parseMap({ style: 3 })).mapTypeId).toBe('hybrid');
    expect(mapOptions(parseMap({ style: 3, labels: false })).mapTypeId).toBe('satellite');
    for (const style of [4, 5, 6]) expect(mapOptions(parseMap({ style })).styles.length).toBeGreaterThan(0);
    expect(new Set([4, 5, 6].map((style) => JSON.stringify(mapOptions(parseMap({ style })).styles))).size).toBe(3);
  });

  it('hides labels, shows terrain, and maps the controls and gestures', () => {
    const options = mapOptions(parseMap({ style: 1, labels: false, terrain: true, controls: false, draggable: true, scrollwheel: false }));
    expect(options.styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(options).toMatchObject({ mapTypeId: 'terrain', zoomControl: false, disableDefaultUI: true, gestureHandling: 'cooperative' });
    expect(mapOptions(parseMap({ draggable: false })).gestureHandling).toBe('none');
    expect(mapOptions(parseMap({})).gestureHandling).toBe('greedy');
  });

  it('names the marker and links to the external maps page of its place', () => {
    const settings = parseMap({ location: LOCATION });
    expect(markerOptions(settings)).toEqual({
      position: { lat: 51.51, lng: -0.13 },
      title: 'Harbour Kitchen, Open in Google Maps (opens in a new window)',
      draggable: false,
      clickable: true,
    });
    expect(externalMapUrl(settings)).toBe('https://maps.google.com/maps?q=51.51,-0.13');
  });
});

const withKey = (locale?: string, mapsScriptUrl?: string): PageContext => ({
  websiteSettings: { mapsRenderKey: 'render-key', ...(mapsScriptUrl ? { mapsScriptUrl } : {}) },
  ...(locale ? { locale } : {}),
});

describe('the maps script', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const script of document.head.querySelectorAll('script')) script.remove();
    delete (window as unknown as { google?: unknown }).google;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is not set up without a render key', async () => {
    const { mapsService } = await import('../../src/features/map/maps-script');
    expect(mapsService({})).toBeNull();
    expect(mapsService({ websiteSettings: { mapsRenderKey: ' ' } })).toBeNull();
  });

  it("is asked for with the render key, the locale's language and region, and a callback", async () => {
    const { mapsService, scriptAddress } = await import('../../src/features/map/maps-script');
    const address = new URL(scriptAddress(mapsService(withKey('en-GB')) ?? fail()));
    expect(address.origin + address.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      key: 'render-key',
      language: 'en',
      region: 'GB',
      callback: '__siteRuntimeMapsReady',
    });
    const french = new URL(scriptAddress(mapsService(withKey('fr', '/maps/api/js?fail=503')) ?? fail()));
    expect(french.pathname).toBe('/maps/api/js');
    expect(Object.fromEntries(french.searchParams)).toEqual({
      fail: '503',
      key: 'render-key',
      language: 'fr',
      callback: '__siteRuntimeMapsReady',
    });
    // No locale: neither; a script address that is neither https nor the site's: the service's own.
    const plain = new URL(scriptAddress(mapsService(withKey(undefined, 'javascript:alert(1)')) ?? fail()));
    expect(plain.host).toBe('maps.googleapis.com');
    expect([...plain.searchParams.keys()]).toEqual(['key', 'callback']);
  });

  it('loads once for every block, and resolves with google.maps when the callback runs', async () => {
    const { loadMapsApi, mapsService } = await import('../../src/features/map/maps-script');
    const service = mapsService(withKey('en-US')) ?? fail();
    const first = loadMapsApi(service);
    const second = loadMapsApi(service);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const api = fakeMapsApi();
    Object.assign(window, { google: { maps: api } });
    (window as unknown as Record<string, () => void>)['__siteRuntimeMapsReady']?.();
    await expect(first).resolves.toBe(api);
  });

  it('is rejected when the script fails to load, and the failure is reported once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadMapsApi, mapsService } = await import('../../src/features/map/maps-script');
    const service = mapsService(withKey()) ?? fail();
    const loading = loadMapsApi(service);
    void loadMapsApi(service).catch(() => undefined);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load\./);
    expect(errors.mock.calls.filter((call) => String(call[0]).startsWith('site-runtime: map:script'))).toHaveLength(1);
  });

  it('is rejected after 30000 ms without an answer (spec 001 §8)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadMapsApi, mapsService, MAPS_TIMEOUT_MS } = await import('../../src/features/map/maps-script');
    expect(MAPS_TIMEOUT_MS).toBe(30000);
    let outcome = 'pending';
    loadMapsApi(mapsService(withKey()) ?? fail()).catch((error: Error) => {
      outcome = error.message;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatch(/did not load within 30000 ms/);
  });
});

describe('option updates', () => {
  afterEach(() => vi.useRealTimers());

  it('are applied 60 ms after the last change (spec 000 §9)', async () => {
    vi.useFakeTimers();
    expect(OPTION_DEBOUNCE_MS).toBe(60);
    const el = document.createElement('div');
    const seen: Array<string | null> = [];
    const abort = new AbortController();
    watchBlockJson(el, (json) => seen.push(json), abort.signal);
    el.setAttribute('data-block-json', '{"style":1}');
    await vi.advanceTimersByTimeAsync(59);
    el.setAttribute('data-block-json', '{"style":3}');
    await vi.advanceTimersByTimeAsync(59);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['{"style":3}']);
    abort.abort();
    el.setAttribute('data-block-json', '{"style":4}');
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['{"style":3}']);
  });
});

describe('the map block', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as unknown as { google?: unknown }).google;
  });

  async function mount(context: PageContext, json: object): Promise<{ el: HTMLElement; abort: AbortController }> {
    const feature = (await import('../../src/features/map/index')).default;
    const el = document.createElement('div');
    el.className = 'sqs-block map-block';
    el.setAttribute('data-block-json', JSON.stringify(json));
    el.innerHTML = '<div class="sqs-block-content">&nbsp;</div>';
    document.body.replaceChildren(el);
    const abort = new AbortController();
    const ctx: MountContext = {
      name: 'map',
      context,
      signal: abort.signal,
      fail: () => undefined,
      load: () => Promise.reject(new Error('none')),
    };
    await feature.mount(el, parseMap(json), ctx);
    return { el, abort };
  }

  it('shows the address and the external link without a maps service', async () => {
    const { el } = await mount({}, { location: LOCATION });
    const box = el.querySelector('.sqs-block-content > .sr-map');
    expect(box?.getAttribute('data-state')).toBe('fallback');
    expect(box?.querySelector('address')?.textContent).toBe(
      'Harbour KitchenSt Katharine DocksLondon E1W 1LAUnited KingdomOpen in Google Maps (opens in a new window)',
    );
    const link = box?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://maps.google.com/maps?q=51.51,-0.13');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('draws the map, opens the external page from the marker, and applies new options debounced', async () => {
    const api = fakeMapsApi();
    const { el } = await mount(withKey('en-US'), { location: LOCATION, style: 4 });
    Object.assign(window, { google: { maps: api } });
    (window as unknown as Record<string, () => void>)['__siteRuntimeMapsReady']?.();
    await vi.waitFor(() => expect(el.querySelector('.sr-map')?.getAttribute('data-state')).toBe('map'));
    const box = el.querySelector('.sr-map');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-label')).toBe('Map: Harbour Kitchen');
    expect(api.maps[0]?.options).toMatchObject({ center: { lat: 51.5, lng: -0.12 }, zoom: 9 });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    api.markers[0]?.click();
    expect(open).toHaveBeenCalledWith('https://maps.google.com/maps?q=51.51,-0.13', '_blank', 'noopener');

    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    el.setAttribute('data-block-json', '{"location": {"mapZoom": 3');
    await vi.advanceTimersByTimeAsync(OPTION_DEBOUNCE_MS);
    expect(errors.mock.calls[0]?.[0]).toBe('Error decoding map block data.');
    el.setAttribute('data-block-json', JSON.stringify({ location: { ...LOCATION, mapZoom: 3 }, style: 1 }));
    await vi.advanceTimersByTimeAsync(OPTION_DEBOUNCE_MS - 1);
    expect(api.maps[0]?.options.zoom).toBe(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.maps[0]?.options).toMatchObject({ zoom: 3, mapTypeId: 'roadmap' });
  });
});

function fail(): never {
  throw new Error('expected a maps service');
}

interface FakeMap {
  options: Record<string, unknown>;
}

function fakeMapsApi(): MapsApi & { maps: FakeMap[]; markers: Array<{ click(): void }> } {
  const maps: FakeMap[] = [];
  const markers: Array<{ click(): void }> = [];
  class FakeMapClass {
    options: Record<string, unknown>;
    constructor(_container: HTMLElement, options: object) {
      this.options = { ...options };
      maps.push(this);
    }
    setOptions(options: object): void {
      Object.assign(this.options, options);
    }
  }
  class FakeMarker {
    handlers = new Set<() => void>();
    constructor() {
      markers.push({
        click: () => {
          for (const handler of this.handlers) handler();
        },
      });
    }
    setOptions(): void {}
    addListener(_event: 'click', handler: () => void): { remove(): void } {
      this.handlers.add(handler);
      return { remove: () => this.handlers.delete(handler) };
    }
  }
  return { Map: FakeMapClass, Marker: FakeMarker, maps, markers } as unknown as MapsApi & {
    maps: FakeMap[];
    markers: Array<{ click(): void }>;
  };
}
