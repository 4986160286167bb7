// @vitest-environment node
// The fixture server's commerce: the cart API (fixtures/server/api/commerce.mjs) and its durable store
// (fixtures/server/carts.mjs), the pricing (fixtures/server/cart-pricing.mjs), the checkout stand-ins
// (fixtures/server/checkout-pages.mjs) and the reviews API (fixtures/server/api/reviews.mjs), against
// in-process servers with temporary data folders.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_TOKENS } from '../../fixtures/review-requests.mjs';
import type { cartFacade } from '../../fixtures/server/cart-facade.mjs';
import { majorUnits, priceCart, type StoreRules } from '../../fixtures/server/cart-pricing.mjs';
import { newCrumb } from '../../fixtures/server/crumb.mjs';
import { type LogEntry, type RunningServer, startServer } from '../../fixtures/server/index.mjs';

/** STORE_RULES of fixtures/products.mjs, as the server applies them. */
const RULES: StoreRules = {
  taxBasisPoints: 800,
  shippingCents: 500,
  freeShippingFromCents: 10000,
  discountFromQuantity: 5,
  discountBasisPoints: 1000,
};
const CART_COOKIE = /^CART=([0-9a-f]{24}); Path=\/; SameSite=Lax; Max-Age=2592000$/;

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fixture-commerce-'));
  server = await startServer({ port: 0, distDir: path.join(root, 'dist'), dataDir: path.join(root, 'data') });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

/** The cart facade as the server builds it. */
type Facade = ReturnType<typeof cartFacade>;

let visitors = 0;

/** One visitor: a crumb, a test tag, and the cart cookie once the server sets one. */
class Visitor {
  crumb = newCrumb();
  tag = `commerce-${++visitors}`;
  cart: string | undefined;

  constructor(public base: () => string = () => server.url) {}

  cookie(): string {
    return [`crumb=${this.crumb}`, `sr_test=${this.tag}`, ...(this.cart ? [`CART=${this.cart}`] : [])].join('; ');
  }

