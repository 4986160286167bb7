// The booking block's data (the two reservation types), its layouts by width (spec 000 §9) and who
// counts as an owner for the "Preview Only" alert (spec 000 §6).
import { describe, expect, it } from 'vitest';
import { isOwner } from '../../src/analytics/audience';
import { layoutFor } from '../../src/features/booking/layout';
import { parseBooking } from '../../src/features/booking/props';
import { bookingPage, scriptAddress } from '../../src/features/booking/providers';

describe('parseBooking', () => {
  it('reads OpenTable by default and Resy by provider', () => {
    expect(parseBooking({ restaurantId: 412810 })).toEqual({
      provider: 'opentable',
      venueId: '412810',
      apiKey: '',
      restaurantName: '',
      bookingUrl: null,
    });
    expect(parseBooking({ provider: 'resy', venueId: '55', apiKey: 'k', bookingUrl: 'https://resy.com/x' })).toMatchObject({
      provider: 'resy',
      venueId: '55',
      apiKey: 'k',
      bookingUrl: 'https://resy.com/x',
    });
  });
  it('refuses what it cannot use, naming the field', () => {
    expect(() => parseBooking('x')).toThrow('must be an object');
    expect(() => parseBooking({ provider: 'tock', restaurantId: 1 })).toThrow('provider must be "opentable" or "resy"');
    expect(() => parseBooking({})).toThrow('restaurantId must be an id');
    expect(() => parseBooking({ provider: 'resy', venueId: 1 })).toThrow('apiKey must be an id');
    expect(() => parseBooking({ restaurantId: 1, restaurantName: 3 })).toThrow('restaurantName must be a string');
  });
  it('never links an unsafe booking page', () => {
    const props = parseBooking({ restaurantId: 7, bookingUrl: 'javascript:alert(1)' });
    expect(props.bookingUrl).toBeNull();
    expect(bookingPage(props)).toBe('https://www.opentable.com/restref/client/?rid=7');
  });
});

describe('layoutFor', () => {
  it('is column at 750 px or less, wide above 850 px, standard between', () => {
    expect([700, 750, 751, 850, 851, 900].map(layoutFor)).toEqual(['column', 'column', 'standard', 'standard', 'wide', 'wide']);
  });
  it('asks OpenTable for the wide widget only when wide', () => {
    const props = parseBooking({ restaurantId: 7 });
    expect(new URL(scriptAddress('https://x.test/loader', props, 'standard', 'fr-FR')).searchParams.get('type')).toBe('standard');
    const wide = new URL(scriptAddress('https://x.test/loader', props, 'wide', undefined));
    expect([wide.searchParams.get('type'), wide.searchParams.get('rid'), wide.searchParams.get('lang')]).toEqual(['wide', '7', 'en-US']);
  });
});

describe('isOwner', () => {
  it('is a signed-in account that is more than a viewer', () => {
    expect(isOwner({ authenticatedAccount: { id: 'a' }, websiteRoles: { w: [1] } })).toBe(true);
    expect(isOwner({ authenticatedAccount: { id: 'a' }, websiteRoles: { w: [10] } })).toBe(false);
    expect(isOwner({ authenticatedAccount: null })).toBe(false);
  });
});
