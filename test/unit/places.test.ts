// Address suggestions' data (src/core/places.ts): the tracking context read from the page context, the
// query merge, the answers read strictly, the details call's console error; and the combobox's keys
// (src/features/form/address-suggestions.lazy.tsx).

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePlaceDetails, parseSuggestions, placeDetails, placeSuggestions, placesQuery, trackingContext } from '../../src/core/places';
import { comboboxKey } from '../../src/features/form/address-suggestions.lazy';
import { addressSuggestions, parseForm } from '../../src/features/form/model';

const TRACKING = { productArea: 'website', productPage: 'delivery', productSection: 'form-block-address' };

describe('the tracking context', () => {
  it('is the page context trackingContext, its scalar fields as text', () => {
    expect(trackingContext({ ...TRACKING, step: 2, beta: true, nested: { a: 1 }, gone: null })).toEqual({
      ...TRACKING,
      step: '2',
      beta: 'true',
    });
  });

  it('is empty when the page context has none, or not an object', () => {
    expect(trackingContext(undefined)).toEqual({});
    expect(trackingContext('delivery')).toEqual({});
    expect(trackingContext(['delivery'])).toEqual({});
  });

  it('travels with a form only where the site offers suggestions and the form has an address', () => {
    const form = parseForm({ formId: 'f', fields: [{ id: 'a', type: 'address' }] });
    const offered = { websiteSettings: { addressSuggestions: true }, trackingContext: TRACKING };
    expect(addressSuggestions(form, offered)).toEqual({ places: { tracking: TRACKING } });
    expect(addressSuggestions(form, { trackingContext: TRACKING })).toEqual({});
    expect(addressSuggestions(parseForm({ formId: 'f', fields: [{ id: 't', type: 'text' }] }), offered)).toEqual({});
  });
});

describe('placesQuery', () => {
  it('merges the tracking context and the request, the request winning a clash', () => {
    expect(placesQuery({ ...TRACKING, input: 'from tracking' }, { input: '8 Cla', sessionToken: 's1' })).toEqual({
      ...TRACKING,
      input: '8 Cla',
      sessionToken: 's1',
    });
  });

  it('leaves out empty fields', () => {
    expect(placesQuery({ productArea: '' }, { input: 'x', sessionToken: undefined })).toEqual({ input: 'x' });
  });
});

describe('parseSuggestions', () => {
  it('reads place_id and description, skipping predictions without them', () => {
    const answer = {
      status: 'OK',
      predictions: [
        { place_id: 'p1', description: '8 Clarkson Street, New York', structured_formatting: { main_text: '8 Clarkson Street' } },
        { place_id: 'p2' },
        { description: 'no id' },
        'junk',
        { place_id: '', description: '' },
      ],
    };
    expect(parseSuggestions(answer)).toEqual([{ placeId: 'p1', text: '8 Clarkson Street, New York' }]);
  });

  it('throws on an answer without a predictions list', () => {
    for (const bad of [null, 'OK', { status: 'OK' }, { predictions: {} }])
      expect(() => parseSuggestions(bad)).toThrow('Place suggestions: the answer has no "predictions" list');
  });
});

describe('parsePlaceDetails', () => {
  const component = (long: string, types: string[], short = long) => ({ long_name: long, short_name: short, types });

  it('reads line 1 (number and route), city, state (short), zip and country', () => {
    const result = {
      address_components: [
        component('8', ['street_number']),
        component('Clarkson Street', ['route']),
        component('New York', ['locality', 'political']),
        component('New York', ['administrative_area_level_1', 'political'], 'NY'),
        component('10014', ['postal_code']),
        component('United States', ['country', 'political'], 'US'),
      ],
    };
    expect(parsePlaceDetails({ status: 'OK', result })).toEqual({
      line1: '8 Clarkson Street',
      city: 'New York',
      state: 'NY',
      zip: '10014',
      country: 'United States',
    });
  });

  it('falls back to the postal town, and leaves out what the place lacks', () => {
    const result = { address_components: [component('Baker Street', ['route']), component('London', ['postal_town']), 'junk'] };
    expect(parsePlaceDetails({ result })).toEqual({ line1: 'Baker Street', city: 'London', state: '', zip: '', country: '' });
  });

  it('throws on an answer without address components', () => {
    for (const bad of [null, {}, { result: {} }, { result: { address_components: 'x' } }])
      expect(() => parsePlaceDetails(bad)).toThrow('Place details: the answer has no "result.address_components" list');
  });
});

