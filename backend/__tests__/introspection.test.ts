import {
  buildClientSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { buildSchema } from '../schema/build';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// Clients (GraphiQL, Apollo tooling, codegen, other storefronts) learn the API by introspection:
// what it describes over HTTP and what executes must be one schema.
describe('introspection over /graphql', () => {
  let shop: TestBackend;
  let introspected: IntrospectionQuery;

  beforeAll(async () => {
    shop = await startTestBackend();
    // Deprecated arguments and input fields (cmsPage(id:), CategoryFilterInput.ids) are listed
    // only when asked for, as the GraphQL spec says; deprecated fields come with the default query.
    const { status, body } = await shop.graphql(getIntrospectionQuery({ inputValueDeprecation: true }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    introspected = body.data;
  }, 120_000);
  afterAll(() => shop.close());

  it('describes exactly the schema that executes, deprecated fields included', () => {
    const described = printSchema(lexicographicSortSchema(buildClientSchema(introspected)));
    const executing = printSchema(lexicographicSortSchema(buildSchema()));
    expect(described).toBe(executing);
  });

  it("lists Magento's deprecated operations as deprecated, with Magento's reasons", () => {
    const rootFields = (typeName: string) => {
      const type = introspected.__schema.types.find((candidate) => candidate.name === typeName);
      return type && 'fields' in type ? type.fields : [];
    };
    const deprecation = (typeName: string, field: string) => {
      const found = rootFields(typeName).find((candidate) => candidate.name === field);
      return found && { isDeprecated: found.isDeprecated, reason: found.deprecationReason };
    };
    expect(deprecation('Mutation', 'createEmptyCart')).toEqual({
      isDeprecated: true,
      reason: 'Use `Mutation.createGuestCart` or `Query.customerCart` for logged in customer',
    });
    expect(deprecation('Query', 'urlResolver')).toEqual({ isDeprecated: true, reason: 'Use the `route` query instead.' });
    expect(deprecation('Query', 'route')).toEqual({ isDeprecated: false, reason: null });
  });

  it('answers every root query field it describes (no field that introspects but cannot run)', async () => {
    // Each listed field is selected by name: validation fails for any field the executing schema lacks.
    const queryType = introspected.__schema.types.find((type) => type.name === 'Query');
    const names = queryType && 'fields' in queryType ? queryType.fields.map((field) => field.name) : [];
    expect(names).toEqual(expect.arrayContaining(['products', 'route', 'urlResolver', 'storeConfig', 'cart', 'cmsBlocks']));
    const { body } = await shop.graphql(`{ __type(name: "Query") { fields(includeDeprecated: true) { name } } }`);
    expect(body.data.__type.fields.map((field: { name: string }) => field.name)).toEqual(names);
  });
});
