import { ApolloLink, gql } from '@apollo/client';
import { print, stripIgnoredCharacters } from 'graphql';
import { createFakeFetch, fakeResponse } from '../../__testUtils__/fakeFetch';
import { run } from '../../__testUtils__/linkHarness';
import { createHttpLink, GRAPHQL_PATH } from '../httpLink';

const PRODUCT = gql`
  # a comment that must not travel
  query ProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        name
      }
    }
  }
`;
const SUBSCRIBE = gql`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

function setUp() {
  const { fetch, calls } = createFakeFetch(() => fakeResponse({ data: { ok: true } }));
  const link: ApolloLink = createHttpLink({ fetch });
  return { link, calls };
}

test('queries go as GET to /graphql with compacted text and same-origin credentials', async () => {
  const { link, calls } = setUp();
  expect(await run(link, PRODUCT, { variables: { urlKey: 'serum' } })).toEqual([{ data: { ok: true } }]);

  const url = new URL(calls[0].url, 'http://shop.test');
  expect(calls[0].init.method).toBe('GET');
  expect(calls[0].init.credentials).toBe('same-origin');
  expect(url.pathname).toBe(GRAPHQL_PATH);
  expect(url.searchParams.get('query')).toBe(stripIgnoredCharacters(print(PRODUCT)));
  expect(url.searchParams.get('query')).not.toMatch(/comment|\n/);
  expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ urlKey: 'serum' });
  expect(url.searchParams.get('operationName')).toBe('ProductDetail');
  // No client-awareness extension: the GET URL stays short and stable for caching.
  expect(url.searchParams.has('extensions')).toBe(false);
});

test('mutations go as POST with a JSON body', async () => {
  const { link, calls } = setUp();
  await run(link, SUBSCRIBE, { variables: { email: 'a@b.c' } });

  expect(calls[0].url).toBe(GRAPHQL_PATH);
  expect(calls[0].init.method).toBe('POST');
  const body = JSON.parse(String(calls[0].init.body));
  expect(body.variables).toEqual({ email: 'a@b.c' });
  expect(body.query).toBe(stripIgnoredCharacters(print(SUBSCRIBE)));
});

test('headers set by earlier links are sent', async () => {
  const { link, calls } = setUp();
  const addStore = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { Store: 'default' } });
    return forward(operation);
  });
  await run(ApolloLink.from([addStore, link]), PRODUCT, { variables: { urlKey: 'x' } });

  expect((calls[0].init.headers as Record<string, string>).store).toBe('default');
});
