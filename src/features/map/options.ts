// What the maps service is told: the block's settings as Google Maps JavaScript API options (map and
// marker), and the address of the external maps page the marker and the fallback link open.

import { MAP_STYLES, type MapStyle } from '../../platform/map-styles';
import type { LatLng, MapSettings } from './model';
import { markerLabel } from './texts';

type Styler = Record<string, string | number>;
interface StyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Styler[];
}

export interface MapOptions {
  center: LatLng;
  zoom: number;
  mapTypeId: 'roadmap' | 'terrain' | 'satellite' | 'hybrid';
  styles: StyleRule[];
  disableDefaultUI: boolean;
  zoomControl: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  gestureHandling: 'greedy' | 'cooperative' | 'none';
}

export interface MarkerOptions {
  position: LatLng;
  title: string;
  draggable: boolean;
  clickable: boolean;
}

const GRAY: StyleRule = { stylers: [{ saturation: -100 }] };
const NO_POI: StyleRule = { featureType: 'poi', stylers: [{ visibility: 'off' }] };
const NO_LABELS: StyleRule = { elementType: 'labels', stylers: [{ visibility: 'off' }] };

/** Each style as colour rules (Satellite is a map type instead: it has none). */
const STYLE_RULES: Readonly<Record<MapStyle, readonly StyleRule[]>> = {
  [MAP_STYLES.ORIGINAL]: [],
  [MAP_STYLES.GRAYSCALE]: [GRAY],
  [MAP_STYLES.SATELLITE]: [],
  [MAP_STYLES.MINIMAL_LIGHT]: [{ stylers: [{ saturation: -100 }, { lightness: 40 }] }, NO_POI],
  [MAP_STYLES.MINIMAL_DARK]: [{ stylers: [{ saturation: -100 }, { lightness: -70 }, { gamma: 0.6 }] }, NO_POI],
  [MAP_STYLES.MINIMAL_BLUE]: [{ stylers: [{ hue: '#1d5fa8' }, { saturation: -30 }] }, NO_POI],
};

export function mapOptions(settings: MapSettings): MapOptions {
  const satellite = settings.style === MAP_STYLES.SATELLITE;
  return {
    center: settings.center,
    zoom: settings.zoom,
    mapTypeId: mapType(satellite, settings),
    styles: settings.labels ? [...STYLE_RULES[settings.style]] : [...STYLE_RULES[settings.style], NO_LABELS],
    disableDefaultUI: settings.disableDefaultUI,
    zoomControl: settings.controls,
    draggable: settings.draggable,
    scrollwheel: settings.scrollwheel,
    // A map that does not pan takes no gestures; one without the wheel leaves scrolling to the page.
    gestureHandling: settings.draggable ? (settings.scrollwheel ? 'greedy' : 'cooperative') : 'none',
  };
}

function mapType(satellite: boolean, settings: MapSettings): MapOptions['mapTypeId'] {
  if (satellite) return settings.labels ? 'hybrid' : 'satellite';
  return settings.terrain ? 'terrain' : 'roadmap';
}

export function markerOptions(settings: MapSettings): MarkerOptions {
  return {
    position: settings.marker,
    title: markerLabel(settings.address.title),
    draggable: settings.markerDraggable,
    clickable: settings.linkOnClick,
  };
}

/** The external maps page for the marker's place (spec 001 §1: the marker opens it in a new window). */
export function externalMapUrl(settings: MapSettings): string {
  const { lat, lng } = settings.marker;
  // Two numbers: nothing to escape.
  return `https://maps.google.com/maps?q=${lat},${lng}`;
}
