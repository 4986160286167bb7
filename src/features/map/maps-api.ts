// The part of the Google Maps JavaScript API the map block uses (`google.maps.Map`, `Marker`,
// `addListener`, `setOptions`), and the check that the loaded script really gave it.

import type { MapOptions, MarkerOptions } from './options';

export interface Listener {
  remove(): void;
}

interface MapInstance {
  setOptions(options: Partial<MapOptions>): void;
}

interface MarkerInstance {
  setOptions(options: Partial<MarkerOptions> & { map?: MapInstance | null }): void;
  addListener(event: 'click', handler: () => void): Listener;
}

export interface MapsApi {
  Map: new (container: HTMLElement, options: MapOptions) => MapInstance;
  Marker: new (options: MarkerOptions & { map: MapInstance }) => MarkerInstance;
}

/** `window.google.maps` when it has what the block needs, else null. */
export function readMapsApi(): MapsApi | null {
  const google = (window as unknown as { google?: { maps?: Partial<MapsApi> } }).google;
  const maps = google?.maps;
  return typeof maps?.Map === 'function' && typeof maps.Marker === 'function' ? (maps as MapsApi) : null;
}