  async call(method: string, pathname: string, body?: unknown, { crumb = true } = {}): Promise<Response> {
    const response = await fetch(`${this.base()}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: this.cookie(),
        ...(crumb ? { 'x-csrf-token': this.crumb } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const token = CART_COOKIE.exec(line)?.[1];
      if (token) this.cart = token;
    }
    return response;
  }

  async cartNow(): Promise<Facade> {
    const response = await this.call('GET', '/api/commerce/cart');
    expect(response.status).toBe(200);
    return (await response.json()) as Facade;
  }

  /** Adds and expects 200; the facade. */
  async add(productId: string, sku?: string, quantity?: number): Promise<Facade> {
    const [status, body] = await this.answer('POST', '/api/commerce/cart/items', {
      productId,
      ...(sku ? { sku } : {}),
      ...(quantity === undefined ? {} : { quantity }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Facade;
  }

  async answer(method: string, pathname: string, body?: unknown): Promise<[number, unknown]> {
    const response = await this.call(method, pathname, body);
    return [response.status, await response.json()];
  }
}

describe('cart pricing (priceCart)', () => {
  it('an empty cart is all zeros', () => {
    expect(priceCart([], RULES)).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('taxes physical goods and services, ships physical goods under the threshold', () => {
    expect(
      priceCart(
        [
          { productType: 1, unitPriceCents: 2500, quantity: 1 },
          { productType: 3, unitPriceCents: 6000, quantity: 1 },
        ],
        RULES,
      ),
    ).toMatchObject({
      subtotalCents: 8500,
      taxCents: 680,
      shippingCostCents: 500,
      grandTotalCents: 9680,
      requiresShipping: true,
    });
    // A service alone does not ship.
    expect(priceCart([{ productType: 3, unitPriceCents: 6000, quantity: 1 }], RULES)).toMatchObject({
      shippingCostCents: 0,
      requiresShipping: false,
      taxCents: 480,
    });
  });

  it('ships free from the threshold on (the subtotal before the discount)', () => {
    expect(priceCart([{ productType: 1, unitPriceCents: 9999, quantity: 1 }], RULES).shippingCostCents).toBe(500);
    expect(priceCart([{ productType: 1, unitPriceCents: 10000, quantity: 1 }], RULES).shippingCostCents).toBe(0);
    expect(priceCart([{ productType: 1, unitPriceCents: 2000, quantity: 5 }], RULES)).toMatchObject({
      subtotalCents: 10000,
      discountCents: 1000,
      shippingCostCents: 0,
    });
  });

  it('does not tax digital products or gift cards, and gives the taxable entries their share of the discount', () => {
    expect(
      priceCart(
        [
          { productType: 2, unitPriceCents: 990, quantity: 1 },
          { productType: 4, unitPriceCents: 2500, quantity: 1 },
        ],
        RULES,
      ),
    ).toMatchObject({ taxCents: 0, shippingCostCents: 0, hasDigital: true, purelyDigital: false });
    // 7000 subtotal, 5 items: 700 off; the physical 3000 carries 3/7 of it, so tax is 8 % of 2700.
    expect(
      priceCart(
        [
          { productType: 1, unitPriceCents: 3000, quantity: 1 },
          { productType: 2, unitPriceCents: 1000, quantity: 4 },
        ],
        RULES,
      ),
    ).toEqual({
      subtotalCents: 7000,
      discountCents: 700,
      taxCents: 216,
      shippingCostCents: 500,
      grandTotalCents: 7016,
      totalQuantity: 5,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(priceCart([{ productType: 2, unitPriceCents: 990, quantity: 2 }], RULES)).toMatchObject({
      purelyDigital: true,
      grandTotalCents: 1980,
    });
  });

  it('rounds half up', () => {
    const rules = { ...RULES, taxBasisPoints: 500, discountBasisPoints: 1000, discountFromQuantity: 1 };
    // 10 × 5 % = 0.5 → 1; the discount 10 % of 5 = 0.5 → 1.
    expect(priceCart([{ productType: 1, unitPriceCents: 5, quantity: 1 }], rules)).toMatchObject({ discountCents: 1, taxCents: 0 });
    expect(priceCart([{ productType: 3, unitPriceCents: 10, quantity: 1 }], { ...rules, discountFromQuantity: 99 })).toMatchObject({
      taxCents: 1,
    });
    expect(priceCart([{ productType: 3, unitPriceCents: 29, quantity: 1 }], { ...rules, discountFromQuantity: 99 })).toMatchObject({
      taxCents: 1,
    });
  });

  it('stays exact past 2^53 in the intermediate products', () => {
    const lines = Array.from({ length: 50 }, () => ({ productType: 1, unitPriceCents: 99_999_999, quantity: 999 }));
    const totals = priceCart(lines, RULES);
    expect(totals.subtotalCents).toBe(99_999_999 * 999 * 50);
    expect(totals.discountCents).toBe(Math.round(totals.subtotalCents / 10));
    expect(totals.taxCents).toBe(Math.round(((totals.subtotalCents - totals.discountCents) * 8) / 100));
  });

  it('writes major units with the currency’s fraction digits', () => {
    expect(majorUnits(4900, 'USD')).toBe('49.00');
    expect(majorUnits(5, 'EUR')).toBe('0.05');
    expect(majorUnits(2500, 'JPY')).toBe('2500');
  });
});

describe('cart API', () => {
  it('without a cart, GET answers an empty cart and sets no cookie', async () => {
    const visitor = new Visitor();
    const response = await visitor.call('GET', '/api/commerce/cart');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const cart = (await response.json()) as Facade;
    expect(cart).toMatchObject({
      id: null,
      cartToken: null,
      orderId: null,
      isPurchased: false,
      entries: [],
      created: 0,
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
    });
    expect(cart.subtotalAmount).toEqual({ value: '0.00', currencyCode: 'USD' });
    // An unknown token is no cart either.
    visitor.cart = 'a'.repeat(24);
    expect(await visitor.cartNow()).toMatchObject({ id: null, entries: [] });
  });

  it('the first add makes the cart and sets the CART cookie (not HttpOnly); later adds do not set it again', async () => {
    const visitor = new Visitor();
    const response = await visitor.call('POST', '/api/commerce/cart/items', { productId: 'p-apron', sku: 'SQ1000001' });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(CART_COOKIE);
    const cart = (await response.json()) as Facade;
    expect(cart.cartToken).toBe(visitor.cart);
    expect(cart.id).toMatch(/^[0-9a-f]{24}$/);
    expect(cart.id).not.toBe(cart.cartToken);
    expect(cart.websiteId).toBe('5f1e0c2a9b8d7e6f5a4b3c2d');
    expect(cart.created).toBeGreaterThan(Date.now() - 60_000);
    expect(cart.entries).toEqual([
      {
        id: expect.any(String),
        productId: 'p-apron',
        sku: 'SQ1000001',
        title: 'Linen apron',
        productType: 1,
        optionValues: [{ optionName: 'Size', value: 'Small' }],
        quantity: 1,
        unitPriceCents: 2500,
        totalCents: 2500,
        url: '/fixtures/product-physical.html',
      },
    ]);
    const again = await visitor.call('POST', '/api/commerce/cart/items', { productId: 'p-mug', quantity: 2 });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await visitor.cartNow()).toMatchObject({ cartToken: cart.cartToken, id: cart.id, totalQuantity: 3 });
  });

  it('prices the cart: sale price, tax, shipping, the facade’s other fields', async () => {
    const visitor = new Visitor();
    await visitor.add('p-apron', 'SQ1000001');
    const cart = await visitor.add('p-mug', undefined, 2);
    expect(cart.entries[1]).toMatchObject({ productId: 'p-mug', sku: 'SQ2000001', unitPriceCents: 1200, totalCents: 2400, quantity: 2 });
    expect(cart).toMatchObject({
      subtotalCents: 4900,
      discountCents: 0,
      taxCents: 392,
      shippingCostCents: 500,
      grandTotalCents: 5792,
      totalQuantity: 3,
      subtotalAmount: { value: '49.00', currencyCode: 'USD' },
      currencyCode: 'USD',
      shippingOptions: [{ id: 'standard', name: 'Standard', costCents: 500 }],
      selectedShippingOption: { id: 'standard', name: 'Standard', costCents: 500 },
      shippingLocation: null,
      applicableTaxRules: [{ name: 'Sales tax', rateBasisPoints: 800 }],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('adding a sku already in the cart adds to its entry; the discount from 5 items; free shipping from 100.00', async () => {
    const visitor = new Visitor();
    await visitor.add('p-mug', 'SQ2000001', 2);
    const cart = await visitor.add('p-mug', 'SQ2000001', 3);
    expect(cart.entries).toHaveLength(1);
    expect(cart).toMatchObject({
      totalQuantity: 5,
      subtotalCents: 6000,
      discountCents: 600,
      taxCents: 432,
      shippingCostCents: 500,
      grandTotalCents: 6332,
    });
    const free = await new Visitor().add('p-apron', 'SQ1000001', 4);
    expect(free).toMatchObject({
      subtotalCents: 10000,
      discountCents: 0,
      taxCents: 800,
      shippingCostCents: 0,
      grandTotalCents: 10800,
      shippingOptions: [{ id: 'standard', name: 'Standard', costCents: 0 }],
    });
  });

  it('a digital product has no sku, no tax, no shipping', async () => {
    const visitor = new Visitor();
    const cart = await visitor.add('p-recipes', 'ignored-sku');
    expect(cart.entries[0]).toMatchObject({ productId: 'p-recipes', sku: null, optionValues: [], unitPriceCents: 990, productType: 2 });
    expect(cart).toMatchObject({
      subtotalCents: 990,
      taxCents: 0,
      shippingCostCents: 0,
      grandTotalCents: 990,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
      selectedShippingOption: null,
    });
    const mixed = await visitor.add('p-apron', 'SQ1000001');
    expect(mixed).toMatchObject({
      subtotalCents: 3490,
      taxCents: 200,
      shippingCostCents: 500,
      grandTotalCents: 4190,
      hasDigital: true,
      purelyDigital: false,
    });
  });

  it('a gift card is not taxed and does not ship', async () => {
    const cart = await new Visitor().add('p-gift-card', 'SQ4000050');
    expect(cart).toMatchObject({
      subtotalCents: 5000,
      taxCents: 0,
      shippingCostCents: 0,
      grandTotalCents: 5000,
      requiresShipping: false,
      purelyDigital: false,
    });
  });

  it('prices a yen cart in yen: no fraction', async () => {
    const cart = await new Visitor().add('p-apron-jpy', 'SQ1000001');
    expect(cart).toMatchObject({
      currencyCode: 'JPY',
      websiteId: '5f1e0c2a9b8d7e6f5a4b3c2e',
      subtotalCents: 2500,
      taxCents: 200,
      shippingCostCents: 500,
      grandTotalCents: 3200,
      subtotalAmount: { value: '2500', currencyCode: 'JPY' },
    });
  });

  it('updates and removes entries', async () => {
    const visitor = new Visitor();
    await visitor.add('p-apron', 'SQ1000001');
    const cart = await visitor.add('p-mug');
    const [apron, mug] = cart.entries;
    const [status, updated] = await visitor.answer('PUT', `/api/commerce/cart/items/${apron!.id}`, { quantity: 3 });
    expect(status).toBe(200);
    expect(updated).toMatchObject({ totalQuantity: 4, subtotalCents: 8700 });
    const [, zeroed] = await visitor.answer('PUT', `/api/commerce/cart/items/${apron!.id}`, { quantity: 0 });
    expect((zeroed as Facade).entries.map((entry) => entry.id)).toEqual([mug!.id]);
    const [removedStatus, removed] = await visitor.answer('DELETE', `/api/commerce/cart/items/${mug!.id}`);
    expect(removedStatus).toBe(200);
    // The cart is still the visitor's, empty.
    expect(removed).toMatchObject({
      id: cart.id,
      cartToken: cart.cartToken,
      entries: [],
      subtotalCents: 0,
      grandTotalCents: 0,
      requiresShipping: false,
    });
    expect(await visitor.answer('DELETE', `/api/commerce/cart/items/${mug!.id}`)).toEqual([404, { error: 'No such cart entry' }]);
    expect(await visitor.answer('PUT', `/api/commerce/cart/items/${mug!.id}`, { quantity: 1 })).toEqual([
      404,
      { error: 'No such cart entry' },
    ]);
    // Without a cart at all.
    expect(await new Visitor().answer('PUT', '/api/commerce/cart/items/x', { quantity: 1 })).toEqual([
      404,
      { error: 'No such cart entry' },
    ]);
    expect(await new Visitor().answer('DELETE', '/api/commerce/cart/items/x')).toEqual([404, { error: 'No such cart entry' }]);
  });

  it('refuses an update with a bad quantity, or past the stock', async () => {
    const visitor = new Visitor();
    const cart = await visitor.add('p-apron', 'SQ1000002');
    const entry = `/api/commerce/cart/items/${cart.entries[0]!.id}`;
    for (const quantity of [-1, 1.5, '2', 1000, null]) {
      expect(await visitor.answer('PUT', entry, { quantity })).toEqual([400, { error: 'quantity must be an integer from 0 to 999' }]);
    }
    expect(await visitor.answer('PUT', entry, {})).toEqual([400, { error: 'quantity must be an integer from 0 to 999' }]);
    expect(await visitor.answer('PUT', entry, { quantity: 4 })).toEqual([409, { error: 'Sold out' }]);
    expect((await visitor.answer('PUT', entry, { quantity: 3 }))[0]).toBe(200);
  });

  it('sold out: stock 0, and more than the stock through repeated adds', async () => {
    const visitor = new Visitor();
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-apron', sku: 'SQ1000003' })).toEqual([
      409,
      { error: 'Sold out' },
    ]);
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-teapot', sku: 'SQ6000002' })).toEqual([
      409,
      { error: 'Sold out' },
    ]);
    expect(visitor.cart).toBeUndefined();
    await visitor.add('p-apron', 'SQ1000002', 2);
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-apron', sku: 'SQ1000002', quantity: 2 })).toEqual([
      409,
      { error: 'Sold out' },
    ]);
    expect((await visitor.add('p-apron', 'SQ1000002', 1)).totalQuantity).toBe(3);
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-apron', sku: 'SQ1000002' })).toEqual([
      409,
      { error: 'Sold out' },
    ]);
    // Unlimited: stock 0 does not matter.
    expect((await visitor.add('p-mug', undefined, 50)).totalQuantity).toBe(53);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown product', { productId: 'p-nope' }, 'Unknown product'],
    ['an Object.prototype name', { productId: '__proto__' }, 'Unknown product'],
    ['no productId', {}, 'Unknown product'],
    ['an unpublished product', { productId: 'p-tote' }, 'This product is not available'],
    ['no sku for a product with several variants', { productId: 'p-apron' }, 'Choose an option: this product needs a sku'],
    ['an unknown sku', { productId: 'p-apron', sku: 'SQ2000001' }, 'Unknown sku for this product'],
    ['quantity 0', { productId: 'p-mug', quantity: 0 }, 'quantity must be an integer from 1 to 999'],
    ['quantity 1000', { productId: 'p-mug', quantity: 1000 }, 'quantity must be an integer from 1 to 999'],
    ['quantity 1.5', { productId: 'p-mug', quantity: 1.5 }, 'quantity must be an integer from 1 to 999'],
    ['quantity as text', { productId: 'p-mug', quantity: '2' }, 'quantity must be an integer from 1 to 999'],
  ])('400 for %s', async (_name, body, error) => {
    const visitor = new Visitor();
    expect(await visitor.answer('POST', '/api/commerce/cart/items', body)).toEqual([400, { error }]);
    expect(visitor.cart).toBeUndefined();
  });

  it('an entry cannot pass 999 through repeated adds', async () => {
    const visitor = new Visitor();
    await visitor.add('p-mug', undefined, 999);
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-mug' })).toEqual([
      400,
      { error: 'quantity must be an integer from 1 to 999' },
    ]);
  });

  it('409 for another currency than the cart’s; an emptied cart takes any', async () => {
    const visitor = new Visitor();
    const cart = await visitor.add('p-apron', 'SQ1000001');
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-mug-jpy' })).toEqual([
      409,
      { error: 'Currency mismatch' },
    ]);
    await visitor.answer('DELETE', `/api/commerce/cart/items/${cart.entries[0]!.id}`);
    expect(await visitor.add('p-mug-jpy')).toMatchObject({ id: cart.id, currencyCode: 'JPY', websiteId: '5f1e0c2a9b8d7e6f5a4b3c2e' });
  });

  it('a subscription is bought on its own', async () => {
    const subscriber = new Visitor();
    await subscriber.add('p-beans');
    expect((await subscriber.add('p-beans')).totalQuantity).toBe(2);
    expect(await subscriber.answer('POST', '/api/commerce/cart/items', { productId: 'p-recipes' })).toEqual([
      409,
      { error: 'A subscription must be bought on its own' },
    ]);
    const shopper = new Visitor();
    await shopper.add('p-mug');
    expect(await shopper.answer('POST', '/api/commerce/cart/items', { productId: 'p-beans' })).toEqual([
      409,
      { error: 'A subscription must be bought on its own' },
    ]);
  });

  it('carts are per visitor', async () => {
    const one = new Visitor();
    const two = new Visitor();
    await one.add('p-mug');
    await two.add('p-recipes');
    expect((await one.cartNow()).entries.map((entry) => entry.productId)).toEqual(['p-mug']);
    expect((await two.cartNow()).entries.map((entry) => entry.productId)).toEqual(['p-recipes']);
    expect(one.cart).not.toBe(two.cart);
  });

  it('needs the crumb for every change', async () => {
    const visitor = new Visitor();
    const cart = await visitor.add('p-mug');
    for (const [method, pathname, body] of [
      ['POST', '/api/commerce/cart/items', { productId: 'p-mug' }],
      ['PUT', `/api/commerce/cart/items/${cart.entries[0]!.id}`, { quantity: 2 }],
      ['DELETE', `/api/commerce/cart/items/${cart.entries[0]!.id}`, undefined],
    ] as const) {
      const response = await visitor.call(method, pathname, body, { crumb: false });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ crumbFail: true });
    }
    expect((await visitor.cartNow()).totalQuantity).toBe(1);
  });

  it('is logged, and fails on request through /api/test/failures', async () => {
    const visitor = new Visitor();
    await fetch(`${server.url}/api/test/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-tag': visitor.tag },
      body: JSON.stringify({ path: '/api/commerce/cart/items', status: 503, times: 1, body: { error: 'down' } }),
    });
    expect(await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-mug' })).toEqual([503, { error: 'down' }]);
    await visitor.add('p-mug');
    const log = (await (await fetch(`${server.url}/__log?tag=${visitor.tag}`)).json()) as LogEntry[];
    expect(log.filter((entry) => entry.path.startsWith('/api/commerce/')).map((entry) => [entry.method, entry.path, entry.body])).toEqual([
      ['POST', '/api/commerce/cart/items', { productId: 'p-mug' }],
      ['POST', '/api/commerce/cart/items', { productId: 'p-mug' }],
    ]);
  });
});

