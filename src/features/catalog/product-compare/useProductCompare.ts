import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { deriveErrorMessage, graphQLErrorMessages } from '../../../lib/apollo/errors';
import { storeCompareListUid } from '../../../lib/persistence/compareListUid';
import { useCompareListUid } from '../compare-list/useCompareListUid';
import { useToasts } from '../../chrome/toasts';
import { compareTable } from './compareTable';
import { CLEAR_COMPARE_LIST, PRODUCT_COMPARE, REMOVE_COMPARED_PRODUCT } from './productCompare.gql';

export type ProductCompareStatus = 'loading' | 'error' | 'empty' | 'list';

/**
 * Talon of /product-compare: the shopper's compare list as a table, removing one product and
 * clearing the list (Magento's deleteCompareList). A stored uid Magento no longer answers for
 * (deleted, or not this shopper's) is forgotten and the page is empty.
 */
export function useProductCompare() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const uid = useCompareListUid();
  const { data, error } = useQuery(PRODUCT_COMPARE, { variables: { uid: uid ?? '' }, skip: !uid, fetchPolicy: 'cache-and-network' });
  const [removeProduct] = useMutation(REMOVE_COMPARED_PRODUCT);
  const [clearList] = useMutation(CLEAR_COMPARE_LIST);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [isClearing, setClearing] = useState(false);

  const list = uid ? (data?.compareList ?? null) : null;
  const refused = Boolean(error && graphQLErrorMessages(error).length);
  const isGone = Boolean(uid && data && !data.compareList);
  useEffect(() => {
    if (refused || isGone) storeCompareListUid(null);
  }, [isGone, refused]);

  const table = useMemo(() => (list ? compareTable(list) : null), [list]);
  let status: ProductCompareStatus = 'empty';
  if (table?.columns.length) status = 'list';
  else if (uid && !data && !refused) status = error ? 'error' : 'loading';

  const remove = useCallback(
    async (productId: string, name: string) => {
      if (!uid || removingId) return;
      setRemovingId(productId);
      try {
        await removeProduct({ variables: { uid, products: [productId] } });
        addToast({ type: 'success', message: formatMessage({ id: 'compareToggle.removed' }, { name }) });
      } catch (thrown) {
        addToast({ type: 'error', message: deriveErrorMessage(thrown), dismissable: true });
      } finally {
        setRemovingId(null);
      }
    },
    [addToast, formatMessage, removeProduct, removingId, uid],
  );

  const clear = useCallback(async () => {
    if (!uid || isClearing) return;
    setClearing(true);
    try {
      await clearList({ variables: { uid } });
      storeCompareListUid(null);
      addToast({ type: 'success', message: formatMessage({ id: 'productCompare.cleared' }) });
    } catch (thrown) {
      addToast({ type: 'error', message: deriveErrorMessage(thrown), dismissable: true });
    } finally {
      setClearing(false);
    }
  }, [addToast, clearList, formatMessage, isClearing, uid]);

  return { status, columns: table?.columns ?? [], rows: table?.rows ?? [], remove, removingId, clear, isClearing };
}
