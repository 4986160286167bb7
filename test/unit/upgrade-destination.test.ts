// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEntitled, lightboxAllowed, productUpgrade } from '../../src/core/entitlements';
import type { PageContext } from '../../src/core/page-context';
import { offersUpgrades, upgradeDestination, upgradeUrl } from '../../src/core/upgrade-destination';
import { SITE_STATUSES } from '../../src/platform/site';
import { RESOLD_SITE_STATUSES, TRIAL_SITE_STATUS } from '../../src/platform/upgrade-destinations';

afterEach(() => vi.restoreAllMocks());

const site = (website: PageContext['website'], appDomain?: unknown): PageContext => ({ website, appDomain }) as PageContext;

describe('upgrade destinations (spec 001 §2)', () => {
  it('takes trial, resold and resold grace period to be the site status enumeration’s', () => {
    expect(TRIAL_SITE_STATUS).toBe(SITE_STATUSES.TRIAL);
    expect(RESOLD_SITE_STATUSES).toEqual([SITE_STATUSES.RESOLD, SITE_STATUSES.RESOLD_GRACE_PERIOD]);
  });

  it('offers no upgrade on a resold site or one in its resold grace period (spec 001 §3)', () => {
    expect(offersUpgrades(site({ siteStatus: { value: 13 } }))).toBe(false);
    expect(offersUpgrades(site({ siteStatus: { value: 14 } }))).toBe(false);
    for (const value of [1, 3, 8, 12, 15]) expect(offersUpgrades(site({ siteStatus: { value } }))).toBe(true);
    expect(offersUpgrades({})).toBe(true);
  });

  it('goes to trial-upgrade for a site in trial (status 3), else to upgrade', () => {
    expect(upgradeDestination(site({ siteStatus: { value: 3 } }))).toBe('trial-upgrade');
    expect(upgradeDestination(site({ siteStatus: { value: 8 } }))).toBe('upgrade');
    expect(upgradeDestination({})).toBe('upgrade');
  });

  it('builds the address on the admin host, else on the site itself', () => {
    expect(upgradeUrl(site({ identifier: 'cafe', siteStatus: { value: 3 } }, 'builder.example'), 'https://cafe.example')).toBe(
      'https://cafe.builder.example/config/settings/billing/upgrade',
    );
    expect(upgradeUrl(site({ siteStatus: { value: 8 } }), 'https://cafe.example')).toBe(
      'https://cafe.example/config/settings/billing/subscriptions/website',
    );
  });

  it('gives no address for host names that are not host names', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [identifier, domain] of [
      ['evil.example/#', 'builder.example'],
      ['cafe', 'builder.example/x?'],
      ['javascript:alert(1)//', 'builder.example'],
      ['cafe', 42],
      ['', 'builder.example'],
    ]) {
      expect(upgradeUrl(site({ identifier: identifier as string }, domain), 'https://cafe.example')).toBeUndefined();
    }
    expect(error).toHaveBeenCalledTimes(5);
  });
});

describe('entitlements (spec 001 §3)', () => {
  it('reads names, restricts only with a list, and a bad list restricts nothing (a console error)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isEntitled({}, 'COMMERCE')).toBe(true);
    expect(isEntitled(site({}), 'LIGHTBOX')).toBe(true);
    expect(isEntitled(site({ entitlements: ['COMMERCE'] }), 'COMMERCE')).toBe(true);
    expect(isEntitled(site({ entitlements: ['GIFT_CARDS', 'SUBSCRIPTIONS'] }), 'COMMERCE')).toBe(false);
    // A name this runtime does not read (the host's list is longer) is no harm; names are matched exactly.
    expect(isEntitled(site({ entitlements: ['POINT_OF_SALE', 'SOMETHING_ELSE'] }), 'COMMERCE')).toBe(false);
    expect(isEntitled(site({ entitlements: ['commerce'] }), 'COMMERCE')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    // Numbers are not names: the spec shows none, so none is guessed, and nothing is taken away.
    expect(isEntitled(site({ entitlements: [2, 3] as unknown as string[] }), 'COMMERCE')).toBe(true);
    expect(isEntitled(site({ entitlements: 'all' as unknown as string[] }), 'COMMERCE')).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.join(' '))).toContain('website.entitlements must be a list of names, not [2,3]');
  });

  it('warns in the spec’s words when the lightbox is not in the tier', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lightboxAllowed(site({ entitlements: ['LIGHTBOX'] }))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(lightboxAllowed(site({ entitlements: [] }))).toBe(false);
    expect(warn).toHaveBeenCalledWith('lightboxify is not available in this tier!');
  });

  it('a product needs commerce, and a gift card or a subscription that too', () => {
    const product = (content: Record<string, unknown>): unknown => ({ product: { id: 'p', title: 'P', structuredContent: content } });
    const giftCard = product({ productType: 4 });
    const subscription = product({ productType: 1, subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' } } });
    const physical = product({ productType: 1 });
    expect(productUpgrade(site({ entitlements: ['GIFT_CARDS', 'SUBSCRIPTIONS'] }), physical)).toBe('commerce');
    expect(productUpgrade(site({ entitlements: ['COMMERCE'] }), giftCard)).toBe('gift-cards');
    expect(productUpgrade(site({ entitlements: ['COMMERCE'] }), product({ productType: 'gift card' }))).toBe('gift-cards');
    expect(productUpgrade(site({ entitlements: ['COMMERCE'] }), subscription)).toBe('subscriptions');
    expect(productUpgrade(site({ entitlements: ['COMMERCE'] }), physical)).toBeUndefined();
    expect(productUpgrade(site({ entitlements: ['COMMERCE', 'GIFT_CARDS', 'SUBSCRIPTIONS'] }), giftCard)).toBeUndefined();
    expect(productUpgrade(site({ entitlements: ['COMMERCE', 'GIFT_CARDS', 'SUBSCRIPTIONS'] }), subscription)).toBeUndefined();
    // No list restricts nothing; data of the wrong shape is the product block's own error to give.
    expect(productUpgrade({}, giftCard)).toBeUndefined();
    expect(productUpgrade(site({ entitlements: ['COMMERCE'] }), 'not a block')).toBeUndefined();
  });
});
