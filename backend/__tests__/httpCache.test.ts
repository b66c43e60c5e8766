import { guestCartWith, makeReady, PLACE_ORDER, setStock } from '../checkout/testCheckout';
import { PUBLIC_QUERY_FIELDS } from '../../http/publicQueries';
import { parseCacheHosts, tagsPatterns } from '../cache/purge';
import { ResponseCache } from '../cache/responseCache';
import { buildSchema } from '../schema/build';
import { configurableWithChild, stockedProduct } from '../test/cartFixtures';
import { startFakeVarnish, type FakeVarnish } from '../test/fakeVarnish';
import { bearer, DEMO, signIn } from '../test/loyaltyFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Issue 23's HTTP cache contract, over the real GraphQL handler: which answers are cacheable and how
// they say so, the tags they carry, the purges writes send, and the server's own cache.

const GET = { method: 'GET' as const };
const idOf = (uid: string) => Number(Buffer.from(uid, 'base64').toString('utf8'));
const tagsOf = (headers: Headers) => headers.get('x-magento-tags')?.split(',') ?? null;

/** An in-stock simple product nothing else shows as a variant, selection or member: its stock changes only its own answers. */
function standaloneProduct(shop: TestBackend): { id: number; sku: string } {
  return shop.backend.db
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM products p JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND s.is_in_stock = 1 AND s.qty >= 5
         AND p.entity_id NOT IN (SELECT child_id FROM configurable_links) AND p.entity_id NOT IN (SELECT product_id FROM bundle_selections)
         AND p.entity_id NOT IN (SELECT linked_product_id FROM product_links WHERE link_type = 'super')
       ORDER BY p.entity_id LIMIT 1`,
    )
    .get() as { id: number; sku: string };
}

const SEARCH = `{ products(search: "serum", pageSize: 6) { items { uid sku ... on ConfigurableProduct { variants { product { uid } } } } } }`;
const BY_SKU = 'query ($sku: String!) { products(filter: {sku: {eq: $sku}}) { items { uid name stock_status } } }';

describe('cacheable GraphQL answers (no shared cache in front)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("a guest's GET of a catalogue query may be kept: no-cache with a strong ETag, the cache id, and every product shown tagged, variants too", async () => {
    const { status, headers, body } = await shop.graphql(SEARCH, undefined, GET);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    const items = body.data.products.items as Array<{ uid: string; variants?: Array<{ product: { uid: string } }> }>;
    const shown = items.flatMap((item) => [item.uid, ...(item.variants ?? []).map((variant) => variant.product.uid)]);
    expect(items.some((item) => item.variants?.length)).toBe(true);
    const tags = tagsOf(headers)!;
    expect(tags[0]).toBe('cat_p');
    expect(tags.at(-1)).toBe('FPC');
    expect(new Set(tags.filter((tag) => tag.startsWith('cat_p_')))).toEqual(new Set(shown.map((uid) => `cat_p_${idOf(uid)}`)));
  });

  it('answers 304 to If-None-Match of its ETag, with the headers a revalidation repeats', async () => {
    const first = await shop.graphql(SEARCH, undefined, GET);
    const params = new URLSearchParams({ query: SEARCH });
    const again = await fetch(`${shop.url}/graphql?${params}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('x-magento-cache-id')).toBe(first.headers.get('x-magento-cache-id'));
  });

  it('tags categories, their children and breadcrumbs by category id', async () => {
    const { headers, body } = await shop.graphql('{ categoryList { uid children { uid children { uid breadcrumbs { category_uid } } } } }', undefined, GET);
    const root = body.data.categoryList[0];
    const shown = [root.uid, ...root.children.flatMap((child: any) => [child.uid, ...child.children.map((grandchild: any) => grandchild.uid)])];
    const tags = tagsOf(headers)!;
    expect(tags).toContain('cat_c');
    for (const uid of shown) expect(tags).toContain(`cat_c_${idOf(uid)}`);
  });

  it('tags a CMS page by page id, and the products and blocks its content embeds', async () => {
    const { headers, body } = await shop.graphql('{ cmsPage(identifier: "home") { title content } }', undefined, GET);
    const pageId = shop.backend.db.prepare("SELECT page_id FROM cms_pages WHERE identifier = 'home'").pluck().get();
    const tags = tagsOf(headers)!;
    expect(tags).toEqual(expect.arrayContaining(['cms_p', `cms_p_${pageId}`]));
    const skus = [...(body.data.cmsPage.content as string).matchAll(/data-product-sku="([^"]+)"/g)].map((match) => match[1]);
    expect(skus.length).toBeGreaterThan(0);
    const ids = skus.map((sku) => shop.backend.db.prepare('SELECT entity_id FROM products WHERE sku = ?').pluck().get(sku));
    for (const id of ids) expect(tags).toContain(`cat_p_${id}`);
  });

  it('tags CMS blocks by id and identifier, as Magento does', async () => {
    const block = shop.backend.db.prepare('SELECT block_id, identifier FROM cms_blocks WHERE is_active = 1 ORDER BY block_id LIMIT 1').get() as { block_id: number; identifier: string };
    const { headers } = await shop.graphql('query ($id: String!) { cmsBlocks(identifiers: [$id]) { items { title } } }', { id: block.identifier }, GET);
    expect(tagsOf(headers)).toEqual(['cms_b', `cms_b_${block.block_id}`, `cms_b_${block.identifier}`, 'FPC']);
  });

  it("tags the shop's extensions under their own prefixes", async () => {
    const blog = await shop.graphql('{ blogPosts(pageSize: 2) { items { post_id } } }', undefined, GET);
    expect(tagsOf(blog.headers)).toEqual(['blog_p', ...blog.body.data.blogPosts.items.map((post: { post_id: number }) => `blog_p_${post.post_id}`), 'FPC']);
    const brands = await shop.graphql('{ mpbrand(pageSize: 2) { items { brand_id } } }', undefined, GET);
    expect(tagsOf(brands.headers)).toEqual(['brand', ...brands.body.data.mpbrand.items.map((brand: { brand_id: number }) => `brand_${brand.brand_id}`), 'FPC']);
  });

  it('lists only fields the schema has, every one a query field', () => {
    const fields = buildSchema().getQueryType()!.getFields();
    // customAttributeMetadata is Magento's; this schema does not have it.
    expect([...PUBLIC_QUERY_FIELDS].filter((name) => !(name in fields))).toEqual(['customAttributeMetadata']);
  });

  // Each beside its cacheable twin, so the rule, not a blanket no-store, is what is seen.
  describe('everything else stays no-store, without tags', () => {
    const STORE_CONFIG = '{ storeConfig { store_code } }';
    const expectCacheable = (headers: Headers) => {
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(tagsOf(headers)).toContain('FPC');
    };
    const expectNoStore = (headers: Headers) => {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-magento-tags')).toBeNull();
      expect(headers.get('etag')).toBeNull();
    };

    it('the same query sent as POST', async () => {
      expectCacheable((await shop.graphql(SEARCH, undefined, GET)).headers);
      const { status, headers } = await shop.graphql(SEARCH);
      expect(status).toBe(200);
      expectNoStore(headers);
    });

    it('a mutation', async () => {
      expectCacheable((await shop.graphql(STORE_CONFIG, undefined, GET)).headers);
      expectNoStore((await shop.graphql('mutation { createEmptyCart }')).headers);
    });

    it('a GET with an uncacheable field beside cacheable ones, even answered without errors', async () => {
      const id = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
      expectCacheable((await shop.graphql(STORE_CONFIG, undefined, GET)).headers);
      const { body, headers } = await shop.graphql('query ($id: String!) { storeConfig { store_code } cart(cart_id: $id) { id } }', { id }, GET);
      expect(body.errors).toBeUndefined();
      expectNoStore(headers);
    });

    it('a GET of a cacheable field through a fragment with an uncacheable one', async () => {
      expectCacheable((await shop.graphql('query { ...Config } fragment Config on Query { storeConfig { store_code } }', undefined, GET)).headers);
      const { headers } = await shop.graphql('query { ...Both } fragment Both on Query { storeConfig { store_code } customerCart { id } }', undefined, GET);
      expectNoStore(headers);
    });

    it('an answer with errors', async () => {
      expectCacheable((await shop.graphql('{ cmsPage(identifier: "home") { title } }', undefined, GET)).headers);
      const { body, headers } = await shop.graphql('{ cmsPage(identifier: "no-such-page") { title } }', undefined, GET);
      expect(body.errors[0].message).toBe('The CMS page with the "no-such-page" ID doesn\'t exist.');
      expectNoStore(headers);
    });

    it("a signed-in customer's GET of a catalogue query", async () => {
      expectCacheable((await shop.graphql(SEARCH, undefined, GET)).headers);
      const token = await signIn(shop, DEMO);
      const { body, headers } = await shop.graphql(SEARCH, undefined, { ...GET, ...bearer(token) });
      expect(body.data.products.items.length).toBeGreaterThan(0);
      expectNoStore(headers);
    });
  });
});

