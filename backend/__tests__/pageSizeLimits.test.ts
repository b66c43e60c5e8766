import { isObjectType, print } from 'graphql';
import { BRAND_LIST, BRAND_LIST_PAGE_SIZE } from '../../src/features/catalog/brands/brands.gql';
import { STORE_LOCATIONS, STORE_LOCATIONS_PAGE_SIZE } from '../../src/features/content/store-locator/storeLocator.gql';
import { WISHLIST_PRODUCTS, WISHLIST_PRODUCTS_PAGE_SIZE } from '../../src/features/catalog/wishlist-toggle/wishlistToggle.gql';
import { issueCustomerToken } from '../auth/tokens';
import { MAX_PAGE_SIZE } from '../schema/pageSizeLimit';
import { buildSchema } from '../schema/build';
import { DEMO_EMAIL } from '../seed/customers/people';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Magento's SearchCriteriaValidator: "Maximum pageSize is 300" (graphql-input) on the field asked
// for more. Every field of the schema with a pageSize argument is listed here with a query reaching
// it ($size being its pageSize), so a new paged field without a limit fails this test.
const PAGED_FIELDS: Record<string, string> = {
  'Query.products': 'products(filter: { sku: { eq: "none" } }, pageSize: $size) { total_count }',
  'Query.categories': 'categories(pageSize: $size) { total_count }',
  'Query.categoryList': 'categoryList(pageSize: $size) { uid }',
  'Query.blogPosts': 'blogPosts(pageSize: $size) { total_count }',
  'Query.mpbrand': 'mpbrand(pageSize: $size) { total_count }',
  'Query.MpStoreLocatorLocations': 'MpStoreLocatorLocations(pageSize: $size) { total_count }',
  'CategoryTree.products': 'categories(pageSize: 1) { items { products(pageSize: $size) { total_count } } }',
  'Customer.orders': 'customer { orders(pageSize: $size) { total_count } }',
  'Customer.reviews': 'customer { reviews(pageSize: $size) { items { summary } } }',
  'Customer.wishlists': 'customer { wishlists(pageSize: $size) { id } }',
  'Wishlist.items_v2': 'customer { wishlists { items_v2(pageSize: $size) { items { id } } } }',
  'CustomerStoreCredit.balance_history': 'customer { store_credit { balance_history(pageSize: $size) { total_count } } }',
  // Adobe Commerce's dynamic blocks, answered empty (adobeCommerceAbsent.graphql).
  'Query.dynamicBlocks': 'dynamicBlocks(pageSize: $size) { total_count }',
  // Every product type has the field: one product of each, in one list.
  ...Object.fromEntries(
    ['SimpleProduct', 'VirtualProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct'].map((type) => [
      `${type}.reviews`,
      'products(filter: { sku: { in: $skus } }) { items { reviews(pageSize: $size) { items { summary } } } }',
    ]),
  ),
};
/** The brand page asks for every brand at once (src/features/brands, BRAND_LIST_PAGE_SIZE 500). */
const LARGER_LIMITS: Record<string, number> = { 'Query.mpbrand': 500 };

describe('the largest page size of every paged field', () => {
  let shop: TestBackend;
  let token: string;
  let skus: string[];
  beforeAll(async () => {
    shop = await startTestBackend();
    const db = shop.backend.db;
    token = issueCustomerToken(db, db.prepare('SELECT entity_id FROM customers WHERE email = ?').pluck().get(DEMO_EMAIL) as number);
    skus = db
      .prepare("SELECT MIN(sku) FROM products WHERE status = 1 AND visibility IN (2, 4) AND type_id IN ('simple', 'virtual', 'configurable', 'bundle', 'grouped', 'downloadable') GROUP BY type_id")
      .pluck()
      .all() as string[];
  }, 120_000);
  afterAll(() => shop.close());

  const ask = (selection: string, size: number) => {
    const variables = selection.includes('$skus') ? '$size: Int, $skus: [String]' : '$size: Int';
    return shop.graphql(`query (${variables}) { ${selection} }`, { size, skus }, { headers: { Authorization: `Bearer ${token}` } });
  };

  it('lists every field that has a pageSize argument', () => {
    const schema = buildSchema();
    const paged = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => Object.values(type.getFields()).filter((field) => field.args.some((arg) => arg.name === 'pageSize')).map((field) => `${type.name}.${field.name}`));
    expect(paged.sort()).toEqual(Object.keys(PAGED_FIELDS).sort());
  });

  it.each(Object.entries(PAGED_FIELDS))('%s answers its largest page and refuses one more item with Magento\'s message', async (field, selection) => {
    const max = LARGER_LIMITS[field] ?? MAX_PAGE_SIZE;
    const atLimit = await ask(selection, max);
    expect(atLimit.body.errors).toBeUndefined();
    const over = await ask(selection, max + 1);
    expect(over.status).toBe(200);
    expect(over.body.errors.length).toBeGreaterThan(0);
    for (const error of over.body.errors) {
      expect(error).toMatchObject({ message: `Maximum pageSize is ${max}`, extensions: { category: 'graphql-input' } });
      expect(error.path.at(-1)).toBe(field.split('.')[1]);
    }
  });

  it('five aliases of products(pageSize: 1000000) are refused before anything runs', async () => {
    const aliases = Array.from({ length: 5 }, (_, index) => `p${index}: products(search: "a", pageSize: 1000000) { items { sku name } }`).join(' ');
    const { status, body } = await shop.graphql(`{ ${aliases} }`);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([{ message: 'Max query complexity should be 300 but got 750005.', extensions: { category: 'graphql' } }]);
  });

  it('counts a page size into the complexity, so aliases cannot multiply the largest page', async () => {
    // 1 + (items 1 + sku 1 + name 1) × 300 / 20 = 46 each: six fit, seven are 322.
    const aliases = (count: number) => Array.from({ length: count }, (_, index) => `p${index}: products(search: "a", pageSize: 300) { items { sku name } }`).join(' ');
    const six = await shop.graphql(`{ ${aliases(6)} }`);
    expect(six.body.errors).toBeUndefined();
    const seven = await shop.graphql(`{ ${aliases(7)} }`);
    expect(seven.body.errors).toEqual([{ message: 'Max query complexity should be 300 but got 322.', extensions: { category: 'graphql' } }]);
    // A page size sent as a variable counts the same.
    const query = `query ($size: Int) { ${Array.from({ length: 7 }, (_, index) => `p${index}: products(search: "a", pageSize: $size) { items { sku name } }`).join(' ')} }`;
    expect((await shop.graphql(query, { size: 300 })).body.errors[0].message).toBe('Max query complexity should be 300 but got 322.');
    expect((await shop.graphql(query, { size: 20 })).body.errors).toBeUndefined();
  });

  it.each([
    ['brandList', BRAND_LIST, BRAND_LIST_PAGE_SIZE],
    ['storeLocations', STORE_LOCATIONS, STORE_LOCATIONS_PAGE_SIZE],
    ['wishlistProducts', WISHLIST_PRODUCTS, WISHLIST_PRODUCTS_PAGE_SIZE],
  ])('the storefront\'s %s with its own page size (the largest it asks for) is answered', async (_name, document, pageSize) => {
    const { body } = await shop.graphql(print(document), { pageSize }, { headers: { Authorization: `Bearer ${token}` } });
    expect(body.errors).toBeUndefined();
  });
});
