// @vitest-environment node
// The preload hints the fixture server sends as a host would (fixtures/server/preload-hints.mjs): the
// chunks a builder page's runtime loads first, decided from what the page and the request say.
import { describe, expect, it } from 'vitest';
import { chunksFor, preloadHints } from '../../fixtures/server/preload-hints.mjs';

const CONTEXT = (settings: string): string =>
  `<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {${settings}};</script>`;
const BLOCK = '<div class="sqs-block image-block" data-block-type="5"><img data-src="/a.jpg" alt=""></div>';

describe('chunksFor', () => {
  it("names the builder context's reader, the blocks and the template on a builder page", () => {
    expect(chunksFor(CONTEXT('"website":{}') + BLOCK, {})).toEqual(['static-context', 'blocks', 'template']);
  });

  it("names no reader where the page has the runtime's own context, and no blocks or template where it has none", () => {
    const page = `<script type="application/json" id="site-context">{}</script>${CONTEXT('')}<p>Text</p>`;
    expect(chunksFor(page, {})).toEqual([]);
  });

  it('names the bars for a shown announcement bar, and its drawing only where the markup has no bar of its own', () => {
    const shown = CONTEXT('"showAnnouncementBar":true');
    expect(chunksFor(shown, {})).toEqual(['static-context', 'bars', 'announcement-bar']);
    const builderBar = '<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><p>Sale</p></div></div>';
    expect(chunksFor(shown + builderBar, {})).toEqual(['static-context', 'bars']);
    // The empty drop zone alone is no bar.
    expect(chunksFor(`${shown}<div class="sqs-announcement-bar-dropzone"></div>`, {})).toContain('announcement-bar');
    expect(chunksFor(CONTEXT('"showAnnouncementBar":false'), {})).toEqual(['static-context']);
  });

  it('names the cookie banner for a visitor who has not chosen yet', () => {
    const page = CONTEXT('"cookieSettings":{"isCookieBannerEnabled":true}');
    expect(chunksFor(page, {})).toContain('cookie-banner');
    expect(chunksFor(page, { ss_cookieAllowed: 'true' })).not.toContain('cookie-banner');
    expect(chunksFor(page, { ss_cookieAllowed: 'false' })).not.toContain('cookie-banner');
  });
});

describe('preloadHints', () => {
  const chunks = { blocks: 'chunks/blocks-AAAAA.js', 'static-context': 'chunks/static-context-BBBBB.js' };

  it('writes a Link header value of the chunks the build has, under its address', () => {
    expect(preloadHints(CONTEXT('') + BLOCK, {}, chunks, '/dist/')).toBe(
      '</dist/chunks/static-context-BBBBB.js>; rel=modulepreload, </dist/chunks/blocks-AAAAA.js>; rel=modulepreload',
    );
    expect(preloadHints('<p>Plain</p>', {}, chunks, '/dist/')).toBe('');
  });
});
