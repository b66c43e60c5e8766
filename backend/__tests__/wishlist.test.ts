import { issueCustomerToken } from '../auth/tokens';
import { bundleWithSelections, configurableWithChild, groupedWithChildren, stockedProduct, type ConfigurableFixture } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import type { Db } from '../types';

// Magento's wishlist over /graphql: Customer.wishlists / wishlist / wishlist_v2 and the mutations
// that add, update and remove items, always on the token's customer's own wishlist.

const WISHLIST_FIELDS = `id items_count sharing_code updated_at
  items_v2(currentPage: $currentPage, pageSize: $pageSize) {
    page_info { current_page page_size total_pages }
    items { __typename id quantity description added_at customizable_options { label }
      product { __typename sku name uid }
      ... on ConfigurableWishlistItem { child_sku configured_variant { __typename sku }
        configurable_options { id option_label value_id value_label configurable_product_option_uid configurable_product_option_value_uid } }
      ... on BundleWishlistItem { bundle_options { uid label values { uid label quantity } } }
    }
  }`;
const WISHLISTS = `query ($currentPage: Int, $pageSize: Int) { customer { wishlists { ${WISHLIST_FIELDS} } } }`;
const WISHLIST_V2 = `query ($id: ID!, $currentPage: Int, $pageSize: Int) { customer { wishlist_v2(id: $id) { ${WISHLIST_FIELDS} } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!, $currentPage: Int, $pageSize: Int) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST_FIELDS} } } }`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!, $currentPage: Int, $pageSize: Int) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { ${WISHLIST_FIELDS} } } }`;
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!, $currentPage: Int, $pageSize: Int) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST_FIELDS} } } }`;

const GUEST = { message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } };
const NOT_FOUND = { message: 'The wishlist was not found.', extensions: { category: 'graphql-input' } };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface ItemAnswer {
  __typename: string;
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: { __typename: string; sku: string; name: string; uid: string };
  child_sku?: string;
  configured_variant?: { __typename: string; sku: string } | null;
  configurable_options?: Array<Record<string, unknown>>;
  bundle_options?: Array<{ uid: string; label: string; values: Array<{ uid: string; label: string; quantity: number }> }>;
}
interface WishlistAnswer {
  id: string;
  items_count: number;
  sharing_code: string;
  updated_at: string;
  items_v2: { page_info: { current_page: number; page_size: number; total_pages: number }; items: ItemAnswer[] };
}

const customerId = (db: Db, email: string) => db.prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(email) as number;
const seededSkus = (db: Db, email: string) =>
  db
    .prepare('SELECT p.sku FROM wishlist_items i JOIN wishlists w USING (wishlist_id) JOIN products p ON p.entity_id = i.product_id WHERE w.customer_id = ? ORDER BY i.wishlist_item_id')
    .pluck()
    .all(customerId(db, email)) as string[];

