import { useQuery } from '@apollo/client/react';
import { cartPriceCurrency } from '../../../lib/store/cart/cartDetails';
import { GET_STORE_CONFIG_DATA } from '../../../lib/storeConfig/storeConfigData.gql';
import { useCartSummary } from './useCartSummary';

/**
 * Talon: the currency a cart's amounts are shown in. The cart's own once it has prices; before
 * that (a first visit, an empty cart) the store's display currency, which the first paint already
 * knows: the app state's empty-cart default (USD, spec §3) is never what the shopper sees.
 * Null only while neither is known (formatPrice then shows the shop's IDR).
 */
export function useCartCurrency(): string | null {
  const cartCurrency = cartPriceCurrency(useCartSummary());
  // cache-only: the page frame asks for the store configuration (or the first paint brought it);
  // the trigger and a mini cart opened later read that answer and never ask again.
  const { data } = useQuery(GET_STORE_CONFIG_DATA, { fetchPolicy: 'cache-only' });
  return cartCurrency ?? data?.storeConfig?.default_display_currency_code ?? null;
}
