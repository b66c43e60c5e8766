import { type CartSummary } from '../../../lib/store/cart/cartDetails';
import { GET_CART_SUMMARY } from '../../../lib/store/cart/cartSummary.gql';
import { useCachedCart } from './useCachedCart';

/** Talon: what every page's chrome shows of the cart (its lines' quantities, its total), from the Apollo cache. */
export function useCartSummary(): CartSummary {
  return useCachedCart(GET_CART_SUMMARY);
}
