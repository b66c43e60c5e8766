import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { toEntityState, type EntityState } from '../entityState';
import { useStoreConfig } from '../../lib/storeConfig/useStoreConfig';
import { GET_PRODUCT } from './product.gql';
import { urlKeyFromPath } from './urlKey';

/** Talon: the name and sku of the product with this uid, found by the current URL's url key. */
export function useProduct(uid: string): EntityState<{ name: string; sku: string | null }> {
  const { pathname } = useLocation();
  const { storeConfig, answered: suffixKnown } = useStoreConfig();
  const urlKey = urlKeyFromPath(pathname, storeConfig?.product_url_suffix);
  const { data, loading, error } = useQuery(GET_PRODUCT, {
    variables: { urlKey },
    skip: !suffixKnown,
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.products?.items?.find((item) => item?.uid === uid);
  return toEntityState(product?.name ? { name: product.name, sku: product.sku } : null, {
    loading: loading || !suffixKnown,
    error,
  });
}
