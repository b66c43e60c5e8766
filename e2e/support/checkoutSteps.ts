import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatPrice } from '../../src/lib/price/formatPrice';
import { reportIfFailed, type PageSession } from './browser';
import { wholeCatalogue } from './catalogue';
import { plain } from './expectations';
import { baseUrl } from './serverState';

// What a shopper does on the way to an order, step by step, for the checkout's browser tests:
// products from the running shop's catalogue, the cart count in the header, the four checkout
// steps and Place Order. Every helper works through labels, roles and visible text only.

export const TIMEOUT = { timeout: 15_000 };

export interface ShopProduct {
  name: string;
  sku: string;
  path: string;
  price: number;
}

const CATALOGUE_FIELDS = '__typename name sku url_key url_suffix stock_status price_range { minimum_price { final_price { value } } }';

interface CatalogueItem {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  price_range: { minimum_price: { final_price: { value: number } } };
}

/** The shop's simple products in stock, cheapest first, read through its own GraphQL. */
export async function simpleProductsInStock(): Promise<ShopProduct[]> {
  return (await wholeCatalogue<CatalogueItem>(CATALOGUE_FIELDS))
    .filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')
    .map((item) => ({ name: item.name, sku: item.sku, path: `/${item.url_key}${item.url_suffix}`, price: item.price_range.minimum_price.final_price.value }))
    .sort((a, b) => a.price - b.price);
}

/** The first product whose price lies in [from, to), preferring `preferredPath` when it qualifies. */
export function productPricedBetween(products: ShopProduct[], from: number, to: number, preferredPath?: string): ShopProduct {
  const fits = (product: ShopProduct) => product.price >= from && product.price < to;
  const product = products.find((candidate) => candidate.path === preferredPath && fits(candidate)) ?? products.find(fits);
  if (!product) throw new Error(`the demo shop has no simple product in stock priced from ${from} to ${to}`);
  return product;
}

/** "Rp 125.000" with ordinary spaces, as the tests compare text. */
export const rupiah = (value: number) => formatPrice({ value, currency: 'IDR' }).replace(/\s/g, ' ');

/** 125000 from "Rp 125.000" or "−Rp 25.000" (the sign is dropped). */
export function rupiahValue(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (!digits) throw new Error(`"${text}" is not an amount in rupiah`);
  return Number(digits);
}

export { plain } from './expectations';

/** A new browser (context) for every test: each starts as a new guest with an empty cart. */
export function freshShopperPerTest(browser: () => Browser, makeContext: (browser: Browser) => Promise<BrowserContext>): PageSession {
  const session = {} as PageSession;
  beforeEach(async () => {
    session.context = await makeContext(browser());
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await reportIfFailed(session.page);
    await session.context?.close();
  });
  return session;
}

/**
 * The header's cart trigger naming `count` items: the desktop pill ("Cart Rp 15.000 1 item") or the
 * phone's icon link ("Cart, 1 item").
 */
export function cartTriggerWithCount(page: Page, count: number): Locator {
  const name = new RegExp(`^Cart\\b.*\\b${count} items?$`);
  return page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
}

