import { cacheKeyFor, type GraphqlRequestLike } from '../graphqlCachePolicy';

const ORIGIN = 'https://shop.example.com';
const GUEST_HEADERS = { Store: 'default', 'Content-Currency': 'IDR', 'X-Magento-Cache-Id': 'abc123' };

/** A GET /graphql request for `query`, with case-insensitive headers like fetch's. */
function request(query: string, headers: Record<string, string> = GUEST_HEADERS, method = 'GET'): GraphqlRequestLike {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    url: `${ORIGIN}/graphql?${new URLSearchParams({ query, variables: '{}' })}`,
    method,
    headers: { get: (name) => byName.get(name.toLowerCase()) ?? null },
  };
}

const PUBLIC_QUERY = 'query Home { products(search: "serum") { total_count } storeConfig { store_code } }';

describe('the service worker GraphQL cache policy', () => {
  it('keys a public query by its URL plus the store, currency and cache id headers', () => {
    const key = cacheKeyFor(request(PUBLIC_QUERY));
    expect(key).not.toBeNull();
    const url = new URL(key!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/graphql`);
    expect(url.searchParams.get('query')).toBe(PUBLIC_QUERY);
    expect(url.searchParams.get('variables')).toBe('{}');
    expect(url.searchParams.get('sw-store')).toBe('default');
    expect(url.searchParams.get('sw-currency')).toBe('IDR');
    expect(url.searchParams.get('sw-cache-id')).toBe('abc123');
  });

  it('gives the same request the same key, and requests differing only in store, currency or cache id different keys', () => {
    const keys = [
      GUEST_HEADERS,
      { ...GUEST_HEADERS, Store: 'id_id' },
      { ...GUEST_HEADERS, 'Content-Currency': 'USD' },
      { ...GUEST_HEADERS, 'X-Magento-Cache-Id': 'other-context' },
      { Store: 'default' },
    ].map((headers) => cacheKeyFor(request(PUBLIC_QUERY, headers)));
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(cacheKeyFor(request(PUBLIC_QUERY))).toBe(keys[0]);
  });

  it('never keys a request sent with a customer token, even for a public query', () => {
    expect(cacheKeyFor(request(PUBLIC_QUERY, { ...GUEST_HEADERS, Authorization: 'Bearer tok' }))).toBeNull();
    expect(cacheKeyFor(request(PUBLIC_QUERY, { ...GUEST_HEADERS, authorization: 'Bearer tok' }))).toBeNull();
  });

  it('never keys cart, customer or wishlist queries', () => {
    for (const query of [
      'query { cart(cart_id: "abc") { id total_quantity } }',
      '{ customerCart { id } }',
      '{ customer { email } }',
      '{ wishlist { items_count } }',
      '{ dynamicBlocks { items { uid } } }',
    ]) {
      expect(cacheKeyFor(request(query))).toBeNull();
    }
  });

  it('never keys a query mixing public and private root fields, however the private one is reached', () => {
    for (const query of [
      '{ storeConfig { store_code } cart(cart_id: "abc") { id } }',
      '{ storeConfig { store_code } mine: customerCart { id } }',
      '{ storeConfig { store_code } ... on Query { customer { email } } }',
      'query { ...Root } fragment Root on Query { products { total_count } customer { email } }',
      'query A { storeConfig { store_code } } query B { customerCart { id } }',
    ]) {
      expect(cacheKeyFor(request(query))).toBeNull();
    }
  });

  it('follows aliases, inline fragments and fragment spreads to the root fields they select', () => {
    expect(cacheKeyFor(request('{ config: storeConfig { store_code } __typename }'))).not.toBeNull();
    expect(cacheKeyFor(request('query { ...Menu } fragment Menu on Query { vesMenu(alias: "top-menu") { name } }'))).not.toBeNull();
    expect(cacheKeyFor(request('{ ... on Query { route(url: "a.html") { type } } }'))).not.toBeNull();
  });

  it('never keys mutations, POSTs, introspection or unknown fields', () => {
    expect(cacheKeyFor(request('mutation { createEmptyCart }'))).toBeNull();
    expect(cacheKeyFor(request(PUBLIC_QUERY, GUEST_HEADERS, 'POST'))).toBeNull();
    expect(cacheKeyFor(request('{ __schema { types { name } } }'))).toBeNull();
    expect(cacheKeyFor(request('{ storeConfig { store_code } __type(name: "Cart") { name } }'))).toBeNull();
    expect(cacheKeyFor(request('{ __typename }'))).toBeNull();
    expect(cacheKeyFor(request('{ somethingNew { id } }'))).toBeNull();
  });

  it('never keys a malformed, missing or cyclic query', () => {
    expect(cacheKeyFor(request('{ storeConfig { store_code }'))).toBeNull();
    expect(cacheKeyFor(request(''))).toBeNull();
    expect(cacheKeyFor(request('query { ...Missing }'))).toBeNull();
    expect(cacheKeyFor(request('query { ...A } fragment A on Query { ...A }'))).toBeNull();
    expect(cacheKeyFor({ ...request(PUBLIC_QUERY), url: `${ORIGIN}/graphql` })).toBeNull();
  });

  it('keys by the headers, not by look-alike search parameters already in the URL', () => {
    const plain = request(PUBLIC_QUERY);
    const spoofed = { ...plain, url: `${plain.url}&sw-store=id_id&sw-currency=USD` };
    expect(cacheKeyFor(spoofed)).toBe(cacheKeyFor(plain));
  });
});
