// Map styles (spec 000 §3 "Map block model": 1 original, 2 grayscale, 3 satellite, 4 minimal light,
// 5 minimal dark, 6 minimal blue; spec 001 §3 names them). A plain table, not a defineEnum: the map
// chunk only asks whether a number is one of them, and the helper would cost it 600 bytes.

export const MAP_STYLES = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;
export type MapStyle = (typeof MAP_STYLES)[keyof typeof MAP_STYLES];

const VALUES: readonly unknown[] = Object.values(MAP_STYLES);

export function isMapStyle(value: unknown): value is MapStyle {
  return VALUES.includes(value);
}
