// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CTA_TEXT,
  DEFAULT_OPT_OUT_CTA_TEXT,
  DEFAULT_TEXT,
  isBlankText,
  normalizeSettings,
  toApiSettings,
  toBarPosition,
  toComponentSettings,
  toPopupPosition,
} from '../../src/features/cookie-banner/settings';
import {
  ACCEPT_TYPES,
  BANNER_THEMES,
  BANNER_VARIANTS,
  BAR_POSITIONS,
  COOKIE_BANNER_VERSION,
  CTA_VARIANTS,
  POPUP_POSITIONS,
} from '../../src/platform/cookie-banner';

describe('normalizeSettings', () => {
  it('applies every default of spec 000 §5 to missing values', () => {
    expect(normalizeSettings({})).toEqual({
      text: DEFAULT_TEXT,
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
    expect([DEFAULT_CTA_TEXT, DEFAULT_OPT_OUT_CTA_TEXT]).toEqual(['Accept', 'Decline']);
  });

  it('replaces invalid values with the defaults', () => {
    const settings = normalizeSettings({
      cookieBannerVariant: 'MODAL',
      cookieBannerTheme: 'BLUE',
      cookieBannerCtaVariant: 'LINK',
      cookieBannerAcceptType: 'ALWAYS',
      cookieBannerPosition: 'MIDDLE',
    });
    expect([settings.variant, settings.theme, settings.ctaVariant, settings.acceptType, settings.position]).toEqual([
      'BAR',
      'DARK',
      'ICON',
      'OPT_IN',
      'BOTTOM',
    ]);
  });

  it('keeps valid values', () => {
    const settings = normalizeSettings({
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
    expect(settings).toEqual({
      text: '<p>We bake cookies.</p>',
      ctaText: 'OK',
      optOutCtaText: 'No thanks',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      ctaVariant: 'BUTTON',
      acceptType: 'OPT_IN_AND_OUT',
    });
  });

  it.each(['', '   ', '<p></p>', '<p> </p>', '<P></P>', '<p><br></p>'])('text %j falls back to the default', (text) => {
    expect(isBlankText(text)).toBe(true);
    expect(normalizeSettings({ cookieBannerText: text }).text).toBe(DEFAULT_TEXT);
  });

  it('converts the position to the variant', () => {
    expect(normalizeSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).position).toBe('TOP_LEFT');
    expect(normalizeSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }).position).toBe('TOP');
  });
});

describe('position conversion (spec 000 §4)', () => {
  it.each([
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['TOP', 'TOP'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    ['BOTTOM', 'BOTTOM'],
    ['nonsense', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ])('to a bar: %s → %s', (position, bar) => expect(toBarPosition(position)).toBe(bar));

  it.each([
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['LEFT', 'BOTTOM_LEFT'],
    [undefined, 'BOTTOM_LEFT'],
  ])('to a popup: %s → %s', (position, popup) => expect(toPopupPosition(position)).toBe(popup));
});

describe('component ↔ API forms', () => {
  it('isVisitorDataRestricted is the inverse of isActivityLogEnabled; analytics cookies map to the restrictive policy', () => {
    expect(toApiSettings({ isActivityLogEnabled: true, isAnalyticsCookiesDisabled: true })).toEqual({
      isVisitorDataRestricted: false,
      isRestrictiveCookiePolicyEnabled: true,
    });
    expect(toComponentSettings({ isVisitorDataRestricted: true, isRestrictiveCookiePolicyEnabled: false })).toEqual({
      isActivityLogEnabled: false,
      isRestrictiveCookiePolicyEnabled: false,
      isAnalyticsCookiesDisabled: false,
    });
  });

  it('an empty paragraph is saved as an empty string', () => {
    expect(toApiSettings({ cookieBannerText: '<p></p>' }).cookieBannerText).toBe('');
    expect(toApiSettings({ cookieBannerText: '<p>Hi</p>' }).cookieBannerText).toBe('<p>Hi</p>');
    expect('cookieBannerText' in toApiSettings({})).toBe(false);
  });

  it('round-trips', () => {
    const component = {
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerText: '<p>x</p>',
    };
    expect(toComponentSettings(toApiSettings(component))).toEqual({ ...component, isRestrictiveCookiePolicyEnabled: true });
  });
});

describe('the settings table of spec 000 §3', () => {
  const spec = readFileSync(resolve(process.cwd(), 'test/spec/000_06ecaa88106ba3c9.txt'), 'utf8');
  /** The value cell of the table row for `field`, as a list of the values it names. */
  const values = (field: string, part?: string): string[] => {
    const cell = new RegExp(`^\\| ${field} \\| (.+) \\|$`, 'm').exec(spec)?.[1] ?? '';
    const text = part ? (new RegExp(`${part}: ([^;]+)`).exec(cell)?.[1] ?? '') : cell;
    return text.split(/, | or /).map((value) => value.trim());
  };

  it('names the same values as the platform table', () => {
    expect(values('cookieBannerVariant')).toEqual([...BANNER_VARIANTS]);
    expect(values('cookieBannerPosition', 'bar')).toEqual([...BAR_POSITIONS]);
    expect(values('cookieBannerPosition', 'popup')).toEqual([...POPUP_POSITIONS]);
    expect(values('cookieBannerTheme')).toEqual([...BANNER_THEMES]);
    expect(values('cookieBannerCtaVariant')).toEqual([...CTA_VARIANTS]);
    expect(values('cookieBannerAcceptType')).toEqual([...ACCEPT_TYPES]);
    expect(spec).toContain(`Cookie banner version is ${COOKIE_BANNER_VERSION}.`);
  });
});