describe('the customer wishlist', () => {
  let shop: TestBackend;
  let demoToken: string;
  let budiToken: string;
  const db = () => shop.backend.db;
  const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

  async function wishlistOf(token: string, variables: Record<string, unknown> = {}): Promise<WishlistAnswer> {
    const { body } = await shop.graphql(WISHLISTS, variables, as(token));
    expect(body.errors).toBeUndefined();
    expect(body.data.customer.wishlists).toHaveLength(1);
    return body.data.customer.wishlists[0];
  }
  async function mutate(query: string, variables: Record<string, unknown>, token: string) {
    const { status, body } = await shop.graphql(query, variables, as(token));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data)[0] as { user_errors: Array<{ code: string; message: string }>; wishlist: WishlistAnswer };
  }
  const add = (token: string, id: string, items: unknown[]) => mutate(ADD, { id, items }, token);
  const itemOf = (wishlist: WishlistAnswer, sku: string) => wishlist.items_v2.items.find((item) => item.product.sku === sku);

  beforeAll(async () => {
    shop = await startTestBackend();
    demoToken = issueCustomerToken(db(), customerId(db(), 'demo@example.com'));
    budiToken = issueCustomerToken(db(), customerId(db(), 'budi.santoso@example.com'));
  }, 120_000);
  afterAll(() => shop.close());

  describe('reading', () => {
    it("answers the demo customer's seeded wishlist with its four simple products", async () => {
      const wishlist = await wishlistOf(demoToken);
      const skus = seededSkus(db(), 'demo@example.com');
      expect(skus).toHaveLength(4);
      expect(wishlist).toMatchObject({ id: expect.stringMatching(/^\d+$/), items_count: 4, sharing_code: expect.stringMatching(/^\w{32}$/), updated_at: '2026-01-03 10:30:00' });
      expect(wishlist.items_v2.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
      expect(wishlist.items_v2.items.map((item) => item.product.sku)).toEqual(skus);
      for (const item of wishlist.items_v2.items) {
        expect(item).toMatchObject({ __typename: 'SimpleWishlistItem', id: expect.stringMatching(/^\d+$/), quantity: 1, description: null, customizable_options: [] });
        expect(item.added_at).toMatch(DATE_TIME);
        expect(item.product).toMatchObject({ __typename: 'SimpleProduct', name: expect.any(String), uid: expect.any(String) });
      }
    });

    it('answers the same wishlist as wishlist_v2 by its id and as the deprecated wishlist', async () => {
      const wishlist = await wishlistOf(demoToken);
      const { body } = await shop.graphql(WISHLIST_V2, { id: wishlist.id }, as(demoToken));
      expect(body.data.customer.wishlist_v2).toEqual(wishlist);
      const deprecated = await shop.graphql('{ customer { wishlist { id items_count } } }', undefined, as(demoToken));
      expect(deprecated.body.data.customer.wishlist).toEqual({ id: wishlist.id, items_count: 4 });
    });

    it('pages the items, answering a page past the end with the last page', async () => {
      const second = await wishlistOf(demoToken, { pageSize: 3, currentPage: 2 });
      expect(second.items_v2.page_info).toEqual({ current_page: 2, page_size: 3, total_pages: 2 });
      expect(second.items_v2.items.map((item) => item.product.sku)).toEqual(seededSkus(db(), 'demo@example.com').slice(3));
      const beyond = await wishlistOf(demoToken, { pageSize: 3, currentPage: 9 });
      expect(beyond.items_v2.page_info.current_page).toBe(2);
      expect(beyond.items_v2.items).toEqual(second.items_v2.items);
    });

    it('makes an empty wishlist for a customer who has none, once', async () => {
      const before = db().prepare('SELECT COUNT(*) FROM wishlists WHERE customer_id = ?').pluck().get(customerId(db(), 'budi.santoso@example.com'));
      expect(before).toBe(0);
      const first = await wishlistOf(budiToken);
      expect(first).toMatchObject({ items_count: 0, items_v2: { items: [], page_info: { current_page: 1, total_pages: 1 } } });
      expect((await wishlistOf(budiToken)).id).toBe(first.id);
      expect(first.id).not.toBe((await wishlistOf(demoToken)).id);
    });
  });

  describe('adding', () => {
    let demoWishlistId: string;
    let configurable: ConfigurableFixture;
    beforeAll(async () => {
      demoWishlistId = (await wishlistOf(demoToken)).id;
      configurable = configurableWithChild(db());
    });

    it('adds a simple product with its quantity, then adds to that quantity when it is added again', async () => {
      const { sku } = stockedProduct(db(), 'simple', 5);
      expect(seededSkus(db(), 'demo@example.com')).not.toContain(sku);
      const first = await add(demoToken, demoWishlistId, [{ sku, quantity: 2 }]);
      expect(first.user_errors).toEqual([]);
      expect(first.wishlist.items_count).toBe(5);
      expect(itemOf(first.wishlist, sku)).toMatchObject({ __typename: 'SimpleWishlistItem', quantity: 2, product: { __typename: 'SimpleProduct', sku } });
      expect(first.wishlist.updated_at).not.toBe('2026-01-03 10:30:00');

      const again = await add(demoToken, demoWishlistId, [{ sku, quantity: 3 }]);
      expect(again.user_errors).toEqual([]);
      expect(again.wishlist.items_count).toBe(5);
      expect(itemOf(again.wishlist, sku)).toMatchObject({ id: itemOf(first.wishlist, sku)?.id, quantity: 5 });
    });

    it('adds a configurable product with its chosen values as the parent with its variant', async () => {
      const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [{ sku: configurable.parentSku, quantity: 1, selected_options: configurable.valueUids }]);
      expect(user_errors).toEqual([]);
      const item = itemOf(wishlist, configurable.parentSku);
      expect(item).toMatchObject({
        __typename: 'ConfigurableWishlistItem',
        quantity: 1,
        product: { __typename: 'ConfigurableProduct', sku: configurable.parentSku },
        child_sku: configurable.childSku,
        configured_variant: { __typename: 'SimpleProduct', sku: configurable.childSku },
      });
      expect(item?.configurable_options?.map((option) => option.configurable_product_option_value_uid).sort()).toEqual([...configurable.valueUids].sort());
      for (const option of item?.configurable_options ?? []) expect(option).toMatchObject({ option_label: expect.any(String), value_label: expect.any(String) });
    });

    it('adds the same variant named by parent_sku and the child sku to that item', async () => {
      const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [{ sku: configurable.childSku, parent_sku: configurable.parentSku, quantity: 2 }]);
      expect(user_errors).toEqual([]);
      const items = wishlist.items_v2.items.filter((item) => item.product.sku === configurable.parentSku);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ quantity: 3, child_sku: configurable.childSku });
    });

    it('keeps a configurable product without values as the parent alone, a separate item', async () => {
      const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [{ sku: configurable.parentSku, quantity: 1 }]);
      expect(user_errors).toEqual([]);
      const items = wishlist.items_v2.items.filter((item) => item.product.sku === configurable.parentSku);
      expect(items).toHaveLength(2);
      expect(items[1]).toMatchObject({ __typename: 'ConfigurableWishlistItem', child_sku: '', configured_variant: null, configurable_options: [] });
    });

    it("reports unknown SKUs, a zero quantity and a disabled product in user_errors with Magento's messages, and adds the rest", async () => {
      const { sku } = stockedProduct(db(), 'virtual', 1);
      const disabled = db().prepare("SELECT sku FROM products WHERE type_id = 'simple' ORDER BY entity_id DESC LIMIT 1").pluck().get() as string;
      db().prepare('UPDATE products SET status = 2 WHERE sku = ?').run(disabled);
      try {
        const before = (await wishlistOf(demoToken)).items_count;
        const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: configurable.childSku, parent_sku: 'NO-SUCH-PARENT', quantity: 1 },
          { sku, quantity: 0 },
          { sku: disabled, quantity: 1 },
          { sku, quantity: 1 },
        ]);
        expect(user_errors).toEqual([
          { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
          { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-PARENT"' },
          { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
          { code: 'UNDEFINED', message: 'The product is disabled' },
        ]);
        expect(wishlist.items_count).toBe(before + 1);
        expect(itemOf(wishlist, sku)).toMatchObject({ __typename: 'VirtualWishlistItem', quantity: 1 });
      } finally {
        db().prepare('UPDATE products SET status = 1 WHERE sku = ?').run(disabled);
      }
    });

    it('adds a bundle with its selections, and refuses a selection the bundle does not have', async () => {
      const bundle = bundleWithSelections(db());
      const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [
        { sku: bundle.sku, quantity: 1, selected_options: [Buffer.from('bundle/999999/999999/1').toString('base64')] },
        { sku: bundle.sku, quantity: 1, selected_options: bundle.selectionUids },
      ]);
      expect(user_errors).toEqual([{ code: 'UNDEFINED', message: 'The options you selected are not available.' }]);
      const item = itemOf(wishlist, bundle.sku);
      expect(item).toMatchObject({ __typename: 'BundleWishlistItem', product: { __typename: 'BundleProduct' } });
      expect(item?.bundle_options?.flatMap((option) => option.values.map((value) => value.uid)).sort()).toEqual([...bundle.selectionUids].sort());
    });

    it('adds a grouped product as itself', async () => {
      const grouped = groupedWithChildren(db());
      const { user_errors, wishlist } = await add(demoToken, demoWishlistId, [{ sku: grouped.sku, quantity: 1 }]);
      expect(user_errors).toEqual([]);
      expect(itemOf(wishlist, grouped.sku)).toMatchObject({ __typename: 'GroupedProductWishlistItem', product: { __typename: 'GroupedProduct' } });
    });

    it('adds to the customer\'s own wishlist when the id is "0"', async () => {
      const { sku } = stockedProduct(db(), 'simple', 5);
      const { wishlist } = await add(budiToken, '0', [{ sku, quantity: 1 }]);
      expect(wishlist.id).toBe((await wishlistOf(budiToken)).id);
      expect(wishlist.items_v2.items.map((item) => item.product.sku)).toEqual([sku]);
    });
  });

  describe('updating and removing', () => {
    it('sets the quantity and description, and refuses a missing quantity', async () => {
      const wishlist = await wishlistOf(demoToken);
      const [first] = wishlist.items_v2.items;
      const updated = await mutate(UPDATE, { id: wishlist.id, items: [{ wishlist_item_id: first.id, quantity: 4, description: 'Untuk ibu' }] }, demoToken);
      expect(updated.user_errors).toEqual([]);
      expect(updated.wishlist.items_v2.items[0]).toMatchObject({ id: first.id, quantity: 4, description: 'Untuk ibu' });

      const refused = await mutate(UPDATE, { id: wishlist.id, items: [{ wishlist_item_id: first.id, description: 'x' }] }, demoToken);
      expect(refused.user_errors).toEqual([{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' }]);
      expect(refused.wishlist.items_v2.items[0]).toMatchObject({ quantity: 4, description: 'Untuk ibu' });
    });

    it("removes items, and reports an id that is not one of the wishlist's", async () => {
      const wishlist = await wishlistOf(demoToken);
      const [first, second] = wishlist.items_v2.items;
      const { user_errors, wishlist: after } = await mutate(REMOVE, { id: wishlist.id, ids: [first.id, '999999'] }, demoToken);
      expect(user_errors).toEqual([{ code: 'UNDEFINED', message: 'The wishlist item with ID "999999" does not belong to the wishlist' }]);
      expect(after.items_count).toBe(wishlist.items_count - 1);
      expect(after.items_v2.items[0].id).toBe(second.id);
      expect(after.items_v2.items.map((item) => item.id)).not.toContain(first.id);
    });
  });

  describe('who may use a wishlist', () => {
    it("refuses a guest's mutations with Magento's message and the customer query without a token", async () => {
      const { sku } = stockedProduct(db(), 'simple', 5);
      const added = await shop.graphql(ADD, { id: '0', items: [{ sku, quantity: 1 }] });
      expect(added.body.data).toEqual({ addProductsToWishlist: null });
      expect(added.body.errors).toEqual([expect.objectContaining({ ...GUEST, path: ['addProductsToWishlist'] })]);
      const removed = await shop.graphql(REMOVE, { id: '1', ids: ['1'] });
      expect(removed.body.errors).toEqual([expect.objectContaining({ ...GUEST, path: ['removeProductsFromWishlist'] })]);
      const read = await shop.graphql(WISHLISTS);
      expect(read.body.data).toEqual({ customer: null });
      expect(read.body.errors).toEqual([expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })]);
    });

    it("never lets another customer read or change the demo customer's wishlist", async () => {
      const demo = await wishlistOf(demoToken);
      const [item] = demo.items_v2.items;
      const { sku } = stockedProduct(db(), 'simple', 5);

      const read = await shop.graphql(WISHLIST_V2, { id: demo.id }, as(budiToken));
      expect(read.body).toEqual({ data: { customer: { wishlist_v2: null } } });

      const attempts = [
        { query: ADD, variables: { id: demo.id, items: [{ sku, quantity: 1 }] }, field: 'addProductsToWishlist' },
        { query: REMOVE, variables: { id: demo.id, ids: [item.id] }, field: 'removeProductsFromWishlist' },
        { query: UPDATE, variables: { id: demo.id, items: [{ wishlist_item_id: item.id, quantity: 9 }] }, field: 'updateProductsInWishlist' },
      ];
      for (const { query, variables, field } of attempts) {
        const { status, body } = await shop.graphql(query, variables, as(budiToken));
        expect(status).toBe(200);
        expect(body.data).toEqual({ [field]: null });
        expect(body.errors).toEqual([expect.objectContaining({ ...NOT_FOUND, path: [field] })]);
      }
      // Naming the demo customer's item in one's own wishlist does not reach it either.
      const own = await mutate(REMOVE, { id: '0', ids: [item.id] }, budiToken);
      expect(own.user_errors).toEqual([{ code: 'UNDEFINED', message: `The wishlist item with ID "${item.id}" does not belong to the wishlist` }]);

      expect(await wishlistOf(demoToken)).toEqual(demo);
    });
  });
});
