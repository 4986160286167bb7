// @vitest-environment node
// The pin button's rules (spec 000 §3, `pinterestOverlayOptions.mode`): which modes draw it, and the
// create-pin address for a picture, built through URL APIs and only for web addresses.
import { describe, expect, it, vi } from 'vitest';
import { pinAddress, pinButtonsOn } from '../../src/core/pin-it';

const withMode = (mode: unknown) => ({ websiteSettings: { pinterestOverlayOptions: { mode } } });

describe('pinButtonsOn', () => {
  it('is on for the builder’s enabling mode only', () => {
    expect(pinButtonsOn(withMode('enabled_for_blogs_and_pages'))).toBe(true);
    expect(pinButtonsOn(withMode('disabled'))).toBe(false);
    expect(pinButtonsOn({ websiteSettings: {} })).toBe(false);
    expect(pinButtonsOn({})).toBe(false);
  });
  it('is off for a mode it does not know, saying so once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pinButtonsOn(withMode('always'))).toBe(false);
    expect(pinButtonsOn(withMode(true))).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      'site-runtime: websiteSettings.pinterestOverlayOptions.mode "always" is not "enabled_for_blogs_and_pages" or "disabled"; ' +
        'no pin buttons are shown',
    );
    error.mockRestore();
  });
});

describe('pinAddress', () => {
  it('names the page (without its fragment), the picture and its description, encoded', () => {
    const address = pinAddress('https://cafe.example/journal/roast?a=1&b=2#comments', '/images/beans.jpg?x=1&y=2', 'Beans & cups');
    const url = new URL(address ?? '');
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'https://cafe.example/journal/roast?a=1&b=2',
      media: 'https://cafe.example/images/beans.jpg?x=1&y=2',
      description: 'Beans & cups',
    });
  });
  it('leaves the description out when the picture has none', () => {
    expect(new URL(pinAddress('https://cafe.example/', 'https://cdn.example/a.jpg', '') ?? '').searchParams.has('description')).toBe(false);
  });
  it('gives nothing for a picture or page that is not on the web', () => {
    expect(pinAddress('https://cafe.example/', 'javascript:alert(1)', '')).toBeNull();
    expect(pinAddress('https://cafe.example/', 'data:image/png;base64,AAAA', '')).toBeNull();
    expect(pinAddress('https://cafe.example/', 'http://[', '')).toBeNull();
    expect(pinAddress('file:///tmp/page.html', 'https://cdn.example/a.jpg', '')).toBeNull();
  });
});
