import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { type BrandPageQuery } from '../../../__generated__/operations';
import { useProductListing, type ProductListingTalon } from '../product-listing/useProductListing';
import { BRAND_PAGE } from './brands.gql';

export type BrandPageData = NonNullable<NonNullable<NonNullable<BrandPageQuery['mpbrand']>['items']>[number]>;

export interface BrandProductsTalon {
  status: 'loading' | 'notFound' | 'error' | 'ready';
  brand: BrandPageData | null;
  /** The brand's products with the catalogue's filters, sort and pages (from the URL). */
  listing: ProductListingTalon;
}

/**
 * Talon of /brands/:urlKey: the brand by its URL key, then its products as a listing filtered by
 * its option id (the catalogue's `brand` filter). A key no brand has is not found.
 */
export function useBrandProducts(): BrandProductsTalon {
  const { urlKey = '' } = useParams();
  const { data, error } = useQuery(BRAND_PAGE, { variables: { urlKey }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const brand = data?.mpbrand?.items?.find((item) => item?.url_key === urlKey) ?? null;
  // Before the brand is known the listing asks nothing (a search of no words is no request).
  const listing = useProductListing(brand?.option_id != null ? { brandId: String(brand.option_id) } : {});
  let status: BrandProductsTalon['status'];
  if (data?.mpbrand && !brand) status = 'notFound';
  else if (!brand) status = error ? 'error' : 'loading';
  else if (listing.status === 'error') status = 'error';
  else if (listing.status === 'ready') status = 'ready';
  else status = 'loading';
  return { status, brand, listing };
}
