import { gql } from '@apollo/client';
import { createInMemoryCache } from '../createApolloClient';

const CART = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;
const CUSTOMER_CART = gql`
  query CustomerCart {
    customerCart {
      id
      total_quantity
    }
  }
`;

test('the guest cart and the customer cart are one cache entry, whatever the cart id', () => {
  const cache = createInMemoryCache();
  cache.writeQuery({
    query: CART,
    variables: { cartId: 'guest1' },
    data: { cart: { __typename: 'Cart', id: 'guest1', total_quantity: 1 } },
  });
  cache.writeQuery({
    query: CUSTOMER_CART,
    data: { customerCart: { __typename: 'Cart', id: 'mine2', total_quantity: 3 } },
  });

  expect(cache.readQuery({ query: CART, variables: { cartId: 'any' } })).toEqual({
    cart: { __typename: 'Cart', id: 'mine2', total_quantity: 3 },
  });
  expect(Object.keys(cache.extract()).filter((key) => key.startsWith('Cart'))).toEqual(['Cart']);
});

test('the customer is a singleton entry', () => {
  const cache = createInMemoryCache();
  const query = gql`
    query Customer {
      customer {
        email
        firstname
      }
    }
  `;
  cache.writeQuery({ query, data: { customer: { __typename: 'Customer', email: 'a@b.c', firstname: 'Ayu' } } });
  expect(cache.identify({ __typename: 'Customer', email: 'x@y.z' })).toBe('Customer');
  expect(cache.readQuery({ query })).toEqual({ customer: { __typename: 'Customer', email: 'a@b.c', firstname: 'Ayu' } });
});

test('every product type is keyed by uid, so two queries update one product', () => {
  const cache = createInMemoryCache();
  const listing = gql`
    query Listing {
      products {
        items {
          uid
          name
        }
      }
    }
  `;
  const detail = gql`
    query Detail {
      productDetail: products {
        items {
          uid
          name
          sku
        }
      }
    }
  `;
  cache.writeQuery({
    query: listing,
    data: { products: { __typename: 'Products', items: [{ __typename: 'ConfigurableProduct', uid: 'MQ==', name: 'Old' }] } },
  });
  cache.writeQuery({
    query: detail,
    data: {
      productDetail: {
        __typename: 'Products',
        items: [{ __typename: 'ConfigurableProduct', uid: 'MQ==', name: 'New', sku: 'serum' }],
      },
    },
  });

  const read = cache.readQuery<{ products: { items: Array<{ name: string }> } }>({ query: listing });
  expect(read?.products.items[0].name).toBe('New');
  for (const typename of ['SimpleProduct', 'VirtualProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct']) {
    expect(cache.identify({ __typename: typename, uid: 'Mg==', id: 2 })).toBe(`${typename}:{"uid":"Mg=="}`);
  }
});

test('cart items are keyed by uid, shipping methods by carrier and method code', () => {
  const cache = createInMemoryCache();
  expect(cache.identify({ __typename: 'ConfigurableCartItem', uid: 'NQ==', id: '5' })).toBe(
    'ConfigurableCartItem:{"uid":"NQ=="}',
  );
  expect(cache.identify({ __typename: 'AvailableShippingMethod', carrier_code: 'flatrate', method_code: 'flatrate' })).toBe(
    'AvailableShippingMethod:{"carrier_code":"flatrate","method_code":"flatrate"}',
  );
  expect(cache.identify({ __typename: 'SelectedShippingMethod', carrier_code: 'jne', method_code: 'reg' })).toBe(
    'SelectedShippingMethod:{"carrier_code":"jne","method_code":"reg"}',
  );
  expect(cache.identify({ __typename: 'StoreConfig', store_code: 'default' })).toBe('StoreConfig:{"store_code":"default"}');
});

describe('wishlist items_v2 paging', () => {
  const WISHLIST = gql`
    query Wishlist($currentPage: Int!) {
      customer {
        wishlists {
          id
          items_v2(currentPage: $currentPage, pageSize: 2) {
            items {
              id
            }
          }
        }
      }
    }
  `;
  type Data = { customer: { wishlists: Array<{ items_v2: { items: Array<{ id: string }> } }> } };

  function writePage(cache: ReturnType<typeof createInMemoryCache>, currentPage: number, ids: string[]) {
    cache.writeQuery({
      query: WISHLIST,
      variables: { currentPage },
      data: {
        customer: {
          __typename: 'Customer',
          wishlists: [
            {
              __typename: 'Wishlist',
              id: '7',
              items_v2: {
                __typename: 'WishlistItems',
                items: ids.map((id) => ({ __typename: 'SimpleWishlistItem', id })),
              },
            },
          ],
        },
      },
    });
  }
  const itemIds = (cache: ReturnType<typeof createInMemoryCache>) =>
    cache
      .readQuery<Data>({ query: WISHLIST, variables: { currentPage: 1 } })
      ?.customer.wishlists[0].items_v2.items.map((item) => item.id);

  test('later pages are appended to the list', () => {
    const cache = createInMemoryCache();
    writePage(cache, 1, ['1', '2']);
    writePage(cache, 2, ['3', '4']);
    writePage(cache, 3, ['5']);
    expect(itemIds(cache)).toEqual(['1', '2', '3', '4', '5']);
  });

  test('page 1 starts the list over', () => {
    const cache = createInMemoryCache();
    writePage(cache, 1, ['1', '2']);
    writePage(cache, 2, ['3']);
    writePage(cache, 1, ['9']);
    expect(itemIds(cache)).toEqual(['9']);
  });
});