describe('member session API and the members-only product', () => {
  const SESSION = /^SiteUserSession=([^;]+); Path=\/; SameSite=Lax(; Max-Age=2592000)?; HttpOnly$/;

  async function signIn(visitor: Visitor, body: unknown): Promise<[Response, string | undefined]> {
    const response = await visitor.call('POST', '/api/site-users/account/session', body);
    const session = response.headers
      .getSetCookie()
      .map((line) => SESSION.exec(line))
      .find(Boolean);
    return [response, session?.[1]];
  }

  it('refuses missing fields (400) and a wrong password (401), setting no cookie', async () => {
    const visitor = new Visitor();
    const [missing, none] = await signIn(visitor, { email: 'member@example.com' });
    expect(missing.status).toBe(400);
    expect(none).toBeUndefined();
    const [wrong, still] = await signIn(visitor, { email: 'member@example.com', password: 'latte', rememberMe: false });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'Your email or password is incorrect.' }]);
    expect(still).toBeUndefined();
  });

  it('sells the members’ print only to a session with its XSRF token', async () => {
    const visitor = new Visitor();
    const [refused, refusedBody] = await visitor.answer('POST', '/api/commerce/cart/items', { productId: 'p-members-print' });
    expect([refused, refusedBody]).toEqual([401, { loginRequired: true, error: 'Sign in as a member to buy this.' }]);

    const [response, session] = await signIn(visitor, { email: 'member@example.com', password: 'espresso-42', rememberMe: true });
    expect(response.status).toBe(200);
    const { xsrfToken } = (await response.json()) as { xsrfToken: string };
    expect(session).toBeDefined();
    const add = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/commerce/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': visitor.crumb, ...headers },
        body: JSON.stringify({ productId: 'p-members-print' }),
      });
    const cookie = `${visitor.cookie()}; SiteUserSession=${session}`;
    // The cookie alone, or the token alone, is not the member.
    expect((await add({ cookie })).status).toBe(401);
    expect((await add({ cookie: visitor.cookie(), 'x-siteuser-xsrf-token': xsrfToken })).status).toBe(401);
    expect((await add({ cookie, 'x-siteuser-xsrf-token': xsrfToken })).status).toBe(200);
  });

  it('signs out with cloneCart, clearing the cookie; a stale crumb answers crumbFail first', async () => {
    const visitor = new Visitor();
    expect((await visitor.call('DELETE', '/api/site-users/account/session')).status).toBe(400);
    const out = await visitor.call('DELETE', '/api/site-users/account/session?cloneCart=false');
    expect([out.status, await out.json()]).toEqual([200, { signedOut: true, cloneCart: false }]);
    expect(out.headers.getSetCookie()).toContain('SiteUserSession=; Path=/; SameSite=Lax; Max-Age=0; HttpOnly');
    const stale = await visitor.call('DELETE', '/api/site-users/account/session?cloneCart=true', undefined, { crumb: false });
    expect(await stale.json()).toMatchObject({ crumbFail: true });
  });
});

