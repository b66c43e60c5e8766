import { MAX_QUERY_NESTING } from '../http/queryNesting';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// graphql-js parses recursively: a list literal 5,000 levels deep overflowed the stack and was
// answered "Internal server error" with a stack trace in the log. Too deep a text is now refused
// before parsing, as a syntax error, with one line in the log.
const refusal = (levels: number) => ({
  errors: [{ message: `Syntax Error: brackets are nested ${levels} levels deep, more than the ${MAX_QUERY_NESTING} allowed.`, extensions: { category: 'graphql' } }],
});
/** products(filter: { sku: { in: <value> } }): the value sits 4 levels deep. */
const skuFilter = (value: string) => `{ products(filter: { sku: { in: ${value} } }) { total_count } }`;
const nestedList = (levels: number) => `${'['.repeat(levels)}"a"${']'.repeat(levels)}`;

describe('deeply nested requests', () => {
  let shop: TestBackend;
  const logged: string[] = [];
  beforeAll(async () => {
    shop = await startTestBackend({ log: (line) => logged.push(line) });
  }, 120_000);
  afterAll(() => shop.close());
  beforeEach(() => {
    logged.length = 0;
  });

  it.each([
    ['a 5,000-deep list literal', skuFilter(nestedList(5_000)), 5_004],
    ['a 5,000-deep object literal', `{ products(filter: ${'{ sku: '.repeat(5_000)}null${' }'.repeat(5_000)}) { total_count } }`, 5_002],
    ['5,000 nested selections', `{ categories { items { ${'children { '.repeat(5_000)}uid${' }'.repeat(5_000)} } } }`, 5_003],
  ])('%s is a GraphQL syntax error, logged in one line', async (_case, query, levels) => {
    const { status, body } = await shop.graphql(query);
    expect(status).toBe(500);
    expect(body).toEqual(refusal(levels));
    expect(logged).toEqual([`graphql: refused a request nested too deeply (${refusal(levels).errors[0].message})`]);
  });

  it('refuses the same over GET (1,000 levels: a URL holds no more)', async () => {
    const { status, body } = await shop.graphql(skuFilter(nestedList(1_000)), undefined, { method: 'GET' });
    expect(status).toBe(500);
    expect(body).toEqual(refusal(1_004));
    expect(logged).toHaveLength(1);
  });

  it(`lets ${MAX_QUERY_NESTING} levels through to the parser and refuses ${MAX_QUERY_NESTING + 1}`, async () => {
    const atLimit = await shop.graphql(skuFilter(nestedList(MAX_QUERY_NESTING - 4)));
    // Parsed and validated: too many list levels for a [String] filter, which graphql-js says.
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.errors[0].message).toMatch(/^String cannot represent a non string value/);
    expect((await shop.graphql(skuFilter(nestedList(MAX_QUERY_NESTING - 3)))).body).toEqual(refusal(MAX_QUERY_NESTING + 1));
  });

  it('does not count brackets in strings, block strings and comments', async () => {
    const brackets = '[{('.repeat(200);
    const query = `# ${brackets}
      { products(search: "${brackets}\\"${brackets}") { total_count } storeConfig { store_code } }
      # ${brackets}`;
    const { status, body } = await shop.graphql(query);
    expect(status).toBe(200);
    expect(body.data.storeConfig.store_code).toBe('default');
    const described = await shop.graphql(`query Q($a: String = """${brackets} \\""" ${brackets}""") { storeConfig { store_code } }`);
    expect(described.body.errors?.[0]?.message).not.toMatch(/nested/);
  });

  it.each([
    ['a 5,000-deep list', `{"in":${nestedList(5_000)}}`],
    ['a 5,000-deep object', `${'{"eq":'.repeat(5_000)}null${'}'.repeat(5_000)}`],
  ])('variables holding %s are refused by their type, as any wrong value (no internal error, nothing logged)', async (_case, sku) => {
    const body = `{"query":"query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }","variables":{"f":{"sku":${sku}}}}`;
    const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const answer = await response.json();
    expect(response.status).toBe(200);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatchObject({ message: expect.stringMatching(/^Variable "\$f" got invalid value/), extensions: { category: 'graphql' } });
    expect(logged).toEqual([]);
  });
});