describe('with a shared cache in front (HTTP_CACHE_HOSTS)', () => {
  let shop: TestBackend;
  let varnish: FakeVarnish;
  beforeAll(async () => {
    varnish = await startFakeVarnish();
    shop = await startTestBackend({ cacheHosts: [varnish.host] });
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    await varnish.close();
  });

  it("answers a cacheable GET with Magento's public Cache-Control and TTL", async () => {
    const { headers } = await shop.graphql(SEARCH, undefined, GET);
    expect(headers.get('cache-control')).toBe('max-age=86400, public, s-maxage=86400');
    expect(tagsOf(headers)).toContain('cat_p');
  });

  it('an order purges the ordered product before its answer returns: PURGE / with the tag pattern', async () => {
    const product = standaloneProduct(shop);
    const graphql = shop.graphql.bind(shop);
    const id = await guestCartWith(graphql, product.sku, 2);
    await makeReady(graphql, id);
    const sent = varnish.purges.length;
    const { body } = await shop.graphql(PLACE_ORDER, { id });
    expect(body.data.placeOrder.errors).toEqual([]);
    expect(varnish.purges.slice(sent)).toEqual([{ method: 'PURGE', url: '/', pattern: `((^|,)cat_p_${product.id}(,|$))` }]);
  });

  it("an order of a configurable's variant purges the variant and its parent", async () => {
    const fixture = configurableWithChild(shop.backend.db);
    const parentId = shop.backend.db.prepare('SELECT entity_id FROM products WHERE sku = ?').pluck().get(fixture.parentSku);
    const id = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    const added = await shop.graphql(
      'mutation ($id: String!, $sku: String!, $options: [ID!]) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1, selected_options: $options}]) { user_errors { message } } }',
      { id, sku: fixture.parentSku, options: fixture.valueUids },
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    await makeReady(shop.graphql.bind(shop), id);
    const sent = varnish.purges.length;
    expect((await shop.graphql(PLACE_ORDER, { id })).body.data.placeOrder.errors).toEqual([]);
    expect(varnish.purges.slice(sent).map((purge) => purge.pattern)).toEqual([`((^|,)cat_p_${fixture.childId}(,|$))|((^|,)cat_p_${parentId}(,|$))`]);
  });

  it('an order placed through REST (payment-information) purges too, before its answer returns', async () => {
    const product = standaloneProduct(shop);
    const id = await guestCartWith(shop.graphql.bind(shop), product.sku, 1);
    const address = { firstname: 'Siti', lastname: 'Rahayu', street: ['Jl. Braga 1'], city: 'Bandung', region_code: 'JB', postcode: '40111', country_id: 'ID', telephone: '0812345678' };
    const post = (path: string, body: unknown) => fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const shipping = { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'jne', shipping_method_code: 'reg' } };
    expect((await post(`/rest/V1/guest-carts/${id}/shipping-information`, shipping)).status).toBe(200);
    const sent = varnish.purges.length;
    const payment = await post(`/rest/V1/guest-carts/${id}/payment-information`, { email: 'siti@example.com', paymentMethod: { method: 'banktransfer' } });
    expect(payment.status).toBe(200);
    expect(varnish.purges.slice(sent).map((purge) => purge.pattern)).toEqual([`((^|,)cat_p_${product.id}(,|$))`]);
  });

  it('a stock change that changes nothing sends nothing', async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const sent = varnish.purges.length;
    setStock(shop.backend.db, product.id, product.qty);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(varnish.purges.length).toBe(sent);
  });
});

