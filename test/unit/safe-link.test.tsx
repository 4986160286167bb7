// @vitest-environment node
// Links made from data (block JSON, the cart API) never carry an address the runtime will not follow.

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartIndicator } from '../../src/features/cart-indicator/CartIndicator';
import { parseProductProps } from '../../src/features/product/model';
import { Product } from '../../src/features/product/Product';
import { SafeLink } from '../../src/island/safe-link';

const HOSTILE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

describe('SafeLink', () => {
  it('is a link to a safe address', () => {
    expect(renderToString(<SafeLink href="/fixtures/store.html">Shop</SafeLink>)).toBe('<a href="/fixtures/store.html">Shop</a>');
    expect(renderToString(<SafeLink href="https://example.com/a?b=1">Out</SafeLink>)).toBe('<a href="https://example.com/a?b=1">Out</a>');
  });

  it.each([...HOSTILE, '', '   ', undefined, null])('is its text alone for %j', (href) => {
    expect(renderToString(<SafeLink href={href}>Text</SafeLink>)).toBe('Text');
  });
});

describe('features that make links from data', () => {
  it.each(HOSTILE)('the product card does not link its title to %j', (url) => {
    const raw = {
      layout: 'card',
      product: { id: 'p', title: 'Mug', url, structuredContent: { productType: 1, variants: [{ sku: 'S', price: 100, qtyInStock: 1 }] } },
    };
    const html = renderToString(<Product {...parseProductProps(raw, {})} />);
    expect(html).toContain('Mug');
    expect(html).not.toMatch(/href="[^"]*script|href="data:/i);
  });

  it.each(HOSTILE)('the cart indicator is not a link to %j', (href) => {
    const html = renderToString(<CartIndicator href={href} showSubtotal={false} />);
    expect(html).toContain('sr-cart-indicator');
    expect(html).not.toContain('href=');
  });
});
