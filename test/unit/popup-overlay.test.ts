// The popup overlay's rule of showing (spec 000 §4) on fixed clocks, its settings (spec 000 §3) and its
// record in local storage (spec 001 §3 keys), including storage that throws.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_KEY, readRecord, writeRecord } from '../../src/features/popup-overlay/record';
import { type OverlayRecord, shouldShow } from '../../src/features/popup-overlay/rule';
import { DEFAULT_SETTINGS, type OverlaySettings, parseSettings } from '../../src/features/popup-overlay/settings';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const SETTINGS: OverlaySettings = { style: 'light', enableMobile: false, version: 2, showUntilSignup: true, displayFrequency: 7 };

const show = (record: OverlayRecord | undefined, settings: Partial<OverlaySettings> = {}, small = false): boolean =>
  shouldShow({ ...SETTINGS, ...settings }, record, NOW, small);

describe('shouldShow', () => {
  it('shows with no record', () => expect(show(undefined)).toBe(true));

  it('shows when the stored version is older, whenever it was closed', () => {
    expect(show({ version: 1, 'date-closed': NOW - DAY })).toBe(true);
    expect(show({ 'date-closed': NOW - DAY })).toBe(true);
  });

  it('waits the display frequency in days after closing', () => {
    expect(show({ version: 2, 'date-closed': NOW - 7 * DAY + 1 })).toBe(false);
    expect(show({ version: 2, 'date-closed': NOW - 7 * DAY })).toBe(true);
    expect(show({ version: 2, 'date-closed': NOW - 30 * DAY })).toBe(true);
    expect(show({ version: 2, 'date-closed': NOW }, { displayFrequency: 0 })).toBe(true);
  });

  it('never shows again once closed with a frequency of -1', () => {
    expect(show({ version: 2, 'date-closed': NOW - 1000 * DAY }, { displayFrequency: -1 })).toBe(false);
    // …but a newer version is a new overlay.
    expect(show({ version: 1, 'date-closed': NOW - DAY }, { displayFrequency: -1 })).toBe(true);
  });

  it('shows a record that was never closed', () => expect(show({ version: 2 }, { displayFrequency: -1 })).toBe(true));

  it('never shows after sign-up with showUntilSignup, and does without it once the frequency passed', () => {
    const signedUp = { version: 1, submitted: true, 'date-closed': NOW - 30 * DAY };
    expect(show(signedUp)).toBe(false);
    expect(show(signedUp, { showUntilSignup: false })).toBe(true);
  });

  it('skips small screens unless enableMobile', () => {
    expect(show(undefined, {}, true)).toBe(false);
    expect(show(undefined, { enableMobile: true }, true)).toBe(true);
  });
});

describe('parseSettings', () => {
  it('takes the settings and fills in the missing ones', () => {
    expect(parseSettings({ ...SETTINGS })).toEqual(SETTINGS);
    expect(parseSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('throws on anything else', () => {
    expect(() => parseSettings(undefined)).toThrow('popupOverlaySettings must be an object');
    expect(() => parseSettings({ version: '2' })).toThrow('popupOverlaySettings.version must be a number');
    expect(() => parseSettings({ displayFrequency: Number.NaN })).toThrow('popupOverlaySettings.displayFrequency must be a number');
    expect(() => parseSettings({ enableMobile: 'yes' })).toThrow('popupOverlaySettings.enableMobile must be a boolean');
  });
});

describe('the record', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    document.cookie = `srls_${RECORD_KEY}=; max-age=0; path=/`;
  });

  it('is kept under the spec keys, a close keeping an earlier sign-up', () => {
    expect(readRecord()).toBeUndefined();
    writeRecord({ version: 2, submitted: true, 'date-closed': NOW });
    writeRecord({ version: 2, 'date-closed': NOW + DAY });
    expect(readRecord()).toEqual({ version: 2, submitted: true, 'date-closed': NOW + DAY });
    const raw = JSON.parse(localStorage.getItem(RECORD_KEY) ?? '{}') as { v: string };
    expect(JSON.parse(raw.v)).toEqual({ version: 2, submitted: true, 'date-closed': NOW + DAY });
  });

  it('reads foreign or broken data as no record, and drops fields of the wrong type', () => {
    localStorage.setItem(RECORD_KEY, 'not json');
    expect(readRecord()).toBeUndefined();
    localStorage.setItem(RECORD_KEY, JSON.stringify({ v: JSON.stringify({ version: '2', submitted: 1, 'date-closed': NOW }) }));
    expect(readRecord()).toEqual({ 'date-closed': NOW });
  });

  it('survives storage that throws: a warning, and the record kept in a cookie', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readRecord()).toBeUndefined();
    writeRecord({ version: 1, 'date-closed': NOW });
    expect(readRecord()).toEqual({ version: 1, 'date-closed': NOW });
    expect(document.cookie).toContain(`srls_${RECORD_KEY}=`);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
