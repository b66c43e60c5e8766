import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { GET_PAGE_BUILDER_PRODUCTS } from './products.gql';

export interface ProductsBySku {
  /** In the order of `skus`; SKUs the store no longer sells are left out. */
  products: ProductCardFieldsFragment[];
  loading: boolean;
}

/** Talon: the products of `skus` once `enabled` (when the list nears the screen). */
export function useProductsBySku(skus: string[], enabled: boolean): ProductsBySku {
  const { data, loading } = useQuery(GET_PAGE_BUILDER_PRODUCTS, {
    variables: { skus, pageSize: Math.max(1, skus.length) },
    skip: !enabled || skus.length === 0,
  });
  const items = data?.products?.items;
  const products = useMemo(() => {
    const bySku = new Map((items ?? []).flatMap((item) => (item ? [[item.sku, item] as const] : [])));
    return skus.flatMap((sku) => bySku.get(sku) ?? []);
  }, [items, skus]);
  return { products, loading: skus.length > 0 && (!enabled || (loading && !data)) };
}
