// Draws the block's map and its marker with the maps service, and applies later settings to both.
// The marker opens the external maps page in a new window (spec 001 §1), when linkOnClick allows.

import type { Listener, MapsApi } from './maps-api';
import type { MapSettings } from './model';
import { externalMapUrl, mapOptions, markerOptions } from './options';

export interface DrawnMap {
  update(settings: MapSettings): void;
  remove(): void;
}

export function drawMap(api: MapsApi, canvas: HTMLElement, first: MapSettings): DrawnMap {
  let settings = first;
  const map = new api.Map(canvas, mapOptions(settings));
  const marker = new api.Marker({ ...markerOptions(settings), map });
  let click: Listener | undefined;
  const listen = (): void => {
    click?.remove();
    click = settings.linkOnClick ? marker.addListener('click', () => openExternal(settings)) : undefined;
  };
  listen();
  return {
    update(next) {
      settings = next;
      map.setOptions(mapOptions(next));
      marker.setOptions(markerOptions(next));
      listen();
    },
    remove() {
      click?.remove();
      marker.setOptions({ map: null });
    },
  };
}

function openExternal(settings: MapSettings): void {
  window.open(externalMapUrl(settings), '_blank', 'noopener');
}
