import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, Kind, parse, print, type DocumentNode } from 'graphql';
import { classifyOperations, schemaCoordinates } from '../classify';
import { buildOperations, rootFieldsOf, wireDocument, type PackageSource } from '../documents';
import { inBuiltDomains, pendingDomainOf } from '../domains';
import { gqlLiterals, sourceDocuments } from '../extract';
import { ensurePackages, PackFetchError } from '../packs';
import { tarballName } from '../packages';
import { responseProblems } from '../responses';
import { fixturesFor, variablesFor, type ShopFixtures } from '../variables';

const source = (name: string, family: PackageSource['family'], files: Record<string, string>): PackageSource => ({
  name,
  family,
  documents: Object.entries(files).flatMap(([file, text]) => sourceDocuments(file, text)),
});
const fragmentNames = (document: DocumentNode) => document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : []));

describe('extracting GraphQL from a package', () => {
  it('reads gql literals, dropping interpolated fragments and unescaping backticks', () => {
    const script = 'export const Q = gql`\n query A { storeConfig { ...F } }\n ${Fragment}\n`;\nconst c = gql` # see \\`x\\`\n fragment F on StoreConfig { store_code }`;';
    expect(gqlLiterals(script).map((text) => print(parse(text)))).toEqual([
      'query A {\n  storeConfig {\n    ...F\n  }\n}',
      'fragment F on StoreConfig {\n  store_code\n}',
    ]);
  });

  it('leaves out comment-only files and schema files, and keeps a parse error with its file', () => {
    expect(sourceDocuments('a/Old.graphql', '# query Old { x }\n')).toEqual([]);
    expect(sourceDocuments('client-schema.graphql', 'extend type Cart { isBillingAddressSame: Boolean }')).toEqual([{ file: 'client-schema.graphql', definitions: [] }]);
    expect(sourceDocuments('b.js', 'gql`query { a { `')[0].parseError).toMatch(/Syntax Error/);
  });
});

describe('building standalone operations', () => {
  it('resolves a Venia fragment by name across the family: same package first, Open Source variant over Commerce', () => {
    const ops = buildOperations([
      source('@magento/peregrine', 'venia', {
        'lib/talons/cart.gql.js': 'gql`query Cart($cartId: String!) { cart(cart_id: $cartId) { ...CartFields ...Price } }`',
        'lib/talons/price.gql.ee.js': 'gql`fragment Price on Cart { prices { grand_total { value } } applied_gift_cards { code } }`',
        'lib/talons/price.gql.ce.js': 'gql`fragment Price on Cart { prices { grand_total { value } } }`',
      }),
      source('@magento/venia-ui', 'venia', { 'lib/components/cartFields.gql.js': 'gql`fragment CartFields on Cart { id total_quantity }`' }),
    ]);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ file: '@magento/peregrine/lib/talons/cart.gql.js', name: 'Cart', rootFields: ['cart'] });
    expect(print(ops[0].document)).not.toContain('applied_gift_cards');
    expect(fragmentNames(ops[0].document).sort()).toEqual(['CartFields', 'Price']);
  });

  it('applies GraphCommerce injections and strips what its client strips before sending', () => {
    const [op] = buildOperations([
      source('@graphcommerce/magento-product', 'graphcommerce', {
        'ProductList.graphql': `query ProductList($search: String, $context: PrivateContext) {
            products(search: $search) @privateContext(context: $context) { items { ...ProductListItem } }
            currentCartId @client { id }
          }`,
        'ProductListItem.graphql': 'fragment ProductListItem on ProductInterface @injectable { uid cached @client }',
      }),
      source('@graphcommerce/magento-product-simple', 'graphcommerce', {
        'ProductListItemSimple.graphql': 'fragment ProductListItemSimple on SimpleProduct @inject(into: ["ProductListItem"]) { sku }',
      }),
    ]);
    expect(print(op.document)).toBe(
      [
        'query ProductList($search: String) {',
        '  products(search: $search) {',
        '    items {',
        '      ...ProductListItem',
        '    }',
        '  }',
        '}',
        '',
        'fragment ProductListItem on ProductInterface {',
        '  uid',
        '  ...ProductListItemSimple',
        '}',
        '',
        'fragment ProductListItemSimple on SimpleProduct {',
        '  sku',
        '}',
      ].join('\n'),
    );
    expect(op.problem).toBeUndefined();
  });

  it('marks an operation with an unknown fragment or nothing left to send, and keeps one copy of a duplicate', () => {
    const ops = buildOperations([
      source('@graphcommerce/magento-cart', 'graphcommerce', {
        'A.graphql': 'query A { cart(cart_id: "x") { ...Missing } }',
        'B.graphql': 'query B { currentCartId @client { id } }',
        'C.graphql': 'query C { storeConfig { store_code } }',
        'copy/C.graphql': 'query C { storeConfig { store_code } }',
      }),
    ]);
    expect(ops.map((op) => [op.name, op.problem])).toEqual([
      ['A', 'fragment Missing is defined in no graphcommerce package'],
      ['B', 'every field is @client: nothing is sent to the server'],
      ['C', undefined],
    ]);
  });

  it('drops a field whose whole selection was @client, and finds root fields through root fragments', () => {
    const document = wireDocument(parse('query Q { ...Root cart(cart_id: "x") { local @client { a } id } } fragment Root on Query { storeConfig { store_code } }'), 'venia');
    expect(print(document)).not.toContain('local');
    expect(rootFieldsOf(document)).toEqual(['cart', 'storeConfig']);
  });
});

