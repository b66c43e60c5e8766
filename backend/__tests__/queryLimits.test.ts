import path from 'node:path';
import { getIntrospectionQuery, NoUnusedFragmentsRule, parse, specifiedRules, validate } from 'graphql';
import { findGqlFiles, loadOperationUnits } from '../../scripts/validateQueries';
import { assertFieldCount, queryComplexityRule, queryDepthRule } from '../http/queryLimits';
import { buildSchema } from '../schema/build';
import { startTestBackend, type TestBackend } from '../test/testBackend';

const aliases = (count: number, selection = '{ store_code }') =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: storeConfig ${selection}`).join(' ')} }`;
/** `__type` with `levels` nested `ofType`: every level has a selection, so the depth is `levels`. */
const nestedTypes = (levels: number) => `{ __type(name: "String") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`;
/** A fragment of `size` StoreConfig fields spread under `count` aliases: complexity count × (1 + size). */
const STORE_FIELDS = ['store_code', 'store_name', 'locale', 'base_currency_code', 'default_display_currency_code', 'timezone']
  .concat(['weight_unit', 'base_url', 'base_link_url', 'base_media_url', 'secure_base_url']);
const spreadFragment = (count: number, size: number) =>
  `${aliases(count, '{ ...Store }')} fragment Store on StoreConfig { ${STORE_FIELDS.slice(0, size).join(' ')} }`;

// Magento's limits (queryDepth 20, queryComplexity 300) with graphql-php's counting and messages.
describe('query depth and complexity limits over HTTP', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('refuses 500 aliases before validating or running anything (HTTP 500, graphql-input)', async () => {
    const started = performance.now();
    const { status, body } = await shop.graphql(aliases(500));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(status).toBe(500);
    expect(body).toEqual({
      errors: [{ message: 'Max query complexity should be 300 but got 1000.', extensions: { category: 'graphql-input' } }],
    });
  });

  it('accepts exactly 300 fields as written and refuses 302', async () => {
    const atLimit = await shop.graphql(aliases(150));
    expect(atLimit.status).toBe(200);
    expect(Object.keys(atLimit.body.data)).toHaveLength(150);
    const over = await shop.graphql(aliases(151));
    expect(over.body.errors[0].message).toBe('Max query complexity should be 300 but got 302.');
  });

  it('refuses a complexity over 300 reached through fragments as a validation error (HTTP 200, graphql)', async () => {
    const { status, body } = await shop.graphql(spreadFragment(31, 10));
    expect(status).toBe(200);
    expect(body).toEqual({ errors: [{ message: 'Max query complexity should be 300 but got 341.', extensions: { category: 'graphql' } }] });
  });

  it('accepts a complexity of exactly 300 through fragments', async () => {
    const { status, body } = await shop.graphql(spreadFragment(25, 11));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.a24.store_code).toBe('default');
  });

  it('does not count fields that @skip(if: true) leaves out', async () => {
    // 30 × (1 + 9) = 300; the skipped alias would make it 310.
    const fragment = `fragment Store on StoreConfig { ${STORE_FIELDS.slice(0, 9).join(' ')} }`;
    const query = `${aliases(30, '{ ...Store }').slice(0, -1)} x: storeConfig @skip(if: true) { ...Store } } ${fragment}`;
    const { body } = await shop.graphql(query);
    expect(body.errors).toBeUndefined();
  });

  it('refuses a 40-level query with the depth message (HTTP 200, graphql)', async () => {
    const { status, body } = await shop.graphql(nestedTypes(39));
    expect(status).toBe(200);
    expect(body).toEqual({ errors: [{ message: 'Max query depth should be 20 but got 39.', extensions: { category: 'graphql' } }] });
  });

  it('refuses deeply nested categories the same way', async () => {
    const { body } = await shop.graphql(`{ categories { items { ${'children { '.repeat(38)}uid${' }'.repeat(38)} } } }`);
    expect(body.errors).toEqual([{ message: 'Max query depth should be 20 but got 39.', extensions: { category: 'graphql' } }]);
  });

  it('accepts a depth of exactly 20 and refuses 21', async () => {
    const atLimit = await shop.graphql(nestedTypes(20));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data.__type.ofType).toBeNull();
    const over = await shop.graphql(nestedTypes(21));
    expect(over.body.errors[0].message).toBe('Max query depth should be 20 but got 21.');
  });

  it('answers the standard introspection query, every option on', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const { status, body } = await shop.graphql(query);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('query limits (rules)', () => {
  const schema = buildSchema();
  const limitErrors = (query: string) =>
    validate(schema, parse(query), [queryComplexityRule(), queryDepthRule()]).map((error) => error.message);

  it('counts a fragment spread many times once per spread, without blowing up on nested spreads', () => {
    // Each fragment spreads the next twice: 2^30 expansions if measured naively.
    const chain = Array.from({ length: 30 }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`).join(' ');
    const query = `{ ...F0 } ${chain} fragment F30 on Query { storeConfig { store_code } }`;
    const started = performance.now();
    expect(limitErrors(query)).toEqual([`Max query complexity should be 300 but got ${2 ** 30 * 2}.`]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('uses the request variables for @include', () => {
    const fields = Array.from({ length: 151 }, (_, index) => `a${index}: storeConfig @include(if: $all) { store_code }`);
    const query = `query ($all: Boolean!) { ${fields.join(' ')} }`;
    const document = parse(query);
    const run = (all: boolean) => validate(schema, document, [queryComplexityRule({ all })]).map((error) => error.message);
    expect(run(false)).toEqual([]);
    expect(run(true)).toEqual(['Max query complexity should be 300 but got 302.']);
  });

  it('lets every operation of the storefront (src/**/*.gql.ts) through', async () => {
    const units = await loadOperationUnits(findGqlFiles(path.resolve(__dirname, '../../src')));
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      expect(() => assertFieldCount(unit.document)).not.toThrow();
      const rules = [...specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule), queryComplexityRule(), queryDepthRule()];
      expect({ unit: `${unit.file}:${unit.name}`, errors: validate(schema, unit.document, rules).map((error) => error.message) }).toEqual({
        unit: `${unit.file}:${unit.name}`,
        errors: [],
      });
    }
  });
});
