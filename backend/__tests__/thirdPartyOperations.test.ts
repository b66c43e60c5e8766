import { buildSchema as buildSdlSchema, print, type GraphQLSchema } from 'graphql';
import { issueCustomerToken } from '../auth/tokens';
import { configurableWithChild, stockedProduct } from '../test/cartFixtures';
import { startTestBackend, type TestBackend } from '../test/testBackend';
import { magentoSchemaSdl, sharedMagentoDirOrSkip } from '../../scripts/magentoSchema';
import { backendSchema, validateUnits } from '../../scripts/validateQueries';
import { classifyOperations, type ClassifiedOperation } from '../../scripts/thirdPartyOperations/classify';
import { operationId, type ThirdPartyOperation } from '../../scripts/thirdPartyOperations/documents';
import { PENDING } from '../../scripts/thirdPartyOperations/domains';
import { loadThirdPartyOperations, type LoadedOperations } from '../../scripts/thirdPartyOperations/load';
import { PINNED_PACKAGES } from '../../scripts/thirdPartyOperations/packages';
import { responseProblems } from '../../scripts/thirdPartyOperations/responses';
import { variablesFor, type ShopFixtures } from '../../scripts/thirdPartyOperations/variables';

// The published operations of Venia (@magento/venia-ui, @magento/peregrine, @magento/pagebuilder)
// and GraphCommerce (@graphcommerce/magento-*) that are valid against Magento 2.4.7 and belong to a
// domain this backend has built must validate against our SDL and run against a real backend
// without validation or internal errors. The packs come from `npm pack` into
// node_modules/.cache/third-party-operations/ (scripts/thirdPartyOperations/).
const sharedDir = sharedMagentoDirOrSkip('third-party operations against the backend');
const describeWithMagento = sharedDir ? describe : describe.skip;

const SEARCH = 'vitamin';
/** Root fields only a signed-in customer may read: run with the demo customer's token. */
const CUSTOMER_ROOT_FIELDS = new Set(['customerCart']);
const failureList = (lines: string[]) => `${lines.length} operation(s) failed:\n${lines.join('\n')}`;