const magento = buildSchema(`
  type Query {
    storeConfig: StoreConfig cart(cart_id: String!): Cart customer: Customer products(filter: ProductAttributeFilterInput, pageSize: Int, search: String): Products
    wishlist: WishlistOutput
    guestOrder(input: OrderInformationInput!): CustomerOrder!
  }
  type Mutation { removeItemFromCart(input: RemoveItemFromCartInput): Cart mergeCarts(source_cart_id: String!, destination_cart_id: String): Cart! }
  input OrderInformationInput { number: String! email: String! postcode: String! }
  type CustomerOrder { number: String! }
  input RemoveItemFromCartInput { cart_id: String! cart_item_uid: ID }
  input ProductAttributeFilterInput { url_key: FilterEqualTypeInput category_uid: FilterEqualTypeInput }
  input FilterEqualTypeInput { eq: String in: [String] }
  type Products { total_count: Int }
  type StoreConfig { store_code: ID }
  type Customer { email: String }
  type WishlistOutput { name: String }
  type Cart { id: ID! items: [DownloadableCartItem] }
  type DownloadableCartItem { links: [String] }
`);

// A domain held back as PENDING held downloadable products until issue 24 built them.
const PENDING_EXAMPLE = [{ domain: 'downloadable products (example)', coordinates: ['DownloadableCartItem'] }];

describe('classifying against Magento and the built domains', () => {
  const ops = buildOperations([
    source('@magento/peregrine', 'venia', {
      'a.js': [
        'gql`query Store { storeConfig { store_code } }`',
        'gql`query Commerce { storeConfig { enable_multiple_wishlists } }`',
        'gql`query Wish { wishlist { name } }`',
        'gql`query Links { cart(cart_id: "x") { id items { links } } }`',
      ].join('\n'),
    }),
  ]);

  it('selects, skips with the reason, or holds back each operation', () => {
    const verdicts = classifyOperations(ops, magento, undefined, PENDING_EXAMPLE).map((c) => [c.operation.name, c.verdict.status, 'reason' in c.verdict ? c.verdict.reason : '']);
    expect(verdicts).toEqual([
      ['Store', 'selected', ''],
      ['Commerce', 'not-magento', 'invalid against Magento 2.4.7: Cannot query field "enable_multiple_wishlists" on type "StoreConfig".'],
      ['Wish', 'other-domain', "query wishlist: not a built domain's root field"],
      ['Links', 'pending', expect.stringMatching(/^waits for downloadable products .*\(DownloadableCartItem\.links\)$/)],
    ]);
  });

  it('names schema coordinates and matches them to pending domains', () => {
    expect(schemaCoordinates(magento, parse('mutation { removeItemFromCart(input: { cart_id: "x" }) { id } }'))).toEqual([
      'Cart.id',
      'Mutation.removeItemFromCart',
      'RemoveItemFromCartInput.cart_id',
    ]);
    expect(pendingDomainOf('Mutation.removeItemFromCart')).toBeNull();
    expect(pendingDomainOf('DownloadableCartItem.links', PENDING_EXAMPLE)).toMatch(/^downloadable/);
    expect(pendingDomainOf('DownloadableCartItem.links')).toBeNull();
    expect(pendingDomainOf('SimpleCartItem.customizable_options')).toBeNull();
    expect(pendingDomainOf('CartItemPrices.discounts')).toBeNull();
    expect(pendingDomainOf('CartAddressInterface.city')).toBeNull();
    expect(pendingDomainOf('Cart.items')).toBeNull();
    expect(inBuiltDomains('query', ['storeConfig', 'cart'])).toBe(true);
    expect(pendingDomainOf('Customer.wishlists')).toBeNull();
    expect(pendingDomainOf('ConfigurableCartItem.customizable_options')).toBeNull();
    expect(pendingDomainOf('Customer.addresses')).toBeNull();
    expect(inBuiltDomains('query', ['storeConfig', 'customer'])).toBe(true);
    expect(inBuiltDomains('query', ['storeConfig', 'wishlist'])).toBe(false);
    expect(inBuiltDomains('mutation', ['cart'])).toBe(false);
  });
});

