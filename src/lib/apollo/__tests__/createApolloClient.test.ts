import { gql } from '@apollo/client';
import { of } from 'rxjs';
import { createMemoryPersistence } from '../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink, respondWithHeaders } from '../__testUtils__/linkHarness';
import { BrowserPersistence } from '../../persistence/BrowserPersistence';
import { MemoryStorage } from '../../persistence/memoryStorage';
import { getPersistor, PERSIST_DELAY_MS } from '../cachePersistence';
import { STORAGE_KEYS } from '../persistenceContract';
import { createApolloClient } from '../createApolloClient';

const CART = gql`
  query CartPage($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
      }
    }
  }
`;

test('a query through the whole chain carries auth, cache id and store headers, and is scrubbed', async () => {
  const persistence = createMemoryPersistence({
    [STORAGE_KEYS.signinToken]: 'tok',
    [STORAGE_KEYS.magentoCacheId]: 'cid',
    [STORAGE_KEYS.storeViewCurrency]: 'IDR',
  });
  const terminating = createFakeTerminatingLink(
    respondWithHeaders(
      {
        data: { cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'SimpleCartItem', uid: 'MQ==' }, null] } },
        errors: [{ message: 'Some of the products are out of stock.', path: ['cart', 'items', 1] }],
      },
      { 'X-Magento-Cache-Id': 'cid2' },
    ),
  );
  const client = createApolloClient({ persistence, terminatingLink: terminating.link });

  const { data, error } = await client.query({ query: CART, variables: { cartId: 'c1' } });

  expect(terminating.seen[0].headers).toEqual({
    authorization: 'Bearer tok',
    'X-Magento-Cache-Id': 'cid',
    Store: 'default',
    'Content-Currency': 'IDR',
  });
  expect(error).toBeUndefined();
  expect(data).toEqual({ cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'SimpleCartItem', uid: 'MQ==' }] } });
  expect(persistence.getItem(STORAGE_KEYS.magentoCacheId)).toBe('cid2');
});

test('the client starts from the cache stored for the current store view', async () => {
  const persistence = createMemoryPersistence({ [STORAGE_KEYS.storeViewCode]: 'id_id' });
  jest.useFakeTimers();
  try {
    const first = createApolloClient({ persistence, terminatingLink: createFakeTerminatingLink().link });
    first.cache.writeQuery({
      query: CART,
      variables: { cartId: 'c1' },
      data: { cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'SimpleCartItem', uid: 'Mg==' }] } },
    });
    jest.advanceTimersByTime(PERSIST_DELAY_MS);
  } finally {
    jest.useRealTimers();
  }

  const terminating = createFakeTerminatingLink(() => of({ data: {} }));
  const second = createApolloClient({ persistence, terminatingLink: terminating.link });
  const { data } = await second.query<{ cart: { items: unknown[] } }>({ query: CART, variables: { cartId: 'c1' }, fetchPolicy: 'cache-first' });

  expect(terminating.seen).toHaveLength(0);
  expect(data?.cart.items).toEqual([{ __typename: 'SimpleCartItem', uid: 'Mg==' }]);
});

test('the cache snapshot survives a round trip through BrowserPersistence records', async () => {
  const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
  const first = createApolloClient({ persistence, terminatingLink: createFakeTerminatingLink().link });
  first.cache.writeQuery({
    query: CART,
    variables: { cartId: 'c1' },
    data: { cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'SimpleCartItem', uid: 'Mw==' }] } },
  });
  getPersistor(first)?.persist();

  const second = createApolloClient({ persistence, terminatingLink: createFakeTerminatingLink().link });
  expect(second.cache.readQuery({ query: CART, variables: { cartId: 'c1' } })).toEqual({
    cart: { __typename: 'Cart', id: 'c1', items: [{ __typename: 'SimpleCartItem', uid: 'Mw==' }] },
  });
});
