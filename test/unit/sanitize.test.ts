import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/core/sanitize';

const render = (html: string, kind?: 'rich text' | 'rendering'): string => String(sanitizeHtml(html, kind));

describe('sanitizeHtml', () => {
  it('drops script, handlers and unsafe links from every kind', () => {
    for (const kind of ['rich text', 'rendering'] as const) {
      expect(render('<p>a</p><script>x()</script><img src="/i.png" onerror="x()"><a href="javascript:x()">l</a>', kind)).toBe(
        '<p>a</p><img src="/i.png"><a>l</a>',
      );
    }
  });

  it("keeps a block's rich text from restyling the page or asking for input", () => {
    expect(render('<style>body{display:none}</style><p>Kept.</p><form action="/x"><input name="password"><button>Go</button></form>')).toBe(
      '<p>Kept.</p>Go',
    );
  });

  it("keeps the host's own renderings whole: their styles and forms are part of the page", () => {
    expect(render('<form action="/search"><input name="q"><button>Search</button></form>', 'rendering')).toBe(
      '<form action="/search"><input name="q"><button>Search</button></form>',
    );
  });
});