describe('variables from the seeded shop', () => {
  const fixtures: ShopFixtures = {
    cartId: 'CART',
    cartItemUid: 'ITEM',
    customerCartId: 'MINE',
    guestOrder: { number: '000000001', email: 'budi@example.com', postcode: '12190' },
    customerOrderNumber: '000000002',
    documentedOrderNumber: '000000001',
    sku: 'SKU-1',
    productUrlKey: 'serum',
    productUrl: 'serum.html',
    configurable: { parentSku: 'P', childSku: 'C', valueUids: ['V1'] },
    categoryId: 29,
    categoryUid: 'Mjk=',
    categoryUrlPath: 'vitamins',
    cmsPageIdentifier: 'home',
    cmsBlockIdentifier: 'footer',
    search: 'vitamin',
    countryId: 'ID',
    wishlistId: 'WL',
    wishlistItemId: 'WLI',
    productId: '7',
    compareListUid: 'LIST',
  };
  const varsOf = (text: string) => variablesFor(parse(text), magento, fixtures);

  it('chooses by the argument or input field a variable fills, whatever its name', () => {
    expect(varsOf('query ($id: String!) { cart(cart_id: $id) { id } }')).toEqual({ id: 'CART' });
    expect(varsOf('query ($k: String) { products(filter: { url_key: { eq: $k } }) { total_count } }')).toEqual({ k: 'serum' });
    expect(varsOf('query ($ids: [String]) { products(filter: { category_uid: { in: $ids } }) { total_count } }')).toEqual({ ids: ['Mjk='] });
  });

  it('shapes a fixture to the type: a filter input gets { eq }, required inputs get their required fields', () => {
    expect(varsOf('query ($f: FilterEqualTypeInput!) { products(filter: { category_uid: $f }) { total_count } }')).toEqual({ f: { eq: 'Mjk=' } });
    expect(varsOf('mutation ($input: RemoveItemFromCartInput!) { removeItemFromCart(input: $input) { id } }')).toEqual({ input: { cart_id: 'x' } });
    expect(varsOf('query ($filters: ProductAttributeFilterInput!) { products(filter: $filters) { total_count } }')).toEqual({ filters: { category_uid: { eq: 'Mjk=' } } });
  });

  it('fills mergeCarts from the guest cart into the customer\'s, and guestOrder with the placed order', () => {
    expect(varsOf('mutation ($sourceCartId: String!, $destinationCartId: String!) { mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) { id } }')).toEqual({
      sourceCartId: 'CART',
      destinationCartId: 'MINE',
    });
    expect(varsOf('query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }')).toEqual({
      input: { number: '000000001', email: 'budi@example.com', postcode: '12190' },
    });
  });

  it('gives an operation that retires its cart a fresh one, made for its root field', async () => {
    const freshCart = { placeOrder: async () => 'READY', mergeCarts: async () => 'GUEST' };
    expect((await fixturesFor(['placeOrder'], fixtures, freshCart)).cartId).toBe('READY');
    expect(await fixturesFor(['mergeCarts'], fixtures, freshCart)).toEqual({ ...fixtures, cartId: 'GUEST' });
    expect(await fixturesFor(['cart', 'storeConfig'], fixtures, freshCart)).toBe(fixtures);
  });

  it('fills compare lists with the guest list and numeric product ids; deleting or assigning one gets a list of its own', async () => {
    expect(varsOf('mutation ($uid: ID!, $products: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { uid } }')).toEqual({ uid: 'LIST', products: ['7'] });
    expect(varsOf('query ($uid: ID!) { compareList(uid: $uid) { uid } }')).toEqual({ uid: 'LIST' });
    const freshCart = { placeOrder: async () => 'READY', mergeCarts: async () => 'GUEST' };
    const freshList = async () => 'NEW-LIST';
    expect((await fixturesFor(['deleteCompareList'], fixtures, freshCart, freshList)).compareListUid).toBe('NEW-LIST');
    expect((await fixturesFor(['assignCompareListToCustomer'], fixtures, freshCart, freshList)).compareListUid).toBe('NEW-LIST');
    expect(await fixturesFor(['compareList'], fixtures, freshCart, freshList)).toBe(fixtures);
  });

  it("fills an order page's order number with the demo customer's order that has every document", () => {
    expect(varsOf('query ($orderNumber: String!) { customer { orders(filter: { number: { eq: $orderNumber } }) { total_count } } }')).toEqual({ orderNumber: '000000001' });
    expect(varsOf('mutation ($orderNumber: String!) { reorderItems(orderNumber: $orderNumber) { cart { id } } }')).toEqual({ orderNumber: '000000002' });
  });

  it('names by variable name, and leaves optional variables nothing describes to their defaults', () => {
    expect(varsOf('query ($inputText: String!, $pageSize: Int = 24, $other: Int) { products(search: $inputText, pageSize: $pageSize) { total_count } }')).toEqual({
      inputText: 'vitamin',
      pageSize: 6,
    });
  });
});

