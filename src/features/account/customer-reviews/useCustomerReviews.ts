import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { decodePage } from '../../catalog/product-listing/listingUrl';
import { usePagination } from '../../catalog/product-listing/usePagination';
import { CUSTOMER_REVIEWS, CUSTOMER_REVIEWS_PAGE_SIZE } from './customerReviews.gql';

/** Talon of /product-review: the customer's reviews, 10 to a page, the page in the URL (?page=2). */
export function useCustomerReviews() {
  const [searchParams] = useSearchParams();
  const page = decodePage(searchParams);
  const { data, loading, error } = useQuery(CUSTOMER_REVIEWS, { variables: { currentPage: page, pageSize: CUSTOMER_REVIEWS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const reviews = data?.customer?.reviews ?? null;
  const totalPages = reviews?.page_info?.total_pages ?? 0;
  const pagination = usePagination({ current: page, total: totalPages, searchParams });
  return {
    isLoading: loading && !reviews,
    error: error && !reviews ? deriveErrorMessage(error) : null,
    reviews: (reviews?.items ?? []).flatMap((review) => (review ? [review] : [])),
    pager: { current: Math.min(page, Math.max(totalPages, 1)), total: totalPages, previousHref: pagination.previousHref, nextHref: pagination.nextHref },
  };
}
