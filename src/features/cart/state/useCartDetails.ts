import { type CartDetails } from '../../../lib/store/cart/cartDetails';
import { GET_CART_DETAILS } from '../../../lib/store/cart/cartDetails.gql';
import { useCachedCart } from './useCachedCart';

/** Talon: the cart's details (items, prices, coupons), from the Apollo cache (useCachedCart). */
export function useCartDetails(): CartDetails {
  return useCachedCart(GET_CART_DETAILS);
}
