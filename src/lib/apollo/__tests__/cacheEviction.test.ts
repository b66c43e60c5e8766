import { gql } from '@apollo/client';
import { createMemoryPersistence } from '../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink } from '../__testUtils__/linkHarness';
import { cacheStorageKey } from '../cachePersistence';
import { clearCartDataFromCache, clearCustomerDataFromCache } from '../cacheEviction';
import { createApolloClient } from '../createApolloClient';

const SHOP = gql`
  query Shop($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
    customer {
      email
      wishlists {
        id
      }
    }
    storeConfig {
      store_code
      store_name
    }
  }
`;
const CART = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;
const CUSTOMER = gql`
  query Customer {
    customer {
      email
      wishlists {
        id
      }
    }
  }
`;
const STORE = gql`
  query Store {
    storeConfig {
      store_code
      store_name
    }
  }
`;

function shopClient() {
  const persistence = createMemoryPersistence();
  const client = createApolloClient({ persistence, terminatingLink: createFakeTerminatingLink().link });
  client.cache.writeQuery({
    query: SHOP,
    variables: { cartId: 'c1' },
    data: {
      cart: { __typename: 'Cart', id: 'c1', total_quantity: 2 },
      customer: { __typename: 'Customer', email: 'demo@example.com', wishlists: [{ __typename: 'Wishlist', id: '1' }] },
      storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Jingga' },
    },
  });
  const stored = () => JSON.stringify(persistence.getItem(cacheStorageKey('default')) ?? null);
  return { client, stored };
}

test('clearing cart data forgets the cart, keeps the rest, and stores the result at once', async () => {
  const { client, stored } = shopClient();
  await clearCartDataFromCache(client);

  expect(client.cache.readQuery({ query: CART, variables: { cartId: 'c1' } })).toBeNull();
  expect(client.cache.readQuery({ query: CUSTOMER })).not.toBeNull();
  expect(client.cache.readQuery({ query: STORE })).not.toBeNull();
  expect(stored()).not.toContain('"Cart"');
  expect(stored()).toContain('demo@example.com');
});

test('clearing customer data forgets the customer and their wishlist, and stores the result', async () => {
  const { client, stored } = shopClient();
  await clearCustomerDataFromCache(client);

  expect(client.cache.readQuery({ query: CUSTOMER })).toBeNull();
  expect(client.cache.readQuery({ query: STORE })).not.toBeNull();
  expect(stored()).not.toContain('demo@example.com');
  expect(stored()).not.toContain('Wishlist:1');
  expect(stored()).toContain('Jingga');
});