describe('checkout pages', () => {
  const CSP = "script-src 'self'; object-src 'none'; base-uri 'self'";

  async function page(visitor: Visitor, pathname: string): Promise<[number, string]> {
    const response = await visitor.call('GET', pathname);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    return [response.status, await response.text()];
  }

  async function logged(visitor: Visitor): Promise<Array<[string, Record<string, unknown>]>> {
    const log = (await (await fetch(`${server.url}/__log?tag=${visitor.tag}`)).json()) as LogEntry[];
    return log.filter((entry) => !entry.path.startsWith('/api/')).map((entry) => [entry.path, entry.query]);
  }

  it('goto-checkout sends a visitor with a cart to its checkout, anyone else to the cart page', async () => {
    const visitor = new Visitor();
    const none = await visitor.call('GET', '/commerce/goto-checkout');
    expect([none.status, none.headers.get('location')]).toEqual([302, '/fixtures/cart.html']);
    const cart = await visitor.add('p-mug');
    const ready = await visitor.call('GET', '/commerce/goto-checkout');
    expect([ready.status, ready.headers.get('location')]).toEqual([302, `/checkout?cartToken=${visitor.cart}`]);
    // An emptied cart has nothing to check out; an unknown token is no cart.
    await visitor.call('DELETE', `/api/commerce/cart/items/${cart.entries[0]!.id}`);
    expect((await visitor.call('GET', '/commerce/goto-checkout')).headers.get('location')).toBe('/fixtures/cart.html');
    visitor.cart = 'b'.repeat(24);
    expect((await visitor.call('GET', '/commerce/goto-checkout')).headers.get('location')).toBe('/fixtures/cart.html');
  });

  it('the checkout lists its parameters and the cart, with the grand total', async () => {
    const visitor = new Visitor();
    await visitor.add('p-apron', 'SQ1000001');
    await visitor.add('p-mug', undefined, 2);
    const [status, html] = await page(visitor, `/checkout?cartToken=${visitor.cart}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toContain(`<dl id="checkout-params">\n<dt>cartToken</dt><dd>${visitor.cart}</dd>\n</dl>`);
    expect(html).toContain('<li>Linen apron (SQ1000001) × 1: 25.00 USD</li>');
    expect(html).toContain('<li>Stoneware mug (SQ2000001) × 2: 24.00 USD</li>');
    expect(html).toContain('<p id="checkout-total">Total: 57.92 USD</p>');
    expect(await page(visitor, '/checkout?cartToken=nope')).toEqual([404, expect.stringContaining('There is no such cart.')]);
  });

  it.each<[string, string, string, string]>([
    ['/checkout', 'cartToken=', 'Checkout', 'cartToken'],
    ['/checkout/subscribe', 'cartToken=', 'Subscription checkout', 'cartToken'],
    ['/checkout/donate', 'donatePageId=6541a1b2c3d4e5f6a7b8c9d0', 'Donation checkout', 'donatePageId'],
    [
      '/checkout/giftcard',
      'websiteId=w1&giftCardProductId=p-gift-card&sku=SQ4000050',
      'Gift card checkout',
      'websiteId, giftCardProductId',
    ],
  ])('%s answers 200 with its heading and parameters, 400 without its required ones', async (pathname, query, title, required) => {
    const visitor = new Visitor();
    let search = query;
    if (query === 'cartToken=') {
      await visitor.add(pathname.endsWith('subscribe') ? 'p-beans' : 'p-mug');
      search = `cartToken=${visitor.cart}`;
    }
    const [status, html] = await page(visitor, `${pathname}?${search}&note=${encodeURIComponent('<b>&')}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<title>${title}</title>`);
    for (const [name, value] of new URLSearchParams(search)) expect(html).toContain(`<dt>${name}</dt><dd>${value}</dd>`);
    // Escaped, as every parameter is.
    expect(html).toContain('<dt>note</dt><dd>&#60;b&#62;&#38;</dd>');
    const [missingStatus, missing] = await page(visitor, `${pathname}?other=1`);
    expect(missingStatus).toBe(400);
    expect(missing).toContain(`<h1>${title}</h1>`);
    expect(missing).toContain(`Missing query parameter: ${required}.`);
    // Both visits are in the log, under the visitor's tag.
    expect(await logged(visitor)).toEqual([
      [pathname, { ...Object.fromEntries(new URLSearchParams(search)), note: '<b>&' }],
      [pathname, { other: '1' }],
    ]);
  });

  it('an empty required parameter is missing too; the gift card checkout needs both ids', async () => {
    const visitor = new Visitor();
    expect((await page(visitor, '/checkout/donate?donatePageId='))[0]).toBe(400);
    const [status, html] = await page(visitor, '/checkout/giftcard?websiteId=w1');
    expect(status).toBe(400);
    expect(html).toContain('Missing query parameter: giftCardProductId.');
  });

  it('logs goto-checkout too, and only GET/HEAD reach the pages', async () => {
    const visitor = new Visitor();
    await visitor.call('GET', '/commerce/goto-checkout');
    expect(await logged(visitor)).toEqual([['/commerce/goto-checkout', {}]]);
    expect((await visitor.call('POST', '/checkout/donate?donatePageId=1')).status).toBe(405);
  });
});

describe('reviews API', () => {
  const request = (visitor: Visitor, token: string) => visitor.answer('GET', `/api/commerce/review-requests/${token}`);
  const review = (visitor: Visitor, body: Record<string, unknown>) => visitor.answer('POST', '/api/commerce/reviews', body);
  const APRON = { id: 'p-apron', title: 'Linen apron' };
  const MUG = { id: 'p-mug', title: 'Stoneware mug' };

  it('answers each fixture request', async () => {
    const visitor = new Visitor();
    expect(await request(visitor, REVIEW_TOKENS.open)).toEqual([200, { token: 'rr-open', products: [APRON, MUG] }]);
    expect(await request(visitor, REVIEW_TOKENS.expired)).toEqual([410, { error: 'expired' }]);
    expect(await request(visitor, REVIEW_TOKENS.reviewed)).toEqual([409, { error: 'already reviewed' }]);
    expect(await request(visitor, REVIEW_TOKENS.empty)).toEqual([200, { token: 'rr-empty', products: [] }]);
    expect(await request(visitor, 'rr-nope')).toEqual([404, { error: 'Unknown review request' }]);
  });

  it('takes a review once per product; the request then offers the rest, then is done', async () => {
    const visitor = new Visitor();
    const [status, body] = await review(visitor, { token: 'rr-open', productId: 'p-apron', rating: 5, title: 'Great', body: 'Fits well.' });
    expect([status, body]).toEqual([200, { success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await review(visitor, { token: 'rr-open', productId: 'p-apron', rating: 4 })).toEqual([409, { error: 'already reviewed' }]);
    expect(await request(visitor, 'rr-open')).toEqual([200, { token: 'rr-open', products: [MUG] }]);
    expect((await review(visitor, { token: 'rr-open', productId: 'p-mug', rating: 3 }))[0]).toBe(200);
    expect(await request(visitor, 'rr-open')).toEqual([409, { error: 'already reviewed' }]);
    expect(await review(visitor, { token: 'rr-open', productId: 'p-mug', rating: 3 })).toEqual([409, { error: 'already reviewed' }]);
    // Stored, fsynced, listed by tag.
    const stored = (await (await fetch(`${server.url}/__reviews?tag=${visitor.tag}`)).json()) as Array<Record<string, unknown>>;
    expect(stored).toEqual([
      {
        id: (body as { id: string }).id,
        at: expect.any(String),
        tag: visitor.tag,
        token: 'rr-open',
        productId: 'p-apron',
        rating: 5,
        title: 'Great',
        body: 'Fits well.',
      },
      expect.objectContaining({ productId: 'p-mug', rating: 3, title: '', body: '' }),
    ]);
    expect(((await (await fetch(`${server.url}/__reviews?tag=${visitor.tag}&productId=p-mug`)).json()) as unknown[]).length).toBe(1);
    // Another test's visitor (another tag) is not affected.
    expect(await request(new Visitor(), 'rr-open')).toEqual([200, { token: 'rr-open', products: [APRON, MUG] }]);
    // Clearing the tag's reviews opens the request again.
    expect((await fetch(`${server.url}/__reviews?tag=${visitor.tag}`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${server.url}/__reviews?tag=${visitor.tag}`)).json()).toEqual([]);
    expect((await request(visitor, 'rr-open'))[0]).toBe(200);
  });

  it('two reviews of one product racing: one gets in', async () => {
    const visitor = new Visitor();
    const answers = await Promise.all([1, 2, 3].map((rating) => review(visitor, { token: 'rr-open', productId: 'p-mug', rating })));
    expect(answers.map(([status]) => status).sort()).toEqual([200, 409, 409]);
  });

  it.each<[string, Record<string, unknown>, number, unknown]>([
    ['no rating', { productId: 'p-apron' }, 400, { errors: { rating: 'Please select a star rating' } }],
    ['rating 0', { productId: 'p-apron', rating: 0 }, 400, { errors: { rating: 'Please select a star rating' } }],
    ['rating 6', { productId: 'p-apron', rating: 6 }, 400, { errors: { rating: 'Please select a star rating' } }],
    ['rating 4.5', { productId: 'p-apron', rating: 4.5 }, 400, { errors: { rating: 'Please select a star rating' } }],
    ['rating as text', { productId: 'p-apron', rating: '5' }, 400, { errors: { rating: 'Please select a star rating' } }],
    [
      'a body over 5000 characters',
      { productId: 'p-apron', rating: 5, body: 'x'.repeat(5001) },
      400,
      { errors: { body: 'Please keep the review to 5000 characters or fewer' } },
    ],
    [
      'a title over 200 characters, and no rating',
      { productId: 'p-apron', title: 'x'.repeat(201) },
      400,
      { errors: { rating: 'Please select a star rating', title: 'Please keep the title to 200 characters or fewer' } },
    ],
    ['a product not in the request', { productId: 'p-class', rating: 5 }, 400, { error: 'This product is not part of the review request' }],
    ['an expired request', { token: 'rr-expired', productId: 'p-class', rating: 5 }, 410, { error: 'expired' }],
    ['a request reviewed already', { token: 'rr-reviewed', productId: 'p-recipes', rating: 5 }, 409, { error: 'already reviewed' }],
    ['an unknown request', { token: 'rr-nope', productId: 'p-apron', rating: 5 }, 404, { error: 'Unknown review request' }],
    [
      'a request without products',
      { token: 'rr-empty', productId: 'p-apron', rating: 5 },
      400,
      { error: 'This product is not part of the review request' },
    ],
  ])('refuses %s', async (_name, fields, status, answer) => {
    const visitor = new Visitor();
    expect(await review(visitor, { token: 'rr-open', ...fields })).toEqual([status, answer]);
    // Nothing was kept: the product can still be reviewed.
    expect(await request(visitor, 'rr-open')).toEqual([200, { token: 'rr-open', products: [APRON, MUG] }]);
  });

  it('a body of exactly 5000 characters is fine; needs the crumb', async () => {
    const visitor = new Visitor();
    const response = await visitor.call(
      'POST',
      '/api/commerce/reviews',
      { token: 'rr-open', productId: 'p-apron', rating: 5 },
      { crumb: false },
    );
    expect(response.status).toBe(401);
    expect((await review(visitor, { token: 'rr-open', productId: 'p-apron', rating: 1, body: 'x'.repeat(5000) }))[0]).toBe(200);
  });
});