describe("the server's own cache (no shared cache in front)", () => {
  let shop: TestBackend;
  const cache = new ResponseCache({ maxBytes: 8 * 1024 * 1024 });
  beforeAll(async () => {
    shop = await startTestBackend({ responseCache: cache });
  }, 120_000);
  afterAll(() => shop.close());

  const rename = (id: number, name: string) => shop.backend.db.prepare('UPDATE products SET name = ? WHERE entity_id = ?').run(name, id);

  it("serves a guest's repeated GET from the cache, but never to another cache id or to a customer, and a stock change bans it", async () => {
    const product = stockedProduct(shop.backend.db, 'simple');
    const first = await shop.graphql(BY_SKU, { sku: product.sku }, GET);
    expect(first.body.data.products.items[0].name).toBe(product.name);
    const cacheId = first.headers.get('x-magento-cache-id')!;
    // Changed behind the cache's back (nothing purges a rename): only a fresh answer can show it.
    rename(product.id, 'Renamed behind the cache');

    const hit = await shop.graphql(BY_SKU, { sku: product.sku }, GET);
    expect(hit.body.data.products.items[0].name).toBe(product.name);
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'));
    const sameId = await shop.graphql(BY_SKU, { sku: product.sku }, { ...GET, headers: { 'X-Magento-Cache-Id': cacheId } });
    expect(sameId.body.data.products.items[0].name).toBe(product.name);

    const otherId = await shop.graphql(BY_SKU, { sku: product.sku }, { ...GET, headers: { 'X-Magento-Cache-Id': 'f'.repeat(64) } });
    expect(otherId.body.data.products.items[0].name).toBe('Renamed behind the cache');
    expect(otherId.headers.get('x-magento-cache-id')).toBe(cacheId);

    const token = await signIn(shop, DEMO);
    const customer = await shop.graphql(BY_SKU, { sku: product.sku }, { ...GET, ...bearer(token), headers: { ...bearer(token).headers, 'X-Magento-Cache-Id': cacheId } });
    expect(customer.body.data.products.items[0].name).toBe('Renamed behind the cache');
    expect(customer.headers.get('cache-control')).toBe('no-store');

    setStock(shop.backend.db, product.id, 0);
    await new Promise((resolve) => setImmediate(resolve));
    const banned = await shop.graphql(BY_SKU, { sku: product.sku }, GET);
    expect(banned.body.data.products.items[0]).toMatchObject({ name: 'Renamed behind the cache', stock_status: 'OUT_OF_STOCK' });
  });

  it('keeps no answer of a customer, under any key', async () => {
    const product = stockedProduct(shop.backend.db, 'virtual');
    const token = await signIn(shop, DEMO);
    await shop.graphql(BY_SKU, { sku: product.sku }, { ...GET, ...bearer(token) });
    rename(product.id, 'Renamed after a customer asked');
    const guest = await shop.graphql(BY_SKU, { sku: product.sku }, GET);
    expect(guest.body.data.products.items[0].name).toBe('Renamed after a customer asked');
  });

  it('an order that sells a product out bans its cached answers before the order is answered', async () => {
    const product = standaloneProduct(shop);
    setStock(shop.backend.db, product.id, 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await shop.graphql(BY_SKU, { sku: product.sku }, GET)).body.data.products.items[0].stock_status).toBe('IN_STOCK');
    const graphql = shop.graphql.bind(shop);
    const id = await guestCartWith(graphql, product.sku, 1);
    await makeReady(graphql, id);
    expect((await shop.graphql(PLACE_ORDER, { id })).body.data.placeOrder.errors).toEqual([]);
    expect((await shop.graphql(BY_SKU, { sku: product.sku }, GET)).body.data.products.items[0].stock_status).toBe('OUT_OF_STOCK');
  });

  it('answers 304 from the cache too', async () => {
    const first = await shop.graphql(SEARCH, undefined, GET);
    const params = new URLSearchParams({ query: SEARCH });
    const again = await fetch(`${shop.url}/graphql?${params}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('purge requests and HTTP_CACHE_HOSTS', () => {
  it("writes Magento's tag pattern: one alternative per tag, escaped, split before Varnish's header limit", () => {
    expect(tagsPatterns(['cat_p_12', 'cat_p_13', 'cat_p_12'])).toEqual(['((^|,)cat_p_12(,|$))|((^|,)cat_p_13(,|$))']);
    expect(tagsPatterns(['cms_b_a.b'])).toEqual(['((^|,)cms_b_a\\.b(,|$))']);
    const many = tagsPatterns(Array.from({ length: 1000 }, (_, index) => `cat_p_${index}`));
    expect(many.length).toBeGreaterThan(1);
    expect(many.every((pattern) => pattern.length <= 7680)).toBe(true);
    expect(many.join('|').match(/\(\(\^\|,\)cat_p_\d+\(,\|\$\)\)/g)).toHaveLength(1000);
  });

  it('reads host:port pairs, port 80 by default, IPv6 in brackets', () => {
    expect(parseCacheHosts(undefined)).toEqual([]);
    expect(parseCacheHosts(' ')).toEqual([]);
    expect(parseCacheHosts('127.0.0.1:6081, varnish,[::1]:6082')).toEqual([
      { host: '127.0.0.1', port: 6081 },
      { host: 'varnish', port: 80 },
      { host: '::1', port: 6082 },
    ]);
    expect(() => parseCacheHosts('http://varnish:6081')).toThrow('HTTP_CACHE_HOSTS must be comma-separated host:port pairs such as 127.0.0.1:6081');
    expect(() => parseCacheHosts('varnish:99999')).toThrow('HTTP_CACHE_HOSTS');
    expect(() => parseCacheHosts('a:1,,b:2')).toThrow('HTTP_CACHE_HOSTS');
  });
});

describe('a stock change written as the shop closes', () => {
  it('is no error: its purge finds the shop closed and does nothing', async () => {
    const shop = await startTestBackend();
    const { id } = standaloneProduct(shop);
    shop.backend.db.prepare('UPDATE product_stock SET qty = qty - 1 WHERE product_id = ?').run(id);
    // The changed ids are handed over in a microtask: the database is closed by then.
    shop.backend.close();
    await new Promise((resolve) => setImmediate(resolve));
    await shop.close();
  }, 120_000);
});
