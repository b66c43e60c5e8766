import { issueCustomerToken } from '../auth/tokens';
import { bundleWithSelections, configurableWithChild, stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's addWishlistItemsToCart over /graphql: the signed-in customer's wishlist items go to
// their active cart as addProductsToCart adds them; an added item leaves the wishlist, one the cart
// refuses stays and comes back in add_wishlist_items_to_cart_user_errors.

const ADD_TO_WISHLIST = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } wishlist { id items_v2 { items { id product { sku } } } } } }`;
const TO_CART = `mutation ($id: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId }
    wishlist { id items_count items_v2 { items { id quantity product { sku } } } }
  } }`;
const CART = `{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } }
  ... on BundleCartItem { bundle_options { values { quantity } } } } } }`;

const inputError = (message: string) => ({ message, extensions: { category: 'graphql-input' } });

interface ToCartAnswer {
  status: boolean;
  add_wishlist_items_to_cart_user_errors: Array<{ code: string; message: string; wishlistId: string; wishlistItemId: string }>;
  wishlist: { id: string; items_count: number; items_v2: { items: Array<{ id: string; quantity: number; product: { sku: string } }> } };
}

describe('addWishlistItemsToCart', () => {
  let shop: TestBackend;
  let token: string;
  let demoToken: string;
  let wishlistId: string;
  const db = () => shop.backend.db;
  const as = (bearer: string | null) => (bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {});
  const tokenOf = (email: string) => issueCustomerToken(db(), db().prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(email) as number);

  /** Adds the items to the customer's wishlist; answers the ids of the items, by sku. */
  async function wishlisted(items: Array<Record<string, unknown>>): Promise<Map<string, string>> {
    const { body } = await shop.graphql(ADD_TO_WISHLIST, { id: wishlistId, items }, as(token));
    expect(body.errors).toBeUndefined();
    expect(body.data.addProductsToWishlist.user_errors).toEqual([]);
    return new Map(body.data.addProductsToWishlist.wishlist.items_v2.items.map((item: { id: string; product: { sku: string } }) => [item.product.sku, item.id]));
  }

  async function toCart(variables: Record<string, unknown>, bearer: string | null = token) {
    const { status, body } = await shop.graphql(TO_CART, variables, as(bearer));
    expect(status).toBe(200);
    return body as { data: { addWishlistItemsToCart: ToCartAnswer | null }; errors?: unknown[] };
  }

  async function cartLines() {
    const { body } = await shop.graphql(CART, {}, as(token));
    expect(body.errors).toBeUndefined();
    return body.data.customerCart.items as Array<{ quantity: number; product: { sku: string }; configured_variant?: { sku: string } }>;
  }

  beforeAll(async () => {
    shop = await startTestBackend();
    // Budi has no wishlist and no cart yet.
    token = tokenOf('budi.santoso@example.com');
    demoToken = tokenOf('demo@example.com');
    const { body } = await shop.graphql('{ customer { wishlists { id } } }', {}, as(token));
    wishlistId = body.data.customer.wishlists[0].id;
  }, 120_000);
  afterAll(() => shop.close());

  it('adds the chosen items to the cart with their quantities and options, and takes them off the wishlist', async () => {
    const simple = stockedProduct(db(), 'simple', 10);
    const configurable = configurableWithChild(db());
    const bundle = bundleWithSelections(db());
    const ids = await wishlisted([
      { sku: simple.sku, quantity: 2 },
      { sku: configurable.parentSku, quantity: 1, selected_options: configurable.valueUids },
      { sku: bundle.sku, quantity: 1, selected_options: bundle.selectionUids },
    ]);
    const body = await toCart({ id: wishlistId, ids: [ids.get(simple.sku), ids.get(configurable.parentSku), ids.get(bundle.sku)] });
    expect(body.errors).toBeUndefined();
    expect(body.data.addWishlistItemsToCart).toEqual({
      status: true,
      add_wishlist_items_to_cart_user_errors: [],
      wishlist: { id: wishlistId, items_count: 0, items_v2: { items: [] } },
    });
    const lines = await cartLines();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ quantity: 2, product: { sku: simple.sku } }),
        expect.objectContaining({ quantity: 1, product: { sku: configurable.parentSku }, configured_variant: { sku: configurable.childSku } }),
        expect.objectContaining({ quantity: 1, product: { sku: bundle.sku } }),
      ]),
    );
    expect(lines).toHaveLength(3);
  });

  it('keeps the items the cart refuses (out of stock, options not chosen) and reports each with its ids, adding the others', async () => {
    // Products a wishlist lists: enabled and visible in the catalogue.
    const visibleSimple = (inStock: number) =>
      db()
        .prepare(
          `SELECT p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
           WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 4) AND s.is_in_stock = ? AND s.qty >= ? ORDER BY p.entity_id DESC LIMIT 1`,
        )
        .pluck()
        .get(inStock, inStock ? 10 : 0) as string;
    const soldOut = visibleSimple(0);
    const simple = visibleSimple(1);
    const configurable = configurableWithChild(db());
    const ids = await wishlisted([
      { sku: soldOut, quantity: 1 },
      { sku: configurable.parentSku, quantity: 1 },
      { sku: simple, quantity: 1 },
    ]);
    const linesBefore = (await cartLines()).length;
    // No ids: every item of the wishlist.
    const body = await toCart({ id: wishlistId });
    expect(body.errors).toBeUndefined();
    const answer = body.data.addWishlistItemsToCart as ToCartAnswer;
    expect(answer.status).toBe(false);
    expect(answer.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', wishlistId, wishlistItemId: ids.get(soldOut) },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.', wishlistId, wishlistItemId: ids.get(configurable.parentSku) },
    ]);
    expect(answer.wishlist.items_v2.items.map((item) => item.id)).toEqual([ids.get(soldOut), ids.get(configurable.parentSku)]);
    expect(answer.wishlist.items_count).toBe(2);
    const lines = await cartLines();
    expect(lines).toHaveLength(linesBefore + 1);
    expect(lines).toContainEqual(expect.objectContaining({ quantity: 1, product: { sku: simple } }));
  });

  it("refuses ids the wishlist does not list, naming them, and adds nothing", async () => {
    const before = await cartLines();
    const { body: demo } = await shop.graphql('{ customer { wishlists { items_v2 { items { id } } } } }', {}, as(demoToken));
    const demoItemId = demo.data.customer.wishlists[0].items_v2.items[0].id as string;
    const body = await toCart({ id: wishlistId, ids: ['999999', demoItemId] });
    expect(body).toEqual({
      errors: [expect.objectContaining(inputError(`The wishlist item ids "999999,${demoItemId}" were not found.`))],
      data: { addWishlistItemsToCart: null },
    });
    expect(await cartLines()).toEqual(before);
  });

  it("answers Magento's errors for a guest, an empty wishlist id and someone else's wishlist", async () => {
    expect((await toCart({ id: wishlistId }, null)).errors).toEqual([
      expect.objectContaining({ message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } }),
    ]);
    for (const id of ['', '0']) expect((await toCart({ id })).errors).toEqual([expect.objectContaining(inputError('"wishlistId" value should be specified'))]);
    const { body } = await shop.graphql('{ customer { wishlists { id } } }', {}, as(demoToken));
    expect((await toCart({ id: body.data.customer.wishlists[0].id })).errors).toEqual([expect.objectContaining(inputError('The wishlist was not found.'))]);
  });
});
