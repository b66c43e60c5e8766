import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { REMOVE_WISHLIST_ITEM } from '../../account/wishlist/wishlist.gql';
import { ADD_TO_WISHLIST, WISHLIST_PRODUCTS, WISHLIST_PRODUCTS_PAGE_SIZE } from './wishlistToggle.gql';

/** After a change, the hearts and an open wishlist page read the wishlist again. */
const REFETCH = ['wishlistProducts', 'wishlistPage'];

/**
 * Talon of the heart on product cards and pages: whether the product is in the customer's wishlist,
 * and a toggle that adds or removes it (Magento's addProductsToWishlist / removeProductsFromWishlist).
 * Signed-in customers only (a guest's heart leads to sign-in). Every heart shares one cached
 * wishlist query; a refusal is Magento's message, shown beside the heart.
 */
export function useWishlistToggle(sku: string) {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery(WISHLIST_PRODUCTS, { variables: { pageSize: WISHLIST_PRODUCTS_PAGE_SIZE }, skip: !isSignedIn, fetchPolicy: 'cache-first' });
  const [add, adding] = useMutation(ADD_TO_WISHLIST, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(REMOVE_WISHLIST_ITEM, { refetchQueries: REFETCH, awaitRefetchQueries: true });

  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const item = wishlist?.items_v2?.items.find((entry) => entry?.product?.sku === sku) ?? null;
  const isBusy = adding.loading || removing.loading;

  const toggle = useCallback(async () => {
    if (!wishlist?.id || isBusy) return;
    setError(null);
    try {
      const answer = item
        ? (await remove({ variables: { wishlistId: wishlist.id, itemIds: [item.id] } })).data?.removeProductsFromWishlist
        : (await add({ variables: { wishlistId: wishlist.id, sku } })).data?.addProductsToWishlist;
      const refusal = answer?.user_errors.find(Boolean)?.message;
      if (refusal) throw new Error(refusal);
    } catch (thrown) {
      setError(deriveErrorMessage(thrown));
    }
  }, [add, isBusy, item, remove, sku, wishlist?.id]);

  return { isInWishlist: Boolean(item), toggle, isBusy, error };
}
