import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { type GetCategoryListingQuery, type ProductListingFieldsFragment } from '../../../__generated__/operations';
import { errorMessages } from '../../../lib/apollo/errors';
import {
  namesFieldsTheShopMayLack,
  pastLastPageRecovery,
  shopInputsOf,
  unknownInputsRecovery,
  unknownValuesRecovery,
} from './listingRecovery';
import { ignoredFilterKeys, listingState, productListingRequest, type ListingBase } from './listingRequest';
import { type ListingState } from './listingUrl';
import { GET_BRAND_LISTING, GET_CATEGORY_LISTING, GET_PRODUCT_FILTER_INPUTS, GET_SEARCH_LISTING } from './productListing.gql';

export type ListingCategory = NonNullable<NonNullable<NonNullable<GetCategoryListingQuery['categories']>['items']>[number]>;
export type ListingProducts = ProductListingFieldsFragment;

/**
 * - prompt: a search page without words (nothing is sent)
 * - loading: nothing to show yet (or a bad URL being mended)
 * - notFound: the category does not exist
 * - error: the listing could not be fetched
 * - ready: `products` holds the page (possibly the previous one while the next loads)
 */
export type ListingStatus = 'prompt' | 'loading' | 'notFound' | 'error' | 'ready';

export interface ProductListingTalon {
  status: ListingStatus;
  /** The URL's filters, sort and page as this page reads them. */
  state: ListingState;
  searchParams: URLSearchParams;
  /** Keys this page takes from elsewhere than the URL (a category page's own category). */
  ignoredKeys: string[];
  category: ListingCategory | null;
  products: ListingProducts | null;
  /** The products shown belong to the previous URL: the new page is on its way. */
  isUpdating: boolean;
}

/**
 * Talon of a category, search or brand listing: runs the request the URL gives (productListingRequest,
 * the same one the server embeds), keeps the previous page on screen while the next loads, and
 * mends a URL that asks for what the shop does not have (unknown filters or sort, a page past
 * the last one) by replacing it, so a bad link always ends on a page that shows something.
 */
export function useProductListing(base: ListingBase): ProductListingTalon {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const search = searchParams.toString();
  const { categoryUid, search: words, brandId } = base;
  const request = useMemo(
    () => productListingRequest(new URLSearchParams(search), { categoryUid, search: words, brandId }),
    [search, categoryUid, words, brandId],
  );
  const state = useMemo(() => listingState(new URLSearchParams(search), { categoryUid, search: words, brandId }), [search, categoryUid, words, brandId]);
  const ignoredKeys = useMemo(() => ignoredFilterKeys({ categoryUid, brandId }), [categoryUid, brandId]);

  // The first listing is refreshed (it may come from the page's HTML); a listing seen before in
  // this visit is shown from the cache. A plain 'cache-first' would go back to cache-and-network
  // whenever the variables change, so Clear all re-asked for the list just shown, and picking a
  // sort at once cancelled that request.
  const options = { fetchPolicy: 'cache-and-network', nextFetchPolicy: () => 'cache-first' as const, errorPolicy: 'all' } as const;
  const categoryResult = useQuery(GET_CATEGORY_LISTING, request?.kind === 'category' ? { variables: request.variables, ...options } : skipToken);
  const searchResult = useQuery(GET_SEARCH_LISTING, request?.kind === 'search' ? { variables: request.variables, ...options } : skipToken);
  const brandResult = useQuery(GET_BRAND_LISTING, request?.kind === 'brand' ? { variables: request.variables, ...options } : skipToken);

  const isCategory = request?.kind === 'category';
  const result = isCategory ? categoryResult : request?.kind === 'brand' ? brandResult : searchResult;
  const current = result.data?.products ?? null;
  const previous = result.previousData?.products ?? null;
  const category = isCategory ? (categoryResult.data ?? categoryResult.previousData)?.categories?.items?.find((item) => item?.uid === categoryUid) ?? null : null;
  const categoryAnswered = isCategory && Boolean(categoryResult.data?.categories);
  const error = current ? undefined : result.error;
  const messages = useMemo(() => (error ? errorMessages(error) : []), [error]);

  // A failed request with filters or a sort in the URL: ask the shop which fields it has.
  const checkInputs = Boolean(error) && !result.loading && namesFieldsTheShopMayLack(new URLSearchParams(search));
  const inputsResult = useQuery(GET_PRODUCT_FILTER_INPUTS, checkInputs ? { fetchPolicy: 'cache-first' } : skipToken);
  const inputs = shopInputsOf(inputsResult.data);

  const mended = useMemo(() => {
    const params = new URLSearchParams(search);
    if (current) return unknownValuesRecovery(params, ignoredKeys, { totalCount: current.total_count ?? 0, aggregations: current.aggregations ?? [] });
    if (!error) return null;
    return pastLastPageRecovery(params, messages) ?? (inputs ? unknownInputsRecovery(params, inputs) : null);
  }, [search, current, error, messages, inputs, ignoredKeys]);

  useEffect(() => {
    if (mended) navigate({ pathname, search: mended.toString() }, { replace: true });
  }, [mended, navigate, pathname]);

  const inputsPending = checkInputs && !inputs && !inputsResult.error;
  const products = current ?? (result.loading ? previous : null);
  let status: ListingStatus;
  if (!request) status = 'prompt';
  else if (isCategory && categoryAnswered && !category) status = 'notFound';
  else if (mended || inputsPending) status = products ? 'ready' : 'loading';
  else if (products) status = 'ready';
  else if (error) status = 'error';
  else status = 'loading';

  return {
    status,
    state,
    searchParams,
    ignoredKeys,
    category,
    products: status === 'ready' ? products : null,
    isUpdating: status === 'ready' && !current,
  };
}
