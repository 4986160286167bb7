// The builder's editor, stood in for: a page of its own on the site's origin (as the builder's is)
// holding one fixture page in a frame, as the editing frame's tests and the owner's tools need it.

import type { Frame, Page } from '@playwright/test';

/** Opens the editor around `/fixtures/<site>.html` and waits until the runtime in the frame has started. */
export async function openEditor(page: Page, site: string, size = { width: 900, height: 700 }): Promise<Frame> {
  await page.route('**/__editor.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><title>Editor</title>' +
        `<iframe title="Site preview" src="/fixtures/${site}.html" width="${size.width}" height="${size.height}"></iframe>`,
    }),
  );
  await page.goto('/__editor.html');
  const frame = page.frame({ url: new RegExp(`/${site}\\.html`) });
  if (!frame) throw new Error(`no frame of ${site}`);
  await frame.waitForFunction(() => window.SiteRuntime?.state === 'initialized');
  return frame;
}
