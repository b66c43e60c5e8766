import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { GET_EDITABLE_CART_PRODUCT } from './editLine.gql';
import { toEditableProduct, type EditableProduct } from './editableProduct';

export interface EditableProductTalon {
  product: EditableProduct | null;
  /** Why there is nothing to edit: the shop's message, or '' for the dialog's own (the product has no options any more). */
  loadError: string | null;
}

/**
 * Talon of the Edit dialog's product: its options and variants by sku, asked of the shop each time
 * the dialog opens (stock changes: a variant sold out since is offered disabled).
 */
export function useEditableProduct(sku: string): EditableProductTalon {
  const { data, loading, error } = useQuery(GET_EDITABLE_CART_PRODUCT, { variables: { sku }, fetchPolicy: 'cache-and-network' });
  const product = useMemo(() => toEditableProduct(data?.products?.items?.find((item) => item?.sku === sku) ?? data?.products?.items?.[0]), [data, sku]);
  let loadError: string | null = null;
  if (!product && error) loadError = deriveErrorMessage(error);
  else if (!product && !loading) loadError = '';
  return { product, loadError };
}
