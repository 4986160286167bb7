// The heading level a block the browser renders takes from the page's outline, and the one block data
// may give.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAccordion } from '../../src/features/accordion/props';
import { headingLevelAt, parseHeadingLevel } from '../../src/island/outline';

afterEach(() => {
  document.body.innerHTML = '';
});

function blockIn(html: string): HTMLElement {
  document.body.innerHTML = html;
  const el = document.getElementById('block');
  if (!el) throw new Error('no #block in the fixture');
  return el;
}

describe('headingLevelAt', () => {
  it.each([
    ['under an h1', '<h1>Page</h1><div id="block"></div>', 2],
    ['under an h2 after an h1', '<h1>Page</h1><h2>Questions</h2><div id="block"></div>', 3],
    ['after a deeper heading that closed', '<h1>P</h1><h2>A</h2><h3>A.1</h3><div id="block"></div><h2>B</h2>', 4],
    ['with no heading before it', '<div id="block"></div><h1>Later</h1>', 2],
    ['nested in a section', '<h1>P</h1><section><h2>S</h2><div><div id="block"></div></div></section>', 3],
    ['under an h6', '<h6>Deep</h6><div id="block"></div>', 6],
  ])('%s', (_name, html, level) => {
    expect(headingLevelAt(blockIn(html))).toBe(level);
  });

  it('ignores the headings inside the block (its own server HTML)', () => {
    expect(headingLevelAt(blockIn('<h1>P</h1><div id="block"><h3>Item</h3><h5>x</h5></div>'))).toBe(2);
  });
});

describe('headingLevelAt on a page of many blocks', () => {
  const page = (count: number): HTMLElement[] => {
    document.body.innerHTML = `<h1>Page</h1>${'<div class="block"><p>Text</p></div>'.repeat(count)}`;
    return Array.from(document.querySelectorAll<HTMLElement>('.block'));
  };

  it('reads the page once, not once per block: each block costs a binary search over the headings', () => {
    const blocks = page(500);
    const reads = vi.spyOn(document, 'querySelectorAll');
    const compare = vi.spyOn(Node.prototype, 'compareDocumentPosition');
    for (const block of blocks) expect(headingLevelAt(block)).toBe(2);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    // One heading: one comparison a block (log2 of the heading count, whatever the number of blocks).
    expect(compare.mock.calls.length).toBeLessThanOrEqual(blocks.length);
    reads.mockRestore();
    compare.mockRestore();
  });

  it('follows headings added and removed between questions, the ones a block drew included', () => {
    const [first, second, third] = page(3) as [HTMLElement, HTMLElement, HTMLElement];
    expect(headingLevelAt(third)).toBe(2);
    const drawn = document.createElement('div');
    drawn.innerHTML = '<h3>Drawn item</h3>';
    second.append(drawn);
    expect(headingLevelAt(third)).toBe(4);
    expect(headingLevelAt(second)).toBe(2);
    first.insertAdjacentHTML('beforebegin', '<h5>Moved</h5>');
    expect(headingLevelAt(first)).toBe(6);
    drawn.remove();
    expect(headingLevelAt(third)).toBe(6);
    document.querySelector('h5')?.remove();
    expect(headingLevelAt(third)).toBe(2);
  });
});

describe('parseHeadingLevel', () => {
  it.each([
    [2, 2],
    [6, 6],
    [1, undefined],
    [7, undefined],
    [2.5, undefined],
    ['3', undefined],
    [undefined, undefined],
  ])('%s → %s', (raw, level) => {
    expect(parseHeadingLevel(raw)).toBe(level);
  });

  it('the accordion keeps a valid level from its data, and drops one it cannot use', () => {
    expect(parseAccordion({ items: [], headingLevel: 4 }).headingLevel).toBe(4);
    expect(parseAccordion({ items: [], headingLevel: 9 })).not.toHaveProperty('headingLevel');
  });
});
