import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQlNoSuchEntityException } from '../errors';
import { createGraphQlHandler } from '../http/graphqlHandler';
import { startTestBackend, type TestBackend } from '../test/testBackend';

// The endpoint's transport rules, over real HTTP against the seeded backend.
describe('GraphQL endpoint (seeded backend)', () => {
  let shop: TestBackend;
  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it('answers a query sent as GET with the cache id header', async () => {
    const { status, headers, body } = await shop.graphql('{ backendVersion }', undefined, { method: 'GET' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { backendVersion: '1' } });
    expect(headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a mutation sent as GET with HTTP 500, as Magento does', async () => {
    const { status, body } = await shop.graphql('mutation { backendNoop }', undefined, { method: 'GET' });
    expect(status).toBe(500);
    expect(body.errors[0].message).toBe('Mutation requests allowed only for POST requests');
    expect(body.data).toBeUndefined();
  });

  it('accepts the same mutation over POST', async () => {
    const { status, body } = await shop.graphql('mutation { backendNoop }');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { backendNoop: null } });
  });

  it("answers an unknown Store header with Magento's message", async () => {
    const { status, body } = await shop.graphql('{ backendVersion }', undefined, { headers: { Store: 'nowhere' } });
    expect(status).toBe(500);
    expect(body.errors).toEqual([{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }]);
  });

  it('accepts the default store code in the Store header', async () => {
    const { status } = await shop.graphql('{ backendVersion }', undefined, { headers: { Store: 'default' } });
    expect(status).toBe(200);
  });

  it('refuses a currency the store does not allow', async () => {
    const { status, body } = await shop.graphql('{ backendVersion }', undefined, { headers: { 'Content-Currency': 'XYZ' } });
    expect(status).toBe(500);
    expect(body.errors[0].extensions.category).toBe('graphql-input');
  });

  it('varies the cache id by currency', async () => {
    const idr = await shop.graphql('{ backendVersion }', undefined, { headers: { 'Content-Currency': 'IDR' } });
    const usd = await shop.graphql('{ backendVersion }', undefined, { headers: { 'Content-Currency': 'USD' } });
    expect(idr.headers.get('x-magento-cache-id')).not.toBe(usd.headers.get('x-magento-cache-id'));
  });

  it('answers a syntax error with HTTP 500 and category graphql', async () => {
    const { status, body } = await shop.graphql('{ backendVersion ');
    expect(status).toBe(500);
    expect(body.errors[0].message).toMatch(/^Syntax Error/);
    expect(body.errors[0].extensions.category).toBe('graphql');
  });

  it('answers a validation error with HTTP 200, its location and no data', async () => {
    const { status, body } = await shop.graphql('{ noSuchField }');
    expect(status).toBe(200);
    expect(body.errors[0]).toMatchObject({ message: 'Cannot query field "noSuchField" on type "Query".', locations: [{ line: 1, column: 3 }] });
    expect(body).not.toHaveProperty('data');
  });

  it('answers a body that is not JSON with HTTP 500', async () => {
    const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' });
    expect(response.status).toBe(500);
    expect((await response.json()).errors[0].message).toMatch(/not valid JSON/);
  });

  it('refuses other methods', async () => {
    const response = await fetch(`${shop.url}/graphql`, { method: 'PUT' });
    expect(response.status).toBe(405);
  });
});

// Resolver errors: partial data with HTTP 200, client-safe messages kept, others masked.
describe('GraphQL endpoint error envelope', () => {
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { ok: String missing: String broken: String }',
    resolvers: {
      Query: {
        ok: () => 'fine',
        missing: () => {
          throw new GraphQlNoSuchEntityException('Could not find a cart with ID "abc"');
        },
        broken: () => {
          throw new Error('database exploded: secret detail');
        },
      },
    },
  });
  let server: http.Server;
  let shop: TestBackend;
  let url: string;
  const logged: string[] = [];
  beforeAll(async () => {
    shop = await startTestBackend();
    const handler = createGraphQlHandler(shop.backend.db, schema, (line) => logged.push(line));
    server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await shop.close();
  });

  const post = async (query: string) => {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
    return { status: response.status, body: await response.json() };
  };

  it('keeps partial data next to a client-safe error with its category and path', async () => {
    const { status, body } = await post('{ ok missing }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ ok: 'fine', missing: null });
    expect(body.errors).toEqual([
      {
        message: 'Could not find a cart with ID "abc"',
        extensions: { category: 'graphql-no-such-entity' },
        locations: [{ line: 1, column: 6 }],
        path: ['missing'],
      },
    ]);
  });

  it('masks an unexpected error and logs the real one', async () => {
    const { body } = await post('{ broken }');
    expect(body.errors[0]).toMatchObject({ message: 'Internal server error', extensions: { category: 'internal' } });
    expect(JSON.stringify(body)).not.toContain('secret detail');
    expect(logged.join('\n')).toContain('database exploded');
  });
});
