import { issueCustomerToken } from '../auth/tokens';
import { ABSENT_FEATURE_MESSAGES } from '../resolvers/adobeCommerceAbsent';
import { guestCartWith } from '../checkout/testCheckout';
import { stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// What Venia 14.5 asks beyond Magento 2.4.7 core, over the real handler: the magento/magento2-pwa
// fields (extensions/magentoPwa.graphql) with that module's semantics, and the Adobe Commerce and
// Commerce Services coordinates answered as a store without them (extensions/adobeCommerceAbsent.graphql).

const DEMO_EMAIL = 'demo@example.com';
const inputError = (message: string) => expect.objectContaining({ message, extensions: { category: 'graphql-input' } });

describe('Venia 14.5 extension fields', () => {
  let shop: TestBackend;
  let token: string;
  const db = () => shop.backend.db;
  const setConfig = (path: string, value: string | null) =>
    value === null
      ? db().prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(path)
      : db().prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  async function send(query: string, variables: Record<string, unknown> = {}, signedIn = false) {
    const { status, body } = await shop.graphql(query, variables, signedIn ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect(status).toBe(200);
    return body;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    const demoId = db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(DEMO_EMAIL) as number;
    token = issueCustomerToken(db(), demoId);
  }, 120_000);
  afterAll(() => shop.close());

  describe('magento2-pwa', () => {
    it("counts the cart's quantities for the header, or its lines when checkout/cart_link/use_qty is 0 (CartConfig)", async () => {
      const simple = stockedProduct(db(), 'simple', 5);
      const virtual = stockedProduct(db(), 'virtual', 5);
      const id = await guestCartWith(shop.graphql, simple.sku, 3);
      const added = await send('mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 2}]) { user_errors { message } } }', {
        id,
        sku: virtual.sku,
      });
      expect(added.data.addProductsToCart.user_errors).toEqual([]);
      const COUNT = 'query ($id: String!) { cart(cart_id: $id) { total_quantity total_summary_quantity_including_config } }';
      expect(await send(COUNT, { id })).toEqual({ data: { cart: { total_quantity: 5, total_summary_quantity_including_config: 5 } } });
      setConfig('checkout/cart_link/use_qty', '0');
      try {
        expect(await send(COUNT, { id })).toEqual({ data: { cart: { total_quantity: 5, total_summary_quantity_including_config: 2 } } });
      } finally {
        setConfig('checkout/cart_link/use_qty', '1');
      }
    });

    it("answers each customer order's state code beside its status label", async () => {
      const body = await send('{ customer { orders(pageSize: 50) { items { number status state } } } }', {}, true);
      const answered = body.data.customer.orders.items as Array<{ number: string; status: string; state: string }>;
      const stored = db()
        .prepare(
          `SELECT o.increment_id AS number, s.label AS status, s.state FROM sales_orders o JOIN sales_order_statuses s ON s.status = o.status
           WHERE o.customer_id = (SELECT entity_id FROM customers WHERE email = ?)`,
        )
        .all(DEMO_EMAIL) as Array<{ number: string; status: string; state: string }>;
      expect(answered.length).toBeGreaterThan(0);
      expect([...answered].sort((a, b) => a.number.localeCompare(b.number))).toEqual([...stored].sort((a, b) => a.number.localeCompare(b.number)));
      // The seeded history holds more than one state, so state is not the status under another name.
      expect(new Set(answered.map((order) => order.state)).size).toBeGreaterThan(1);
    });

    it("answers is_confirmed: true for an account needing no confirmation, false for a new one waiting for it (Venia's CreateAccount)", async () => {
      expect(await send('{ customer { is_confirmed } }', {}, true)).toEqual({ data: { customer: { is_confirmed: true } } });
      const CREATE = `mutation ($email: String!) { createCustomer(input: {email: $email, firstname: "Sari", lastname: "Dewi", password: "Sari2026!Secret", is_subscribed: false}) {
        customer { email is_confirmed } } }`;
      setConfig('customer/create_account/confirm', '1');
      try {
        expect(await send(CREATE, { email: 'sari.waiting@example.com' })).toEqual({ data: { createCustomer: { customer: { email: 'sari.waiting@example.com', is_confirmed: false } } } });
      } finally {
        setConfig('customer/create_account/confirm', '0');
      }
      expect(await send(CREATE, { email: 'sari.active@example.com' })).toEqual({ data: { createCustomer: { customer: { email: 'sari.active@example.com', is_confirmed: true } } } });
    });

    it('answers searchTerm from the store\'s search terms, and an object of nulls (never null) for a term never stored', async () => {
      const SEARCH_TERM = 'query ($q: String) { searchTerm(Search: $q) { query_text redirect popularity } }';
      expect(await send(SEARCH_TERM, { q: 'nothing like this' })).toEqual({ data: { searchTerm: { query_text: null, redirect: null, popularity: null } } });
      db()
        .prepare("INSERT INTO search_query (query_text, store_id, popularity, redirect, updated_at) VALUES ('Vitamin C', 1, 42, 'https://example.com/vitamin-c.html', '2026-11-27 00:00:00')")
        .run();
      expect(await send(SEARCH_TERM, { q: 'vitamin c' })).toEqual({ data: { searchTerm: { query_text: 'Vitamin C', redirect: 'https://example.com/vitamin-c.html', popularity: 42 } } });
    });

    it('answers robotsConfig from design/search_engine_robots/*, INDEX,FOLLOW by default', async () => {
      const ROBOTS = '{ robotsConfig { defaultRobots customInstructions } }';
      expect(await send(ROBOTS)).toEqual({ data: { robotsConfig: { defaultRobots: 'INDEX,FOLLOW', customInstructions: null } } });
      setConfig('design/search_engine_robots/default_robots', 'NOINDEX,NOFOLLOW');
      setConfig('design/search_engine_robots/custom_instructions', 'Disallow: /checkout/');
      try {
        expect(await send(ROBOTS)).toEqual({ data: { robotsConfig: { defaultRobots: 'NOINDEX,NOFOLLOW', customInstructions: 'Disallow: /checkout/' } } });
      } finally {
        setConfig('design/search_engine_robots/default_robots', null);
        setConfig('design/search_engine_robots/custom_instructions', null);
      }
    });

    it('answers the canonical tag settings as booleans of catalog/seo/*_canonical_tag, off by default', async () => {
      const TAGS = '{ storeConfig { category_canonical_tag product_canonical_tag } }';
      expect(await send(TAGS)).toEqual({ data: { storeConfig: { category_canonical_tag: false, product_canonical_tag: false } } });
      setConfig('catalog/seo/product_canonical_tag', '1');
      try {
        expect(await send(TAGS)).toEqual({ data: { storeConfig: { category_canonical_tag: false, product_canonical_tag: true } } });
      } finally {
        setConfig('catalog/seo/product_canonical_tag', null);
      }
    });

    it("answers custom_attributes with the product's attribute values and metadata, as Venia's product page selects them", async () => {
      const row = db()
        .prepare(
          `SELECT p.sku, a.attribute_code, a.frontend_label, a.position, a.is_filterable, a.is_comparable, o.option_id, o.label
           FROM product_attribute_values v JOIN products p ON p.entity_id = v.product_id AND p.status = 1 AND p.type_id = 'simple'
           JOIN attributes a ON a.attribute_id = v.attribute_id JOIN attribute_options o ON o.option_id = v.option_id
           ORDER BY p.entity_id LIMIT 1`,
        )
        .get() as { sku: string; attribute_code: string; frontend_label: string; position: number; is_filterable: number; is_comparable: number; option_id: number; label: string };
      const attributeCount = db()
        .prepare('SELECT COUNT(DISTINCT attribute_id) FROM product_attribute_values WHERE product_id = (SELECT entity_id FROM products WHERE sku = ?)')
        .pluck()
        .get(row.sku) as number;
      const body = await send(
        `query ($sku: String) { products(filter: {sku: {eq: $sku}}) { items { custom_attributes {
          selected_attribute_options { attribute_option { uid label is_default } }
          entered_attribute_value { value }
          attribute_metadata { uid code label attribute_labels { store_code label } data_type is_system entity_type
            ui_input { ui_input_type is_html_allowed } ... on ProductAttributeMetadata { used_in_components } } } } } }`,
        { sku: row.sku },
      );
      const attributes = body.data.products.items[0].custom_attributes;
      expect(attributes).toHaveLength(attributeCount);
      const b64 = (text: string) => Buffer.from(text).toString('base64');
      expect(attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === row.attribute_code)).toEqual({
        selected_attribute_options: { attribute_option: expect.arrayContaining([{ uid: b64(`catalog_product/${row.attribute_code}/${row.option_id}`), label: row.label, is_default: false }]) },
        entered_attribute_value: { value: null },
        attribute_metadata: {
          uid: b64(`catalog_product/${row.attribute_code}`),
          code: row.attribute_code,
          label: row.frontend_label,
          attribute_labels: [{ store_code: 'default', label: row.frontend_label }],
          data_type: 'INT',
          is_system: false,
          entity_type: 'PRODUCT',
          ui_input: { ui_input_type: 'SELECT', is_html_allowed: false },
          used_in_components: [
            'PRODUCT_DETAILS_PAGE',
            ...(row.is_comparable ? ['PRODUCTS_COMPARE'] : []),
            ...(row.is_filterable ? ['PRODUCT_FILTER', 'PRODUCT_SEARCH_RESULTS_FILTER'] : []),
          ],
        },
      });

      // The select's ui_input lists every option of the attribute, not only the chosen ones.
      const allOptions = db()
        .prepare('SELECT o.label FROM attribute_options o JOIN attributes a ON a.attribute_id = o.attribute_id WHERE a.attribute_code = ? ORDER BY o.sort_order, o.option_id')
        .pluck()
        .all(row.attribute_code) as string[];
      const withOptions = await send(
        `query ($sku: String) { products(filter: {sku: {eq: $sku}}) { items { custom_attributes { attribute_metadata { code
          ui_input { ... on UiAttributeTypeSelect { attribute_options { label } } } } } } } }`,
        { sku: row.sku },
      );
      const metadata = withOptions.data.products.items[0].custom_attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === row.attribute_code).attribute_metadata;
      expect(allOptions.length).toBeGreaterThan(1);
      expect(metadata.ui_input.attribute_options.map((o: { label: string }) => o.label)).toEqual(allOptions);
    });

    it('answers the Commerce Services contexts the experience platform connector asks as null', async () => {
      // @magento/experience-platform-connector 1.0.12, src/queries/getExtensionContext.js (asked on every page).
      const CONTEXT = `query experiencePlatformConnectorContext {
        dataServicesStorefrontInstanceContext { environment_id environment store_url website_id website_code store_id store_code store_view_id
          store_view_code website_name store_name store_view_name base_currency_code store_view_currency_code catalog_extension_version ims_org_id }
        experienceConnectorContext { datastream_id } }`;
      expect(await send(CONTEXT)).toEqual({ data: { dataServicesStorefrontInstanceContext: null, experienceConnectorContext: null } });
    });
  });

  describe('Adobe Commerce features, answered as a store without them', () => {
    it('answers a cart with no gift cards, gift options or gift message', async () => {
      const id = await guestCartWith(shop.graphql, stockedProduct(db(), 'simple', 1).sku);
      const body = await send(
        `query ($id: String!) { cart(cart_id: $id) { applied_gift_cards { code } gift_receipt_included printed_card_included
          gift_message { from to message } prices { gift_options { printed_card { value } } } } }`,
        { id },
      );
      expect(body).toEqual({ data: { cart: { applied_gift_cards: [], gift_receipt_included: false, printed_card_included: false, gift_message: null, prices: { gift_options: null } } } });
    });

    it('answers the gift and wish list settings as off, with Magento\'s "0" for the core gift message settings', async () => {
      const body = await send(
        '{ storeConfig { allow_order allow_items allow_gift_receipt allow_printed_card enable_multiple_wishlists maximum_number_of_wishlists magento_wishlist_general_is_enabled } }',
      );
      expect(body).toEqual({
        data: {
          storeConfig: {
            allow_order: '0',
            allow_items: '0',
            allow_gift_receipt: '0',
            allow_printed_card: '0',
            enable_multiple_wishlists: '0',
            maximum_number_of_wishlists: null,
            magento_wishlist_general_is_enabled: '1',
          },
        },
      });
    });

    it('refuses gift cards and gift options with a message saying they are not available', async () => {
      const id = await guestCartWith(shop.graphql, stockedProduct(db(), 'simple', 1).sku);
      expect(await send('{ giftCardAccount(input: {gift_card_code: "ABC"}) { code } }')).toEqual({ errors: [inputError(ABSENT_FEATURE_MESSAGES.giftCards)], data: { giftCardAccount: null } });
      expect(await send('mutation ($id: String!) { applyGiftCardToCart(input: {cart_id: $id, gift_card_code: "ABC"}) { cart { id } } }', { id })).toEqual({
        errors: [inputError(ABSENT_FEATURE_MESSAGES.giftCards)],
        data: { applyGiftCardToCart: null },
      });
      expect(await send('mutation ($id: String!) { removeGiftCardFromCart(input: {cart_id: $id, gift_card_code: "ABC"}) { cart { id } } }', { id })).toEqual({
        errors: [inputError(ABSENT_FEATURE_MESSAGES.giftCards)],
        data: { removeGiftCardFromCart: null },
      });
      expect(
        await send('mutation ($id: String!) { setGiftOptionsOnCart(input: {cart_id: $id, gift_receipt_included: true, printed_card_included: false}) { cart { id } } }', { id }),
      ).toEqual({ errors: [inputError(ABSENT_FEATURE_MESSAGES.giftOptions)], data: { setGiftOptionsOnCart: null } });
    });

    it('keeps one unnamed wish list per customer: name null, creating or renaming one refused', async () => {
      const body = await send('{ customer { wishlists { id name } } }', {}, true);
      expect(body.data.customer.wishlists.length).toBeGreaterThan(0);
      for (const wishlist of body.data.customer.wishlists) expect(wishlist.name).toBeNull();
      expect(await send('mutation { createWishlist(input: {name: "Gifts", visibility: PRIVATE}) { wishlist { id } } }', {}, true)).toEqual({
        errors: [inputError(ABSENT_FEATURE_MESSAGES.multipleWishlists)],
        data: { createWishlist: null },
      });
      const wishlistId = body.data.customer.wishlists[0].id;
      expect(await send('mutation ($id: ID!) { updateWishlist(wishlistId: $id, name: "Gifts", visibility: PUBLIC) { uid } }', { id: wishlistId }, true)).toEqual({
        errors: [inputError(ABSENT_FEATURE_MESSAGES.multipleWishlists)],
        data: { updateWishlist: null },
      });
    });

    it('answers dynamicBlocks with no blocks', async () => {
      const body = await send(
        'query ($type: DynamicBlockTypeEnum!, $uids: [ID]!) { dynamicBlocks(input: {type: $type, dynamic_block_uids: $uids, locations: [CONTENT]}) { items { uid content { html } } total_count } }',
        { type: 'SPECIFIED', uids: ['MQ=='] },
      );
      expect(body).toEqual({ data: { dynamicBlocks: { items: [], total_count: 0 } } });
    });
  });
});
