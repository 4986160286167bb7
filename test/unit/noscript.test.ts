// @vitest-environment node
// A page as a browser with JavaScript off shows it (the bench's limit), `<noscript>` pictures included.

import { describe, expect, it } from 'vitest';
import { showNoscript } from '../../fixtures/server/noscript.mjs';

describe('showNoscript', () => {
  it('shows what each noscript holds, as a browser with JavaScript off does', () => {
    const html =
      '<a><noscript><img src="/a.jpg" alt="A"></noscript><img data-src="/a.jpg" alt="A"></a>' +
      '<NOSCRIPT><img src="/b.jpg" alt="B"></NOSCRIPT><p>text</p>';
    expect(showNoscript(html)).toBe(
      '<a><img src="/a.jpg" alt="A"><img data-src="/a.jpg" alt="A"></a><img src="/b.jpg" alt="B"><p>text</p>',
    );
  });

  it('leaves a page without noscript as it is', () => {
    expect(showNoscript('<main><img src="/c.jpg" alt=""></main>')).toBe('<main><img src="/c.jpg" alt=""></main>');
  });

  it('keeps the text between two noscripts', () => {
    expect(showNoscript('<noscript>1</noscript> and <noscript>2</noscript>')).toBe('1 and 2');
  });
});
