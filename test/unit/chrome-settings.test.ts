// @vitest-environment node
// The page chrome's settings: what each context asks to draw, the builder enumerations, safe links, and
// a clear error naming the field for each wrong type.
import { describe, expect, it } from 'vitest';
import { readAnnouncement, readBadge, readInfoBar } from '../../src/features/bars/settings';

describe('readAnnouncement', () => {
  it('is off unless showAnnouncementBar is true', () => {
    expect(readAnnouncement({})).toBeUndefined();
    expect(readAnnouncement({ showAnnouncementBar: false, websiteSettings: { announcementBarSettings: { text: 'x' } } })).toBeUndefined();
  });

  it('reads the text, the link in either form and whether it can be closed (default: it can)', () => {
    const on = (announcementBarSettings: Record<string, unknown>) =>
      readAnnouncement({ showAnnouncementBar: true, websiteSettings: { announcementBarSettings } });
    expect(on({ text: '<p>Hi</p>', clickthroughUrl: { url: '/shop', newWindow: true } })).toEqual({
      text: '<p>Hi</p>',
      url: '/shop',
      newWindow: true,
      dismissible: true,
    });
    expect(on({ clickthroughUrl: 'https://example.com/', isDismissible: false })).toEqual({
      text: '',
      url: 'https://example.com/',
      newWindow: false,
      dismissible: false,
    });
  });

  it('throws, naming the field, on a wrong type or an unsafe link', () => {
    expect(() => readAnnouncement({ showAnnouncementBar: 'yes' as unknown as boolean })).toThrow(
      'showAnnouncementBar is "yes", not a boolean',
    );
    const on = (raw: unknown) => () =>
      readAnnouncement({ showAnnouncementBar: true, websiteSettings: { announcementBarSettings: raw as Record<string, unknown> } });
    expect(on([1])).toThrow('announcementBarSettings is [1], not an object');
    expect(on({ text: 3 })).toThrow('text is 3, not a string');
    expect(on({ clickthroughUrl: 'javascript:alert(1)' })).toThrow('not a safe link');
  });
});

describe('readBadge', () => {
  it('type 1 or none draws nothing; 2 light, 3 dark; position, visibility and devices with their defaults', () => {
    expect(readBadge({})).toBeUndefined();
    expect(readBadge({ websiteSettings: { ssBadgeType: 1 } })).toBeUndefined();
    expect(readBadge({ websiteSettings: { ssBadgeType: 2 } })).toEqual({
      theme: 'light',
      position: 'right',
      untilScroll: false,
      devices: 'all',
    });
    expect(readBadge({ websiteSettings: { ssBadgeType: 3, ssBadgePosition: 1, ssBadgeVisibility: 2, ssBadgeDevices: 3 } })).toEqual({
      theme: 'dark',
      position: 'left',
      untilScroll: true,
      devices: 'mobile',
    });
  });

  it('throws on a value outside the enumeration', () => {
    expect(() => readBadge({ websiteSettings: { ssBadgeType: 9 } })).toThrow('ssBadgeType is 9, not one of 1, 2, 3');
    expect(() => readBadge({ websiteSettings: { ssBadgeType: 2, ssBadgeDevices: '1' as unknown as number } })).toThrow(
      'ssBadgeDevices is "1"',
    );
  });
});

describe('readInfoBar', () => {
  const website = {
    contactEmail: 'a@b.example',
    contactPhoneNumber: '+1 (555) 010',
    location: { mapLat: 50.8, mapLng: -1.1 },
    businessHours: { monday: { text: '9-5' }, friday: { text: ' ' }, sunday: { text: 'Closed' } },
  };
  const all = { isContactEmailEnabled: true, isContactPhoneNumberEnabled: true, isLocationEnabled: true, isBusinessHoursEnabled: true };

  it('one link per enabled button with its data; hours of the days that have them, in week order', () => {
    expect(readInfoBar({ website, websiteSettings: { mobileInfoBarSettings: { ...all, style: 2 } } })).toEqual({
      theme: 'dark',
      links: [
        { kind: 'email', href: 'mailto:a@b.example' },
        { kind: 'call', href: 'tel:+1555010' },
        { kind: 'location', href: 'https://maps.google.com/maps?q=50.8%2C-1.1' },
      ],
      hours: [
        ['monday', '9-5'],
        ['sunday', 'Closed'],
      ],
    });
  });

  it('nothing when no button is enabled or its data is missing', () => {
    expect(readInfoBar({ website, websiteSettings: { mobileInfoBarSettings: {} } })).toBeUndefined();
    expect(readInfoBar({ website: {}, websiteSettings: { mobileInfoBarSettings: all } })).toBeUndefined();
  });

  it('throws on wrong types', () => {
    expect(() => readInfoBar({ websiteSettings: { mobileInfoBarSettings: 'on' as unknown as Record<string, unknown> } })).toThrow(
      'mobileInfoBarSettings is "on", not an object',
    );
    expect(() =>
      readInfoBar({ website: { contactEmail: 5 as unknown as string }, websiteSettings: { mobileInfoBarSettings: all } }),
    ).toThrow('contactEmail is 5, not a string');
  });
});
