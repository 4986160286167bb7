// The popup overlay's settings (spec 000 §3): style, enableMobile, version, showUntilSignup and the
// display frequency in days (-1: never again once closed), read from websiteSettings.popupOverlaySettings.
// A field of the wrong type throws: the overlay is then skipped with the runtime's console error.

import { isRecord } from '../../core/guards';

export interface OverlaySettings {
  style: string;
  enableMobile: boolean;
  version: number;
  showUntilSignup: boolean;
  /** Days after closing before it shows again; -1 never again. */
  displayFrequency: number;
}

/** Our defaults for missing fields (the spec gives none): the least intrusive choice, once. */
export const DEFAULT_SETTINGS: Readonly<OverlaySettings> = {
  style: '',
  enableMobile: false,
  version: 1,
  showUntilSignup: false,
  displayFrequency: -1,
};

export function parseSettings(raw: unknown): OverlaySettings {
  if (!isRecord(raw)) throw new TypeError('popupOverlaySettings must be an object');
  const read = <K extends keyof OverlaySettings>(key: K): OverlaySettings[K] => {
    const value = raw[key];
    if (value === undefined || value === null) return DEFAULT_SETTINGS[key];
    const kind = typeof DEFAULT_SETTINGS[key];
    if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
      throw new TypeError(`popupOverlaySettings.${key} must be a ${kind}`);
    }
    return value as OverlaySettings[K];
  };
  return {
    style: read('style'),
    enableMobile: read('enableMobile'),
    version: read('version'),
    showUntilSignup: read('showUntilSignup'),
    displayFrequency: read('displayFrequency'),
  };
}
