import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppDispatch } from '../../../lib/store';
import cartActions from '../../../lib/store/cart/actions';
import { ADD_WISHLIST_ITEMS_TO_CART, REMOVE_WISHLIST_ITEM, WISHLIST_PAGE, WISHLIST_PAGE_SIZE } from './wishlist.gql';

/** After a change the page and the hearts read the wishlist again. */
const REFETCH = ['wishlistPage', 'wishlistProducts'];

/** A line's outcome: Magento's refusal, or the line is gone (added to the cart or removed). */
type LineMessage = { itemId: string; text: string; kind: 'error' | 'success' };

/**
 * Talon of /wishlist: the customer's wishlist a page at a time (page 1 replaces, "Show more"
 * appends the next: the Wishlist.items_v2 type policy), Add to Cart (Magento moves the item to the
 * cart) and Remove. A refusal is shown on its line and the line stays.
 */
export function useWishlistPage() {
  const dispatch = useAppDispatch();
  const formatPrice = usePriceFormatter();
  const { data, loading, error, fetchMore } = useQuery(WISHLIST_PAGE, {
    variables: { currentPage: 1, pageSize: WISHLIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [addToCart] = useMutation(ADD_WISHLIST_ITEMS_TO_CART, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [remove] = useMutation(REMOVE_WISHLIST_ITEM, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [busyItem, setBusyItem] = useState<string | null>(null);
  const [message, setMessage] = useState<LineMessage | null>(null);

  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const items = (wishlist?.items_v2?.items ?? []).flatMap((item) => (item ? [item] : []));
  const pageInfo = wishlist?.items_v2?.page_info;
  const currentPage = pageInfo?.current_page ?? 1;
  const hasMore = currentPage < (pageInfo?.total_pages ?? 1);

  const showMore = useCallback(() => fetchMore({ variables: { currentPage: currentPage + 1 } }), [currentPage, fetchMore]);

  const act = useCallback(
    async (itemId: string, kind: 'cart' | 'remove') => {
      if (!wishlist?.id || busyItem) return;
      setBusyItem(itemId);
      setMessage(null);
      try {
        if (kind === 'cart') {
          const answer = (await addToCart({ variables: { wishlistId: wishlist.id, itemIds: [itemId] } })).data?.addWishlistItemsToCart;
          const refusal = answer?.add_wishlist_items_to_cart_user_errors.find(Boolean)?.message;
          if (refusal) throw new Error(refusal);
          // The header's count and the mini cart read the cart again.
          dispatch(cartActions.markObsolete());
          setMessage({ itemId, text: 'wishlist.addedToCart', kind: 'success' });
        } else {
          const answer = (await remove({ variables: { wishlistId: wishlist.id, itemIds: [itemId] } })).data?.removeProductsFromWishlist;
          const refusal = answer?.user_errors.find(Boolean)?.message;
          if (refusal) throw new Error(refusal);
        }
      } catch (thrown) {
        setMessage({ itemId, text: deriveErrorMessage(thrown), kind: 'error' });
      } finally {
        setBusyItem(null);
      }
    },
    [addToCart, busyItem, dispatch, remove, wishlist?.id],
  );

  return {
    isLoading: loading && !wishlist,
    error: error && !wishlist ? deriveErrorMessage(error) : null,
    items,
    count: wishlist?.items_count ?? 0,
    hasMore,
    isLoadingMore: loading && Boolean(wishlist),
    showMore,
    addToCart: (itemId: string) => act(itemId, 'cart'),
    remove: (itemId: string) => act(itemId, 'remove'),
    busyItem,
    message,
    formatPrice,
  };
}

export type WishlistPageTalon = ReturnType<typeof useWishlistPage>;
