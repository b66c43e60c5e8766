import { GUEST_CHECKOUT_NOT_ALLOWED } from '../checkout/orderDownloads';
import { JAKARTA_ADDRESS, PLACE_ORDER } from '../checkout/testCheckout';
import { DOWNLOAD_MESSAGES } from '../http/downloadHandler';
import { ORDER_CANCELLATION_MESSAGES } from '../orders/cancelOrder';
import { encodeUid } from '../repositories/catalog/ids';
import { QUANTITY_MESSAGES } from '../repositories/cart/quantityRules';
import { makeOrderLinksAvailable } from '../repositories/purchasedLinkRepository';
import { SPECIFY_LINKS } from '../resolvers/cart/downloadableChoices';
import { BUDI, DEMO, UNAUTHORIZED, bearer, signIn } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const uid = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');

const PRODUCT = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  __typename sku
  ... on DownloadableProduct {
    links_purchased_separately links_title
    downloadable_product_links { id uid title sort_order price sample_url number_of_downloads is_shareable link_type }
    downloadable_product_samples { title sort_order sample_url }
  }
} } }`;
const ITEMS = `is_virtual items {
  __typename quantity prices { price { value } row_total { value } }
  ... on DownloadableCartItem { links { uid title price } samples { title sample_url } customizable_options { label } }
}`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${ITEMS} } user_errors { code message } }
}`;
const ADD_LEGACY = `mutation ($cartId: String!, $sku: String!, $links: [DownloadableProductLinksInput!]) {
  addDownloadableProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: 1 }, downloadable_product_links: $links }] }) { cart { ${ITEMS} } }
}`;
const DOWNLOADS = '{ customerDownloadableProducts { items { order_increment_id date status download_url remaining_downloads } } }';
const ORDER_LINES = `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { items {
  __typename product_sku product_type ... on DownloadableOrderItem { downloadable_links { uid title sort_order } }
} } } } }`;

