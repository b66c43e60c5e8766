import { type ApolloClient } from '@apollo/client';
import { getPersistor } from './cachePersistence';
import { CART_CACHE_ID, CUSTOMER_CACHE_ID } from './typePolicies';

/** Evicts entries and root fields, drops what became unreachable, then stores the result. */
async function evictAndPersist(
  client: ApolloClient,
  { ids, rootFields }: { ids: string[]; rootFields: string[] },
): Promise<void> {
  const { cache } = client;
  for (const id of ids) cache.evict({ id });
  for (const fieldName of rootFields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
  getPersistor(client)?.persist();
}

/**
 * Forgets the cart (guest or customer) after sign-out, order placement or an
 * invalid cart. Mutation results go too: they may hold the old cart or order.
 */
export function clearCartDataFromCache(client: ApolloClient): Promise<void> {
  return evictAndPersist(client, {
    ids: [CART_CACHE_ID, 'ROOT_MUTATION'],
    rootFields: ['cart', 'customerCart'],
  });
}

/** Forgets everything that belongs to the signed-in customer (spec §7, after sign-out). */
export function clearCustomerDataFromCache(client: ApolloClient): Promise<void> {
  return evictAndPersist(client, {
    ids: [CUSTOMER_CACHE_ID, 'ROOT_MUTATION'],
    rootFields: [
      'customer',
      'customerCart',
      'customerOrders',
      'customerPaymentTokens',
      'customerDownloadableProducts',
      'customerWishlistProducts',
      'wishlist',
      'dynamicBlocks',
      // The customer's compare list (sign-out forgets its uid too).
      'compareList',
    ],
  });
}