describeWithMagento('third-party storefront operations against the backend', () => {
  let definitions: LoadedOperations['definitions'];
  let classified: ClassifiedOperation[];
  let selected: ThirdPartyOperation[];
  let ours: GraphQLSchema;
  let shop: TestBackend;
  let fixtures: ShopFixtures;
  let customerToken: string;

  async function seededFixtures(): Promise<ShopFixtures> {
    const db = shop.backend.db;
    const product = stockedProduct(db, 'simple', 10);
    const { body: found } = await shop.graphql('query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key url_suffix } } }', { sku: product.sku });
    const { url_key: urlKey, url_suffix: suffix } = found.data.products.items[0];
    // The category holding most of the searched products, so category and search filters agree.
    const { body: searched } = await shop.graphql('query ($q: String) { products(search: $q, pageSize: 1) { aggregations { attribute_code options { value count } } } }', { q: SEARCH });
    const categoryOptions: Array<{ value: string; count: number }> = searched.data.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'category_uid').options;
    const categoryUid = [...categoryOptions].sort((a, b) => b.count - a.count)[0].value;
    const categoryId = Number(Buffer.from(categoryUid, 'base64').toString('utf8'));
    const categoryUrlPath = db.prepare('SELECT url_path FROM categories WHERE entity_id = ?').pluck().get(categoryId) as string;
    const block = db.prepare('SELECT identifier FROM cms_blocks WHERE is_active = 1 ORDER BY block_id LIMIT 1').pluck().get() as string;
    const configurable = configurableWithChild(db);

    const cartId = (await shop.graphql('mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    const added = await shop.graphql(
      'mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { uid } } } }',
      { cartId, sku: product.sku },
    );
    return {
      cartId,
      cartItemUid: added.body.data.addProductsToCart.cart.items[0].uid,
      sku: product.sku,
      productUrlKey: urlKey,
      productUrl: `${urlKey}${suffix ?? ''}`,
      configurable: { parentSku: configurable.parentSku, childSku: configurable.childSku, valueUids: configurable.valueUids },
      categoryId,
      categoryUid,
      categoryUrlPath,
      cmsPageIdentifier: 'home',
      cmsBlockIdentifier: block,
      search: SEARCH,
      countryId: 'ID',
    };
  }

  beforeAll(async () => {
    // Throws PackFetchError, naming the packages and npm's own message, when the cache is empty and
    // the registry cannot be reached.
    const loaded = loadThirdPartyOperations();
    definitions = loaded.definitions;
    const { operations } = loaded;
    classified = classifyOperations(operations, buildSdlSchema(magentoSchemaSdl(sharedDir as string)));
    selected = classified.filter((c) => c.verdict.status === 'selected').map((c) => c.operation);
    ours = backendSchema();
    shop = await startTestBackend();
    fixtures = await seededFixtures();
    const customerId = shop.backend.db.prepare('SELECT entity_id FROM customers ORDER BY entity_id LIMIT 1').pluck().get() as number;
    customerToken = issueCustomerToken(shop.backend.db, customerId);
  }, 120_000);
  afterAll(() => shop?.close());

  it('reads GraphQL from every pinned package and selects the built domains\' operations from each family', () => {
    // Every pack holds operations or fragments (GraphCommerce's product types hold only fragments
    // they inject into magento-product's), and every file and gql`` literal parses.
    const empty = PINNED_PACKAGES.filter((pkg) => !(definitions.get(pkg.name)?.operations || definitions.get(pkg.name)?.fragments)).map((pkg) => pkg.name);
    expect(empty).toEqual([]);
    expect([...definitions.values()].flatMap((d) => d.unparsable)).toEqual([]);
    const selectedIn = (family: string) => selected.filter((op) => op.family === family).length;
    expect(selectedIn('venia')).toBeGreaterThanOrEqual(60);
    expect(selectedIn('graphcommerce')).toBeGreaterThanOrEqual(12);
    // The Page Builder products content type's own query is among them.
    expect(selected.map(operationId)).toContain('@magento/pagebuilder/lib/ContentTypes/Products/products.js:getProductsByUrlKey');
  });

  it('keeps as pending only parts of the schema our backend does not have yet', () => {
    const has = (coordinate: string) => {
      const [typeName, field] = coordinate.split('.');
      const type = ours.getType(typeName) as { getFields?: () => Record<string, unknown> } | undefined;
      return Boolean(type && (!field || type.getFields?.()[field]));
    };
    const built = PENDING.flatMap(({ domain, coordinates }) => coordinates.filter(has).map((c) => `${c} (${domain})`));
    expect(built).toEqual([]);
  });

  it('validates every selected operation against the backend SDL', () => {
    const failures = selected.flatMap((op) => {
      const problems = validateUnits(ours, [op]);
      return problems.length ? [`${operationId(op)}: ${problems.map((p) => p.message).join(' | ')}`] : [];
    });
    if (failures.length) throw new Error(failureList(failures));
  });

  it('runs every selected operation without validation, internal or HTTP errors', async () => {
    const failures: string[] = [];
    for (const op of selected) {
      const variables = variablesFor(op.document, ours, fixtures);
      const signedIn = op.rootFields.some((field) => CUSTOMER_ROOT_FIELDS.has(field));
      const { status, body } = await shop.graphql(print(op.document), variables, signedIn ? { headers: { Authorization: `Bearer ${customerToken}` } } : {});
      const problems = responseProblems(status, body);
      if (problems.length) failures.push(`${operationId(op)} ${JSON.stringify(variables)}: ${problems.join(' | ')}`);
    }
    if (failures.length) throw new Error(failureList(failures));
  }, 60_000);
});
