import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { toEntityState, type EntityState } from '../entityState';
import { GET_PRODUCT, GET_PRODUCT_URL_SUFFIX } from './product.gql';
import { urlKeyFromPath } from './urlKey';

/** Talon: the name and sku of the product with this uid, found by the current URL's url key. */
export function useProduct(uid: string): EntityState<{ name: string; sku: string | null }> {
  const { pathname } = useLocation();
  const suffixQuery = useQuery(GET_PRODUCT_URL_SUFFIX);
  const suffixKnown = Boolean(suffixQuery.data) || Boolean(suffixQuery.error);
  const urlKey = urlKeyFromPath(pathname, suffixQuery.data?.storeConfig?.product_url_suffix);
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
