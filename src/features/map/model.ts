// The map block's data (spec 000 §3 "Map block model", spec 001 §3 "Map location" and "Map look
// options"), read from its `data-block-json` as the builder publishes it. Pure: it throws on data of
// the wrong type (the runtime logs "Error evaluating map block data." and skips the block).

import { isRecord } from '../../core/guards';
import { isMapStyle, MAP_STYLES, type MapStyle } from '../../platform/map-styles';

export interface LatLng {
  lat: number;
  lng: number;
}

interface MapAddress {
  title: string;
  line1: string;
  line2: string;
  country: string;
}

export interface MapSettings {
  center: LatLng;
  marker: LatLng;
  zoom: number;
  address: MapAddress;
  style: MapStyle;
  labels: boolean;
  terrain: boolean;
  controls: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

/** Spec 001 §3: the default centre, and §9: the default zoom. */
export const DEFAULT_CENTER: Readonly<LatLng> = Object.freeze({ lat: 40.720882, lng: -74.000988 });
export const DEFAULT_ZOOM = 12;
const MAX_ZOOM = 22;

/** The look options of spec 001 §3 with their defaults. The builder writes the short names (`labels`,
 *  `terrain`, `controls`); the spec's own (`showLabels`, …) are read too. */
const FLAGS = {
  labels: { names: ['labels', 'showLabels'], fallback: true },
  terrain: { names: ['terrain', 'showTerrain'], fallback: false },
  draggable: { names: ['draggable'], fallback: true },
  scrollwheel: { names: ['scrollwheel'], fallback: true },
  controls: { names: ['controls', 'showControls'], fallback: true },
  disableDefaultUI: { names: ['disableDefaultUI'], fallback: true },
  markerDraggable: { names: ['markerDraggable'], fallback: false },
  linkOnClick: { names: ['linkOnClick'], fallback: true },
} as const;

type Flag = keyof typeof FLAGS;

export function parseMap(raw: unknown): MapSettings {
  if (!isRecord(raw)) throw new TypeError('map: the block data must be an object');
  const location = raw['location'] ?? {};
  if (!isRecord(location)) throw new TypeError('map: "location" must be an object');
  const mapPoint = point(location, 'mapLat', 'mapLng');
  const markerPoint = point(location, 'markerLat', 'markerLng');
  // Spec 001 §5: the marker and the map centre fall back to each other, then to the default centre.
  const center = mapPoint ?? markerPoint ?? { ...DEFAULT_CENTER };
  const flags = Object.fromEntries((Object.keys(FLAGS) as Flag[]).map((flag) => [flag, readFlag(raw, flag)])) as Record<Flag, boolean>;
  return {
    center,
    marker: markerPoint ?? center,
    zoom: zoomOf(location['mapZoom']),
    address: {
      title: text(location, 'addressTitle'),
      line1: text(location, 'addressLine1'),
      line2: text(location, 'addressLine2'),
      country: text(location, 'addressCountry'),
    },
    style: styleOf(raw['style']),
    ...flags,
  };
}

/** A coordinate pair, or null when either half is absent. A number written as text is read. */
function point(location: Record<string, unknown>, latKey: string, lngKey: string): LatLng | null {
  const lat = coordinate(location, latKey, 90);
  const lng = coordinate(location, lngKey, 180);
  return lat === null || lng === null ? null : { lat, lng };
}

function coordinate(location: Record<string, unknown>, key: string, limit: number): number | null {
  const value = location[key];
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > limit) {
    throw new TypeError(`map: "location.${key}" must be a number from -${limit} to ${limit}`);
  }
  return number;
}

function zoomOf(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_ZOOM;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError('map: "location.mapZoom" must be a number');
  return Math.min(MAX_ZOOM, Math.max(0, Math.round(value)));
}

function text(location: Record<string, unknown>, key: string): string {
  const value = location[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TypeError(`map: "location.${key}" must be text`);
  return value.trim();
}

function styleOf(value: unknown): MapStyle {
  if (value === undefined || value === null) return MAP_STYLES.GRAYSCALE;
  if (isMapStyle(value)) return value;
  throw new TypeError(`map: "style" must be a number from 1 to 6, not ${JSON.stringify(value)}`);
}

function readFlag(raw: Record<string, unknown>, flag: Flag): boolean {
  const { names, fallback } = FLAGS[flag];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'boolean') throw new TypeError(`map: "${name}" must be true or false`);
    return value;
  }
  return fallback;
}
