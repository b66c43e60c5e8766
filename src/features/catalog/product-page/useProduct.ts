import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';
import { toEntityState, type EntityState } from '../../../app/MagentoRoute/entityState';
import { productPageRequest } from './productRequest';
import { toProductView, type ProductView } from './productView';
import { urlKeyFromPath } from './urlKey';

/**
 * Talon: the product with this uid, found by the current URL's url key with the page's first
 * query (productPageRequest, which the server may already have answered into the cache).
 */
export function useProduct(uid: string): EntityState<{ product: ProductView }> {
  const { pathname } = useLocation();
  const { storeConfig, answered: suffixKnown } = useStoreConfig();
  const request = productPageRequest(urlKeyFromPath(pathname, storeConfig?.product_url_suffix));
  const { data, loading, error } = useQuery(request.query, {
    variables: request.variables,
    skip: !suffixKnown,
    fetchPolicy: 'cache-and-network',
  });
  const item = data?.products?.items?.find((candidate) => candidate?.uid === uid);
  const product = useMemo(() => (item?.name ? toProductView(item) : null), [item]);
  return toEntityState(product ? { product } : null, { loading: loading || !suffixKnown, error });
}
