import type { Browser, Page, Request } from 'playwright-core';
import { desktopContext, launchBrowser } from './support/browser';
import {
  addProductToCart,
  choosePayment,
  chooseShippingMethod,
  continueToShippingMethod,
  fillShippingAddress,
  freshShopperPerTest,
  newShopper,
  openCheckout,
  placeOrderTimed,
  productPricedBetween,
  simpleProductsInStock,
  type ShopProduct,
} from './support/checkoutSteps';

// One shopper action, one request each (PWA Studio sends some of its cart queries twice, its issue
// #3112): what the storefront sends for Add to Cart, each checkout step and Place Order.

let browser: Browser;
let product: ShopProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = productPricedBetween(await simpleProductsInStock(), 10_000, 60_000);
});

afterAll(async () => {
  await browser?.close();
});

/** "POST graphql setShippingAddressOnCart" or "POST /rest/V1/guest-carts/…/shipping-information". */
function requestLabel(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname === '/graphql') {
    const body = request.method() === 'GET' ? url.searchParams.get('query') : request.postData();
    const name = /(?:query|mutation)\s+(\w+)/.exec(body ?? '')?.[1];
    return name ? `${request.method()} graphql ${name}` : null;
  }
  if (url.pathname.startsWith('/rest/')) return `${request.method()} ${url.pathname.replace(/guest-carts\/[^/]+/, 'guest-carts/:id')}`;
  return null;
}

/** Runs `action` and returns the GraphQL operations and REST calls it sent, in order. */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: Request) => {
    const described = requestLabel(request);
    if (described) seen.push(described);
  };
  page.on('request', record);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return seen;
}

const count = (list: string[], entry: string) => list.filter((item) => item === entry).length;

describe('requests per shopper action', () => {
  const session = freshShopperPerTest(() => browser, desktopContext);

  test('Add to Cart, each checkout step and Place Order send each of their requests once', async () => {
    const { page } = session;
    const added = await requestsDuring(page, () => addProductToCart(page, product));
    expect(count(added, 'POST graphql addProductsToCart')).toBe(1);
    expect(added.filter((entry) => entry.includes('createCart'))).toHaveLength(1);

    await openCheckout(page);
    await fillShippingAddress(page, newShopper('requests'));
    const address = await requestsDuring(page, () => continueToShippingMethod(page));
    expect(count(address, 'POST graphql setGuestEmailOnCart')).toBe(1);
    expect(count(address, 'POST graphql setShippingAddressOnCart')).toBe(1);

    const method = await requestsDuring(page, () => chooseShippingMethod(page, 'SiCepat - Reguler'));
    expect(count(method, 'POST /rest/V1/guest-carts/:id/shipping-information')).toBe(1);

    await choosePayment(page, 'Bank Transfer Payment');
    const placed = await requestsDuring(page, async () => {
      await placeOrderTimed(page);
    });
    expect(count(placed, 'POST /rest/V1/guest-carts/:id/shipping-information')).toBe(1);
    expect(count(placed, 'POST /rest/V1/guest-carts/:id/payment-information')).toBe(1);
    expect(count(placed, 'GET /rest/V1/guest-carts/:id')).toBe(1);
    expect(count(placed, 'POST graphql createCart')).toBe(1);
    // No request of these four steps went out twice.
    for (const list of [address, method, placed]) {
      const mutations = list.filter((entry) => entry.startsWith('POST'));
      const repeated = mutations.filter((entry, index) => mutations.indexOf(entry) !== index && !entry.endsWith('shipping-information'));
      expect(repeated).toEqual([]);
    }
  });
});