/** Waits until the header's cart trigger says the cart holds `count` items. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await cartTriggerWithCount(page, count).waitFor(TIMEOUT);
}

/** Opens a product page and adds one with the page's own Add to Cart; waits for the header to count `countAfter`. */
/** Adds one of `product` from its page; checks the header count after, unless the count is not known (null). */
export async function addProductToCart(page: Page, product: ShopProduct, countAfter: number | null = 1): Promise<void> {
  await page.goto(product.path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor(TIMEOUT);
  const added = page.waitForResponse((response) => response.url().includes('/graphql') && (response.request().postData() ?? '').includes('addProductsToCart'), TIMEOUT);
  await page.getByRole('form', { name: `Buy ${product.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
  await added;
  if (countAfter !== null) await expectCartCount(page, countAfter);
}

export interface ShopperAddress {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
}

let shoppers = 0;

/** A guest with an address in Jakarta and an email of their own (coupons count uses per email). */
export function newShopper(tag: string): ShopperAddress {
  shoppers += 1;
  return {
    email: `guest.${tag}.${Date.now()}.${shoppers}@example.com`,
    firstName: 'Budi',
    lastName: 'Santoso',
    street: 'Jl. Jend. Sudirman Kav. 52',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postalCode: '12190',
    phone: '081234567890',
  };
}

/** The checkout's step sections, found by their h2 ("Step 2 of 4: Shipping Method" to a screen reader). */
export function stepSection(page: Page, title: 'Shipping Address' | 'Shipping Method' | 'Payment' | 'Review and Place Order'): Locator {
  return page.getByRole('main').getByRole('region', { name: new RegExp(`${title}$`) });
}

/** The labelled controls of the shipping address step. */
export function addressFields(page: Page) {
  const step = stepSection(page, 'Shipping Address');
  return {
    email: step.getByRole('textbox', { name: 'Email' }),
    firstName: step.getByRole('textbox', { name: 'First Name' }),
    lastName: step.getByRole('textbox', { name: 'Last Name' }),
    street: step.getByRole('textbox', { name: 'Street Address' }),
    city: step.getByRole('textbox', { name: 'City' }),
    province: step.getByRole('combobox', { name: 'Province' }),
    postalCode: step.getByRole('textbox', { name: 'Postal Code' }),
    phone: step.getByRole('textbox', { name: 'Phone Number' }),
  };
}

/** Opens /checkout and waits for the first step and the order summary. */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout', { waitUntil: 'networkidle' });
  await page.getByRole('complementary', { name: 'Order Summary' }).waitFor(TIMEOUT);
}

/** Types the whole shipping address (a guest's email first; a signed-in customer is not asked for one). */
export async function fillShippingAddress(page: Page, shopper: ShopperAddress, { signedIn = false } = {}): Promise<void> {
  const fields = addressFields(page);
  if (!signedIn) await fields.email.fill(shopper.email);
  await fields.firstName.fill(shopper.firstName);
  await fields.lastName.fill(shopper.lastName);
  await fields.street.fill(shopper.street);
  await fields.city.fill(shopper.city);
  await fields.province.selectOption({ label: shopper.province });
  await fields.postalCode.fill(shopper.postalCode);
  await fields.phone.fill(shopper.phone);
}

/** The error or help text a control points at with aria-describedby (what a screen reader reads after its name). */
export async function describedBy(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** The shipping methods' radio group. */
export const shippingMethods = (page: Page) => stepSection(page, 'Shipping Method').getByRole('group', { name: 'Shipping methods' });
/** The payment methods' radio group. */
export const paymentMethods = (page: Page) => stepSection(page, 'Payment').getByRole('group', { name: 'Payment methods' });

/** Submits step 1 and waits for the shipping methods. */
export async function continueToShippingMethod(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await shippingMethods(page).waitFor(TIMEOUT);
}

/** Chooses a shipping method by the start of its label ("SiCepat - Reguler") and continues to Payment. */
export async function chooseShippingMethod(page: Page, label: string): Promise<void> {
  await shippingMethods(page).getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await paymentMethods(page).waitFor(TIMEOUT);
}

/** Chooses a payment method (with a card token for the card) and continues to the review step. */
export async function choosePayment(page: Page, method: string, cardToken?: string): Promise<void> {
  await paymentMethods(page).getByRole('radio', { name: method }).check();
  if (cardToken !== undefined) await stepSection(page, 'Payment').getByRole('textbox', { name: 'Card token' }).fill(cardToken);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await placeOrderButton(page).waitFor(TIMEOUT);
}

export const placeOrderButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Place Order' });
export const thanksHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });

/** Clicks Place Order and waits for the thanks page's heading; returns the milliseconds that took. */
export async function placeOrderTimed(page: Page): Promise<number> {
  const button = placeOrderButton(page);
  await button.waitFor(TIMEOUT);
  const started = Date.now();
  // When the order was answered and the thanks page's URL shown: where a slow Place Order spent its time.
  const answered = page
    .waitForResponse((response) => response.url().includes('/payment-information'), TIMEOUT)
    .then(() => Date.now() - started, () => NaN);
  const thanksUrl = page.waitForURL(/\/thanks\//, TIMEOUT).then(() => Date.now() - started, () => NaN);
  await button.click();
  await thanksHeading(page).waitFor({ state: 'visible', ...TIMEOUT });
  const elapsed = Date.now() - started;
  console.log(`[place order] answered after ${await answered} ms, /thanks/ after ${await thanksUrl} ms, heading after ${elapsed} ms`);
  return elapsed;
}

/** The amount a totals list (<dl>) shows against a term ("Shipping", "Order Total", "Discount (…)"). */
export async function totalsValue(scope: Locator, term: string | RegExp): Promise<string> {
  const row = scope.locator('dl > div').filter({ has: scope.page().locator('dt').getByText(term, { exact: typeof term === 'string' }) });
  return plain(await row.locator('dd').first().textContent(TIMEOUT));
}

/** The checkout's Order Summary aside. */
export const checkoutSummary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

/** "000000123" from "Your order number is 000000123." */
export async function thanksOrderNumber(page: Page): Promise<string> {
  const text = plain(await page.getByRole('main').getByText(/^Your order number is/).textContent(TIMEOUT));
  const match = /^Your order number is (\d+)\.$/.exec(text);
  if (!match) throw new Error(`the thanks page says "${text}"`);
  return match[1];
}

/**
 * True when the whole element is on screen and nothing (a sticky header, a top bar) covers its top
 * or bottom line: what the shopper actually sees, which Playwright's "visible" (it has a box and is
 * not hidden) does not check.
 */
export async function isOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const x = box.left + Math.min(box.width / 2, 40);
    const inset = Math.min(6, box.height / 4);
    return [box.top + inset, box.bottom - inset].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

/** The cart id this browser keeps (BrowserPersistence's `{ value, timeStored, ttl }` record under the kit's prefix), or null between carts. */
export async function readStoredCartId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__cartId');
    return raw ? (JSON.parse(JSON.parse(raw).value) as string) : null;
  });
}

/** The cart id this browser keeps; fails when it keeps none. */
export async function storedCartId(page: Page): Promise<string> {
  const id = await readStoredCartId(page);
  if (!id) throw new Error('this browser keeps no cart id');
  return id;
}

/** A new guest cart holding `quantity` of `product`, made through the shop's GraphQL (at `origin`) as the storefront makes one; answers its id. */
export async function guestCartWith(product: Pick<ShopProduct, 'sku'>, { origin = baseUrl(), quantity = 1 } = {}): Promise<string> {
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Store: 'default' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const { addProductsToCart } = await graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation ($cartId: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }',
    { cartId, sku: product.sku, quantity },
  );
  if (addProductsToCart.user_errors.length) throw new Error(`could not add ${product.sku}: ${JSON.stringify(addProductsToCart.user_errors)}`);
  return cartId;
}

/**
 * Places an order for a guest cart straight through the shop's REST checkout, as another tab or
 * device sharing the cart would: afterwards the cart is no longer active.
 */
/** The shopper's address as Magento's REST checkout takes it. */
export function restAddress(shopper: ShopperAddress) {
  return {
    firstname: shopper.firstName,
    lastname: shopper.lastName,
    street: [shopper.street],
    city: shopper.city,
    region: shopper.province,
    region_code: 'JK',
    postcode: shopper.postalCode,
    country_id: 'ID',
    telephone: shopper.phone,
    email: shopper.email,
  };
}

export async function placeOrderThroughBackend(cartId: string, shopper: ShopperAddress, origin = baseUrl()): Promise<string> {
  const address = restAddress(shopper);
  const post = async (action: string, body: unknown) => {
    const response = await fetch(`${origin}/rest/V1/guest-carts/${encodeURIComponent(cartId)}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${action} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  await post('shipping-information', {
    addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'sicepat', shipping_method_code: 'reg' },
  });
  return String(await post('payment-information', { cartId, email: shopper.email, paymentMethod: { method: 'banktransfer' }, billingAddress: address }));
}

/**
 * Which of the numbers `upTo - back` … `upTo` are orders this guest placed, asked the way the thanks
 * page asks (Magento's guestOrder: number, email and billing postcode).
 */
export async function guestOrdersAmong(upTo: string, back: number, shopper: ShopperAddress): Promise<string[]> {
  const query = 'query guestOrder($number: String!, $email: String!, $postcode: String!) { guestOrder(input: { number: $number, email: $email, postcode: $postcode }) { number } }';
  const found: string[] = [];
  for (let value = Math.max(1, Number(upTo) - back); value <= Number(upTo); value += 1) {
    const number = String(value).padStart(upTo.length, '0');
    const variables = { number, email: shopper.email, postcode: shopper.postalCode };
    const response = await fetch(`${baseUrl()}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, { headers: { Store: 'default' } });
    const body = (await response.json()) as { data?: { guestOrder?: { number: string } | null } };
    if (body.data?.guestOrder?.number) found.push(body.data.guestOrder.number);
  }
  return found;
}