describe('cart store: durable', () => {
  let folder: string;
  let running: RunningServer | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'fixture-carts-'));
  });

  afterEach(async () => {
    await running?.close();
    running = undefined;
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function start(dataDir: string): Promise<RunningServer> {
    running = await startServer({ port: 0, distDir: path.join(folder, 'dist'), dataDir });
    return running;
  }

  it('a cart survives a restart', async () => {
    const dataDir = path.join(folder, 'restart');
    let current = await start(dataDir);
    const visitor = new Visitor(() => current.url);
    await visitor.add('p-apron', 'SQ1000001', 2);
    const before = await visitor.add('p-recipes');
    await current.close();
    current = await start(dataDir);
    expect(await visitor.cartNow()).toEqual(before);
    // And it goes on from there.
    expect((await visitor.add('p-mug')).totalQuantity).toBe(4);
    // No temporary file is left behind.
    expect(await readdir(dataDir)).toEqual(['carts.json']);
  });

  it('a corrupted carts file does not stop the server: it starts with no carts and says so', async () => {
    const dataDir = path.join(folder, 'corrupt');
    const first = await start(dataDir);
    const visitor = new Visitor(() => first.url);
    await visitor.add('p-mug');
    await first.close();
    const file = path.join(dataDir, 'carts.json');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.slice(0, good.length / 2));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = await start(dataDir);
    visitor.base = () => second.url;
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('starting with no carts'));
    expect(await visitor.cartNow()).toMatchObject({ id: null, entries: [] });
    // The bad file is kept aside, and a new cart is written as usual.
    expect((await readdir(dataDir)).some((name) => name.startsWith('carts.json.corrupt-'))).toBe(true);
    visitor.cart = undefined;
    expect((await visitor.add('p-mug')).totalQuantity).toBe(1);
  });

  it('a carts file of the wrong shape is refused the same way', async () => {
    const dataDir = path.join(folder, 'shape');
    await start(dataDir).then((one) => one.close());
    await writeFile(path.join(dataDir, 'carts.json'), '[1, 2, 3]');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const again = await start(dataDir);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no "carts" list'));
    expect(await new Visitor(() => again.url).cartNow()).toMatchObject({ entries: [] });
  });
});