describe('the calls', () => {
  let urls: URL[];
  beforeEach(() => {
    urls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(new URL(url, location.href));
        const body = url.includes('details')
          ? { result: { address_components: [{ long_name: 'Berlin', short_name: 'Berlin', types: ['locality'] }] } }
          : { predictions: [{ place_id: 'p1', description: 'Unter den Linden 77, Berlin' }] };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('autocomplete GETs its path with the merged query', async () => {
    expect(await placeSuggestions(TRACKING, 'Linden', { sessionToken: 's1' })).toEqual([
      { placeId: 'p1', text: 'Unter den Linden 77, Berlin' },
    ]);
    expect(urls[0]!.pathname).toBe('/api/google-maps/places/autocomplete');
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ ...TRACKING, input: 'Linden', sessionToken: 's1' });
  });

  it('details logs the console error without productPage or productSection, and still asks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await placeDetails({ productArea: 'website' }, 'p1', { sessionToken: 's1' })).city).toBe('Berlin');
    expect(String(error.mock.calls[0]?.[1])).toBe(
      'Error: Place details: the tracking context lacks productPage and productSection; the call is sent without it',
    );
    expect(urls[0]!.pathname).toBe('/api/google-maps/places/details');
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ productArea: 'website', placeId: 'p1', sessionToken: 's1' });
    error.mockClear();
    await placeDetails(TRACKING, 'p1', { sessionToken: 's1' });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('comboboxKey', () => {
  const state = (open: boolean, active: number) => ({
    open,
    active,
    suggestions: [
      { placeId: 'a', text: 'A' },
      { placeId: 'b', text: 'B' },
    ],
  });
  const key = (key: string, altKey = false) => ({ key, altKey });

  it('Down opens on the first option and moves down, wrapping; Alt+Down opens without choosing', () => {
    expect(comboboxKey(key('ArrowDown'), state(false, -1))).toEqual({ open: true, active: 0 });
    expect(comboboxKey(key('ArrowDown'), state(true, 0))).toEqual({ open: true, active: 1 });
    expect(comboboxKey(key('ArrowDown'), state(true, 1))).toEqual({ open: true, active: 0 });
    expect(comboboxKey(key('ArrowDown', true), state(false, -1))).toEqual({ open: true, active: -1 });
  });

  it('Up opens on the last option and moves up, wrapping; Alt+Up and Escape close', () => {
    expect(comboboxKey(key('ArrowUp'), state(false, -1))).toEqual({ open: true, active: 1 });
    expect(comboboxKey(key('ArrowUp'), state(true, 0))).toEqual({ open: true, active: 1 });
    expect(comboboxKey(key('ArrowUp', true), state(true, 0))).toEqual({ open: false, active: -1 });
    expect(comboboxKey(key('Escape'), state(true, 1))).toEqual({ open: false, active: -1 });
  });

  it('Enter chooses the active option only; other keys, and keys with nothing to show, are the input own', () => {
    expect(comboboxKey(key('Enter'), state(true, 1))).toBe('choose');
    expect(comboboxKey(key('Enter'), state(true, -1))).toBeUndefined();
    expect(comboboxKey(key('Escape'), state(false, -1))).toBeUndefined();
    expect(comboboxKey(key('a'), state(true, 0))).toBeUndefined();
    expect(comboboxKey(key('ArrowDown'), { open: false, active: -1, suggestions: [] })).toBeUndefined();
  });
});
