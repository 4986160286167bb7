// The page chrome mounted in jsdom: the builder's announcement bar wired in place and its closing kept,
// the drawn bar sanitized, and a bad piece reported while the others are drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import announcementBar from '../../src/features/announcement-bar/index';
import chrome from '../../src/features/bars/index';
import type { MountContext } from '../../src/island/feature';

function mountChrome(context: PageContext): { host: HTMLElement; ready: Promise<() => void> } {
  const host = document.createElement('div');
  document.body.append(host);
  const ctx: MountContext = {
    name: 'bars',
    context,
    signal: new AbortController().signal,
    fail: () => undefined,
    load: () => Promise.reject(new Error('no chunks here')),
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
    expect(error).toHaveBeenCalledWith('site-runtime: bars:', expect.objectContaining({ message: expect.stringContaining('not safe') }));
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

  it('without the markup, leaves a marker for the announcement-bar block, first in the body', async () => {
    document.body.innerHTML = '<main>page</main>';
    const { host, ready } = mountChrome({
      showAnnouncementBar: true,
      websiteSettings: { announcementBarSettings: { text: '<p>Sale</p>', clickthroughUrl: '/sale' } },
    });
    await ready;
    expect(document.body.firstElementChild).toBe(host);
    const marker = host.querySelector<HTMLElement>('[data-block="announcement-bar"]')!;
    expect(JSON.parse(marker.dataset['blockJson']!)).toEqual({
      text: '<p>Sale</p>',
      url: '/sale',
      newWindow: false,
      dismissible: true,
      key: '<p>Sale</p>\n/sale',
    });
  });

  it('the announcement-bar block draws it sanitized, with its link, and keeps the closing', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const props = announcementBar.parse!(
      { text: '<p onclick="steal()">Sale <img src=x onerror="steal()"></p>', url: '/sale', key: 'k\n' },
      {},
    );
    const teardown = await announcementBar.mount(el, props, {} as MountContext);
    expect(el.className).toBe('sr-announcement');
    expect(el.getAttribute('role')).toBe('region');
    expect(el.innerHTML).not.toContain('steal');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/sale');
    el.querySelector('button')!.click();
    expect(el.hidden).toBe(true);
    const chromeBar = mountChrome({ showAnnouncementBar: true, websiteSettings: { announcementBarSettings: { text: 'k' } } });
    await chromeBar.ready;
    // Closed under its key: the chrome draws no marker for it again.
    expect(chromeBar.host.querySelector('[data-block]')).toBeNull();
    teardown();
    expect(el.childNodes).toHaveLength(0);
  });

  it('the block refuses bad data and a javascript: link', () => {
    expect(() => announcementBar.parse!({ text: 1, key: 'k' }, {})).toThrow();
    expect(announcementBar.parse!({ text: '', url: 'javascript:alert(1)', key: 'k' }, {}).url).toBeUndefined();
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