describe('judging an answer', () => {
  it("accepts data and Magento's business errors", () => {
    expect(responseProblems(200, { data: { cart: null }, errors: [{ message: 'Could not find a cart with ID "x"', extensions: { category: 'graphql-no-such-entity' } }] })).toEqual([]);
  });

  it('refuses validation, internal and HTTP errors', () => {
    expect(responseProblems(200, { errors: [{ message: 'Cannot query field "x" on type "Cart".', extensions: { category: 'graphql' } }] })).toEqual([
      '[graphql] Cannot query field "x" on type "Cart".',
    ]);
    expect(responseProblems(200, { data: { a: null }, errors: [{ message: 'Internal server error', extensions: { category: 'internal' }, path: ['a'] }] })).toEqual([
      '[internal] Internal server error at a',
    ]);
    expect(responseProblems(500, { errors: [] })).toEqual(['HTTP 500']);
  });
});

describe('the pack cache', () => {
  const pkg = { name: '@magento/venia-ui', version: '11.7.3', family: 'venia' as const };
  let cacheDir: string;
  let npmCache: string;
  const saved = { offline: process.env.npm_config_offline, cache: process.env.npm_config_cache };
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpo-cache-'));
    npmCache = fs.mkdtempSync(path.join(os.tmpdir(), 'tpo-npm-'));
    // npm offline with an empty cache of its own: any fetch fails at once, without the network.
    process.env.npm_config_offline = 'true';
    process.env.npm_config_cache = npmCache;
  });
  afterEach(() => {
    for (const [key, value] of Object.entries({ npm_config_offline: saved.offline, npm_config_cache: saved.cache })) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(npmCache, { recursive: true, force: true });
  });

  it('reuses an unpacked package without asking npm', () => {
    const dir = path.join(cacheDir, tarballName(pkg).replace(/\.tgz$/, ''));
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, '.unpacked'), '');
    expect(ensurePackages([pkg], cacheDir)).toEqual([{ ...pkg, dir }]);
  });

  it('fails with a message naming the package and the registry when it cannot fetch', () => {
    let error: unknown;
    try {
      ensurePackages([pkg], cacheDir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PackFetchError);
    expect((error as Error).message).toMatch(/^Could not fetch @magento\/venia-ui@11\.7\.3 with `npm pack`\. The npm registry is needed once to fill .*\nnpm error code ENOTCACHED/);
  });
});
