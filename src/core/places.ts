// The maps service's place search through the host (spec 001 §7): address suggestions for what a
// visitor typed, and a chosen place's address parts. Both calls send the page's tracking context merged
// with the request's own fields; the answers come in the maps service's shapes and are read strictly.

import { api } from './api';
import { reportError } from './errors';
import { isRecord } from './guards';

/** The host's tracking context (page context `trackingContext`): flat fields such as productArea,
 *  productPage and productSection, sent with every place call. */
export type TrackingContext = Record<string, string>;

export interface PlaceSuggestion {
  placeId: string;
  /** The whole address, as the listbox shows it. */
  text: string;
}

export interface PlaceAddress {
  line1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

interface PlacesRequest {
  sessionToken: string;
  signal?: AbortSignal;
}

const AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
const DETAILS_PATH = '/api/google-maps/places/details';
/** What details needs the tracking context to name (spec 001 §7). */
const DETAILS_TRACKING_FIELDS = ['productPage', 'productSection'] as const;

/** What a block that offers address suggestions carries: the page context's `trackingContext` as the
 *  host published it, read by trackingContext() only once the visitor asks for suggestions. */
export interface PlacesOffer {
  tracking: unknown;
}

/** The tracking context: its scalar fields as text; anything else cannot travel in a query. */
export function trackingContext(raw: unknown): TrackingContext {
  if (!isRecord(raw)) return {};
  const tracking: TrackingContext = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
      tracking[key] = String(value);
  }
  return tracking;
}

/** The query of a place call: the tracking context, then the request's fields, which win a clash (a
 *  tracking field named `input` must not replace what the visitor typed). Empty fields are left out. */
export function placesQuery(tracking: TrackingContext, request: Record<string, string | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...tracking, ...request })) if (value) query[key] = value;
  return query;
}

export async function placeSuggestions(tracking: TrackingContext, input: string, request: PlacesRequest): Promise<PlaceSuggestion[]> {
  const query = placesQuery(tracking, { input, sessionToken: request.sessionToken });
  return parseSuggestions(await api.get(AUTOCOMPLETE_PATH, { query, ...(request.signal ? { signal: request.signal } : {}) }));
}

/** A place's address parts. A tracking context without productPage or productSection is logged (the
 *  host cannot attribute the call), and the call still goes: the visitor's address matters more. */
export async function placeDetails(tracking: TrackingContext, placeId: string, request: PlacesRequest): Promise<PlaceAddress> {
  const missing = DETAILS_TRACKING_FIELDS.filter((field) => !tracking[field]);
  if (missing.length > 0)
    reportError(new Error(`Place details: the tracking context lacks ${missing.join(' and ')}; the call is sent without it`), 'places');
  const query = placesQuery(tracking, { placeId, sessionToken: request.sessionToken });
  return parsePlaceDetails(await api.get(DETAILS_PATH, { query, ...(request.signal ? { signal: request.signal } : {}) }));
}

/** `{predictions: [{place_id, description}]}`; a prediction without both is skipped. */
export function parseSuggestions(data: unknown): PlaceSuggestion[] {
  if (!isRecord(data) || !Array.isArray(data['predictions']))
    throw new TypeError('Place suggestions: the answer has no "predictions" list');
  return data['predictions'].flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item['place_id'] !== 'string' || typeof item['description'] !== 'string') return [];
    return item['place_id'] && item['description'] ? [{ placeId: item['place_id'], text: item['description'] }] : [];
  });
}

/** `{result: {address_components: [{long_name, short_name, types}]}}` to the form's address parts. */
export function parsePlaceDetails(data: unknown): PlaceAddress {
  const result = isRecord(data) ? data['result'] : undefined;
  if (!isRecord(result) || !Array.isArray(result['address_components']))
    throw new TypeError('Place details: the answer has no "result.address_components" list');
  const components = result['address_components'].filter(isRecord);
  const part = (type: string, name: 'long_name' | 'short_name' = 'long_name'): string => {
    const found = components.find((component) => Array.isArray(component['types']) && component['types'].includes(type));
    const value = found?.[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    line1: [part('street_number'), part('route')].filter(Boolean).join(' ') || part('premise'),
    city: part('locality') || part('postal_town') || part('sublocality'),
    state: part('administrative_area_level_1', 'short_name'),
    zip: part('postal_code'),
    country: part('country'),
  };
}
