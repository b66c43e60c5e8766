import { useQuery } from '@apollo/client/react';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { GET_RELATED_PRODUCTS } from './relatedProducts.gql';

export interface RelatedProductsTalon {
  related: ProductCardFieldsFragment[];
  upsell: ProductCardFieldsFragment[];
}

const present = (list: ReadonlyArray<ProductCardFieldsFragment | null> | null | undefined) =>
  (list ?? []).filter((product): product is ProductCardFieldsFragment => Boolean(product?.uid && product.name));

/** Talon of the product page's carousels: related and up-sell products (none while loading or when the query fails). */
export function useRelatedProducts(urlKey: string, productUid: string): RelatedProductsTalon {
  const { data } = useQuery(GET_RELATED_PRODUCTS, { variables: { urlKey }, fetchPolicy: 'cache-first' });
  const product = data?.products?.items?.find((item) => item?.uid === productUid);
  return { related: present(product?.related_products), upsell: present(product?.upsell_products) };
}
