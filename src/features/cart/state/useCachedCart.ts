import { type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../lib/store';
import { ofCart } from '../../../lib/store/cart/cartDetails';
import { selectCartId, selectHasRequestedDetails } from '../../../lib/store/cart/selectors';

/**
 * The cart as the Apollo cache holds it, the one place the cart lives, read with `document` (all of
 * it or a part). It never asks the shop (cache-only): the cart thunks fetch the details and every
 * reader follows their answer. Nothing is shown before the details are asked for on this visit
 * (the cache may keep an earlier visit's copy), nor another cart's (the cache keeps one cart).
 */
export function useCachedCart<Cart extends { id?: string }>(document: TypedDocumentNode<{ cart?: Cart | null }, { cartId: string }>): Partial<Cart> {
  const cartId = useAppSelector(selectCartId);
  const hasRequested = useAppSelector(selectHasRequestedDetails);
  const { data } = useQuery(document, { variables: { cartId: cartId ?? '' }, fetchPolicy: 'cache-only', skip: !cartId || !hasRequested });
  return ofCart(data?.cart, cartId);
}
