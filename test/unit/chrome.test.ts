// The page chrome mounted in jsdom: the builder's announcement bar wired in place and its closing kept,
// the drawn bar sanitized, and a bad piece reported while the others are drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import chrome from '../../src/features/chrome/index';
import overlay from '../../src/features/chrome/island';
import type { FeatureModule, MountContext } from '../../src/island/feature';

function mountChrome(context: PageContext): { host: HTMLElement; ready: Promise<() => void> } {
  const host = document.createElement('div');
  document.body.append(host);
  const ctx: MountContext = {
    name: 'chrome',
    context,
    signal: new AbortController().signal,
    fail: () => undefined,
    load: async () => overlay as FeatureModule,
  };
  return { host, ready: Promise.resolve(chrome.mount(host, undefined, ctx)) };
}

const BUILDER_BAR =
  '<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar">' +
  '<a class="sqs-announcement-bar-url" href="javascript:alert(1)">' +
  '<p>Sale</p></a><span class="sqs-announcement-bar-close" style="width:24px">×</span></div></div>';

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('announcement bar', () => {
  it("wires the builder's bar in place: a named region, a close button, no unsafe link; closing is kept", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = BUILDER_BAR;
    const context = { showAnnouncementBar: true, websiteSettings: { announcementBarSettings: { text: '<p>Sale</p>' } } };
    await mountChrome(context).ready;
    const bar = document.querySelector<HTMLElement>('.sqs-announcement-bar')!;
    expect(bar.getAttribute('role')).toBe('region');
    expect(bar.getAttribute('aria-label')).toBe('Announcement');
    expect(bar.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(error).toHaveBeenCalledWith('site-runtime: chrome:', expect.objectContaining({ message: expect.stringContaining('not safe') }));
    const close = bar.querySelector('button')!;
    expect(close.className).toBe('sqs-announcement-bar-close');
    expect(close.getAttribute('style')).toBe('width:24px');
    expect(close.getAttribute('aria-label')).toBe('Close announcement');
    close.click();
    expect(bar.hidden).toBe(true);

    document.body.innerHTML = BUILDER_BAR;
    await mountChrome(context).ready;
    expect(document.querySelector<HTMLElement>('.sqs-announcement-bar')!.hidden).toBe(true);
    // A new announcement shows again.
    document.body.innerHTML = BUILDER_BAR;
    await mountChrome({ ...context, websiteSettings: { announcementBarSettings: { text: '<p>New</p>' } } }).ready;
    expect(document.querySelector<HTMLElement>('.sqs-announcement-bar')!.hidden).toBe(false);
  });

  it('without the markup, draws it first in the body, sanitized, with its link; not closable when the builder says so', async () => {
    const text = '<p onclick="steal()">Sale <img src=x onerror="steal()"></p>';
    const { ready } = mountChrome({
      showAnnouncementBar: true,
      websiteSettings: { announcementBarSettings: { text, clickthroughUrl: '/sale', isDismissible: false } },
    });
    const teardown = await ready;
    const bar = document.body.firstElementChild!.firstElementChild as HTMLElement;
    expect(bar.className).toBe('sr-announcement');
    expect(bar.innerHTML).not.toContain('steal');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/sale');
    expect(bar.querySelector('button')).toBeNull();
    teardown();
    expect(document.querySelector('.sr-announcement')).toBeNull();
  });
});

it('a bad piece is one console error; the others are drawn', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { host, ready } = mountChrome({
    website: { contactEmail: 'a@b.example' },
    showAnnouncementBar: 1 as unknown as boolean,
    websiteSettings: { ssBadgeType: 2, mobileInfoBarSettings: { isContactEmailEnabled: true } },
  });
  await ready;
  expect(error).toHaveBeenCalledTimes(1);
  expect(String(error.mock.calls[0]?.[1])).toContain('announcement bar: showAnnouncementBar is 1, not a boolean');
  expect(host.querySelector('.sr-badge')?.textContent).toBe('Made with Squarespace');
  expect(host.querySelector('nav a')?.getAttribute('href')).toBe('mailto:a@b.example');
});