describe('downloadable products (Magento DownloadableGraphQl)', () => {
  let shop: TestBackend;
  let book: { id: number; sku: string; price: number };
  let links: Array<{ id: number; uid: string; title: string; price: number }>;
  let budi: string;
  let demo: string;
  const db = () => shop.backend.db;
  const newCart = async () => (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
  const add = async (cartId: string, items: unknown[], token?: string) => (await shop.graphql(ADD, { cartId, items }, token ? bearer(token) : undefined)).body;
  const pdf = () => links.find((link) => link.title.startsWith('PDF'))!;
  const text = () => links.find((link) => link.title.startsWith('Plain'))!;
  const get = (url: string, token?: string) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  /** A fresh cart of the signed-in customer holding the e-book with the given links, ready to order with `payment`. */
  async function customerCartWithBook(token: string, email: string, linkUids: string[], payment: string): Promise<string> {
    db().prepare('UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)').run(email);
    const id = (await shop.graphql('{ customerCart { id } }', undefined, bearer(token))).body.data.customerCart.id as string;
    const added = await add(id, [{ sku: book.sku, quantity: 1, selected_options: linkUids }], token);
    if (added.errors || added.data.addProductsToCart.user_errors.length) throw new Error(JSON.stringify(added));
    const ready = await shop.graphql(
      `mutation ($id: String!, $address: CartAddressInput!, $payment: String!) {
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $payment } }) { cart { id } }
      }`,
      { id, address: JAKARTA_ADDRESS, payment },
      bearer(token),
    );
    if (ready.body.errors) throw new Error(JSON.stringify(ready.body.errors));
    // The card nonce has no GraphQL input in Magento's core schema; REST carries it. Set it as REST would.
    if (payment === 'jingga_card') {
      db().prepare('UPDATE quote_payments SET additional_data = ? WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').run(JSON.stringify({ payment_method_nonce: 'tok_visa_test' }), id);
    }
    return id;
  }

  async function placeCustomerOrder(token: string, email: string, linkUids: string[], payment = 'jingga_card'): Promise<string> {
    const id = await customerCartWithBook(token, email, linkUids, payment);
    const { body } = await shop.graphql(PLACE_ORDER, { id }, bearer(token));
    if (body.errors || body.data.placeOrder.errors.length) throw new Error(JSON.stringify(body));
    return body.data.placeOrder.order.order_number as string;
  }

  const downloadsOf = async (token: string, order: string) =>
    ((await shop.graphql(DOWNLOADS, undefined, bearer(token))).body.data.customerDownloadableProducts.items as any[]).filter((item) => item.order_increment_id === order);

  beforeAll(async () => {
    shop = await startTestBackend();
    book = db().prepare("SELECT entity_id AS id, sku, price FROM products WHERE type_id = 'downloadable' AND status = 1 ORDER BY entity_id LIMIT 1").get() as typeof book;
    const { body } = await shop.graphql(PRODUCT, { sku: book.sku });
    links = body.data.products.items[0].downloadable_product_links;
    budi = await signIn(shop, BUDI);
    demo = await signIn(shop, DEMO);
  }, 120_000);
  afterAll(() => shop.close());

  it('answers the product as DownloadableProduct with its links (uids "downloadable/<id>") and a public sample URL', async () => {
    const { body } = await shop.graphql(PRODUCT, { sku: book.sku });
    const [product] = body.data.products.items;
    expect(product).toMatchObject({ __typename: 'DownloadableProduct', links_purchased_separately: 1, links_title: 'Formats' });
    expect(product.downloadable_product_links.map((l: any) => [l.title, l.sort_order, l.price, l.number_of_downloads, l.is_shareable, l.link_type, l.sample_url])).toEqual([
      ['PDF edition', 1, 15000, 5, false, null, null],
      ['Plain-text edition', 2, 10000, 0, false, null, null],
    ]);
    for (const link of product.downloadable_product_links) expect(decode(link.uid)).toBe(`downloadable/${link.id}`);
    expect(product.downloadable_product_samples).toHaveLength(1);
    expect(product.downloadable_product_samples[0].sample_url).toMatch(new RegExp(`^${shop.url}/downloadable/download/sample/sample_id/\\d+/$`));
  });

  it('finds the book by search and by its URL, as a DownloadableProduct', async () => {
    const searched = await shop.graphql('{ products(search: "healthy skin habits") { items { __typename sku } } }');
    expect(searched.body.data.products.items).toContainEqual({ __typename: 'DownloadableProduct', sku: book.sku });
    const routed = await shop.graphql('{ route(url: "healthy-skin-habits-e-book.html") { __typename ... on DownloadableProduct { sku } } }');
    expect(routed.body.data.route).toEqual({ __typename: 'DownloadableProduct', sku: book.sku });
  });

  it("refuses the book without a link, and with only a link it does not have, with Magento's message", async () => {
    const cartId = await newCart();
    const refusal = [{ code: 'UNDEFINED', message: SPECIFY_LINKS }];
    expect((await add(cartId, [{ sku: book.sku, quantity: 1 }])).data.addProductsToCart.user_errors).toEqual(refusal);
    expect((await add(cartId, [{ sku: book.sku, quantity: 1, selected_options: [uid('downloadable/999999')] }])).data.addProductsToCart.user_errors).toEqual(refusal);
    const legacy = await shop.graphql(ADD_LEGACY, { cartId, sku: book.sku, links: null });
    expect(legacy.body.errors[0]).toMatchObject({ message: SPECIFY_LINKS, extensions: { category: 'graphql-input' } });
    expect((await shop.graphql(`query ($id: String!) { cart(cart_id: $id) { items { quantity } } }`, { id: cartId })).body.data.cart.items).toEqual([]);
  });

  it('adds the chosen links to the price, answers them on the DownloadableCartItem, and needs no shipping', async () => {
    const body = await add(await newCart(), [{ sku: book.sku, quantity: 2, selected_options: [pdf().uid, text().uid] }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const { is_virtual, items } = body.data.addProductsToCart.cart;
    expect(is_virtual).toBe(true);
    const unit = book.price + pdf().price + text().price;
    expect(items).toEqual([
      {
        __typename: 'DownloadableCartItem',
        quantity: 2,
        prices: { price: { value: unit }, row_total: { value: unit * 2 } },
        links: [pdf(), text()].map(({ uid: linkUid, title, price }) => ({ uid: linkUid, title, price })),
        samples: [{ title: 'Free sample (two habits)', sample_url: expect.stringContaining('/downloadable/download/sample/sample_id/') }],
        customizable_options: [],
      },
    ]);
  });

  it('takes link ids on addDownloadableProductsToCart, and whole quantities only', async () => {
    const cartId = await newCart();
    const { body } = await shop.graphql(ADD_LEGACY, { cartId, sku: book.sku, links: [{ link_id: pdf().id }] });
    expect(body.errors).toBeUndefined();
    expect(body.data.addDownloadableProductsToCart.cart.items.map((item: any) => [item.prices.price.value, item.links.map((l: any) => l.title)])).toEqual([[book.price + pdf().price, ['PDF edition']]]);
    const decimal = await add(cartId, [{ sku: book.sku, quantity: 1.5, selected_options: [pdf().uid] }]);
    expect(decimal.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: QUANTITY_MESSAGES.decimal }]);
  });

  it("keeps guests from ordering it (Magento's catalog/downloadable/disable_guest_checkout)", async () => {
    const cartId = await newCart();
    await add(cartId, [{ sku: book.sku, quantity: 1, selected_options: [pdf().uid] }]);
    await shop.graphql(
      `mutation ($id: String!, $address: CartAddressInput!) {
        setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } }
      }`,
      { id: cartId, address: JAKARTA_ADDRESS },
    );
    const { body } = await shop.graphql(PLACE_ORDER, { id: cartId });
    expect(body.errors[0]).toMatchObject({ message: GUEST_CHECKOUT_NOT_ALLOWED, extensions: { category: 'graphql-authorization' } });
    expect(db().prepare('SELECT COUNT(*) FROM sales_orders WHERE quote_id = (SELECT quote_id FROM quotes WHERE masked_id = ?)').pluck().get(cartId)).toBe(0);
  });

  it('places the order with the chosen links on a DownloadableOrderItem and lists them to their owner only', async () => {
    const order = await placeCustomerOrder(budi, BUDI.email, [pdf().uid, text().uid]);
    const lines = (await shop.graphql(ORDER_LINES, { number: order }, bearer(budi))).body.data.customer.orders.items[0].items;
    expect(lines).toEqual([
      {
        __typename: 'DownloadableOrderItem',
        product_sku: book.sku,
        product_type: 'downloadable',
        downloadable_links: [
          { uid: pdf().uid, title: 'PDF edition', sort_order: 1 },
          { uid: text().uid, title: 'Plain-text edition', sort_order: 2 },
        ],
      },
    ]);
    const items = await downloadsOf(budi, order);
    expect(items.map((item) => [item.status, item.remaining_downloads])).toEqual([
      ['available', '5'],
      ['available', 'Unlimited'],
    ]);
    for (const item of items) expect(item.download_url).toMatch(new RegExp(`^${shop.url}/downloadable/download/link/id/[A-Za-z0-9_-]{43}/$`));
    expect(await downloadsOf(demo, order)).toEqual([]);
    const guest = await shop.graphql(DOWNLOADS);
    expect(guest.body.errors[0]).toMatchObject(UNAUTHORIZED);
  });

  it('reorders a downloadable line with the links it bought', async () => {
    const order = await placeCustomerOrder(budi, BUDI.email, [text().uid]);
    db().prepare("UPDATE quotes SET is_active = 0 WHERE is_active = 1 AND customer_id = (SELECT entity_id FROM customers WHERE email = ?)").run(BUDI.email);
    const { body } = await shop.graphql(
      'mutation ($n: String!) { reorderItems(orderNumber: $n) { userInputErrors { message } cart { items { ... on DownloadableCartItem { links { title } prices { price { value } } } } } } }',
      { n: order },
      bearer(budi),
    );
    expect(body.data.reorderItems).toEqual({ userInputErrors: [], cart: { items: [{ links: [{ title: 'Plain-text edition' }], prices: { price: { value: book.price + text().price } } }] } });
  });

  it('sends a link to its owner only, counts each download and expires the link when the allowance is used', async () => {
    const order = await placeCustomerOrder(budi, BUDI.email, [pdf().uid]);
    const [link] = await downloadsOf(budi, order);

    expect((await get(link.download_url)).status).toBe(401);
    const someoneElse = await get(link.download_url, demo);
    expect([someoneElse.status, await someoneElse.text()]).toEqual([404, DOWNLOAD_MESSAGES.notFound]);
    expect((await get(link.download_url.replace(/id\/[^/]+\//, `id/${'x'.repeat(43)}/`), budi)).status).toBe(404);

    const first = await get(link.download_url, budi);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="healthy-skin-habits.pdf"');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await downloadsOf(budi, order))[0].remaining_downloads).toBe('4');

    for (let i = 0; i < 4; i++) expect((await get(link.download_url, budi)).status).toBe(200);
    const exhausted = await get(link.download_url, budi);
    expect([exhausted.status, await exhausted.text()]).toEqual([403, DOWNLOAD_MESSAGES.expired]);
    expect((await downloadsOf(budi, order)).map((item) => [item.status, item.remaining_downloads])).toEqual([['expired', '0']]);
  });

  it('keeps the links of an order paid offline pending (not downloadable) until the order is invoiced', async () => {
    const order = await placeCustomerOrder(budi, BUDI.email, [text().uid], 'banktransfer');
    const [link] = await downloadsOf(budi, order);
    expect(link.status).toBe('pending');
    const refused = await get(link.download_url, budi);
    expect([refused.status, await refused.text()]).toEqual([403, DOWNLOAD_MESSAGES.notAvailable]);

    const orderId = db().prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(order) as number;
    expect(makeOrderLinksAvailable(db(), orderId, new Date().toISOString())).toBe(1);
    const sent = await get(link.download_url, budi);
    expect([sent.status, sent.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    expect((await downloadsOf(budi, order))[0]).toMatchObject({ status: 'available', remaining_downloads: 'Unlimited' });
  });

  it('expires the links of a cancelled order, and keeps an order whose file was downloaded from being cancelled', async () => {
    db().prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'sales/cancellation/enabled', '1')").run();
    const orderId = (number: string) => encodeUid(db().prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(number) as number);
    const cancel = (number: string) =>
      shop.graphql('mutation ($id: ID!) { cancelOrder(input: { order_id: $id, reason: "The order was placed by mistake" }) { error order { status } } }', { id: orderId(number) }, bearer(budi));

    const downloaded = await placeCustomerOrder(budi, BUDI.email, [pdf().uid]);
    const [kept] = await downloadsOf(budi, downloaded);
    expect((await get(kept.download_url, budi)).status).toBe(200);
    expect((await cancel(downloaded)).body.data.cancelOrder.error).toBe(ORDER_CANCELLATION_MESSAGES.shipped);
    expect((await get(kept.download_url, budi)).status).toBe(200);

    const unpaid = await placeCustomerOrder(budi, BUDI.email, [text().uid], 'banktransfer');
    expect((await cancel(unpaid)).body.data.cancelOrder).toEqual({ error: null, order: { status: 'Canceled' } });
    const [expired] = await downloadsOf(budi, unpaid);
    expect(expired.status).toBe('expired');
    const unpaidId = db().prepare('SELECT entity_id FROM sales_orders WHERE increment_id = ?').pluck().get(unpaid) as number;
    expect(makeOrderLinksAvailable(db(), unpaidId, new Date().toISOString())).toBe(0);
    const refused = await get(expired.download_url, budi);
    expect([refused.status, await refused.text()]).toEqual([403, DOWNLOAD_MESSAGES.expired]);
  });

  it('serves a sample to anyone, and nothing for an unknown sample or path', async () => {
    const { body } = await shop.graphql(PRODUCT, { sku: book.sku });
    const sample = await get(body.data.products.items[0].downloadable_product_samples[0].sample_url);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-disposition')).toBe('attachment; filename="healthy-skin-habits-sample.pdf"');
    expect(Buffer.from(await sample.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`${shop.url}/downloadable/download/sample/sample_id/999999/`)).status).toBe(404);
    expect((await get(`${shop.url}/downloadable/download/sample/..%2f..%2fstorefront.sqlite`)).status).toBe(400);
    expect((await get(`${shop.url}/downloadable/download/link_file/storefront.sqlite`)).status).toBe(404);
    expect((await fetch(`${shop.url}/downloadable/download/sample/sample_id/1/`, { method: 'POST' })).status).toBe(405);
  });

  it('takes no shipping address for a cart of the book alone, as for virtual products', async () => {
    const id = await customerCartWithBook(budi, BUDI.email, [pdf().uid], 'banktransfer');
    const { body } = await shop.graphql(
      'mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }',
      { id, address: JAKARTA_ADDRESS },
      bearer(budi),
    );
    expect(body.errors[0].message).toBe('The Cart includes virtual product(s) only, so a shipping address is not used.');
  });
});
