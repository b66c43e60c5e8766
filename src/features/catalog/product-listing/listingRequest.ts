import { type TypedDocumentNode } from '@apollo/client';
import {
  type GetBrandListingQuery,
  type GetBrandListingQueryVariables,
  type GetCategoryListingQuery,
  type GetCategoryListingQueryVariables,
  type GetSearchListingQuery,
  type GetSearchListingQueryVariables,
} from '../../../__generated__/operations';
import { decodeListing, filterInput, type ListingState } from './listingUrl';
import { GET_BRAND_LISTING, GET_CATEGORY_LISTING, GET_SEARCH_LISTING } from './productListing.gql';

/** spec §9: a catalogue page holds 6 products. */
export const PAGE_SIZE = 6;

export interface ListingBase {
  /** A category page: its uid. */
  categoryUid?: string;
  /** A search page: the shopper's words (trimmed here). */
  search?: string;
  /** A brand's page: the brand's option id (what the catalogue's `brand` filter takes). */
  brandId?: string;
}

export type ListingRequest =
  | { kind: 'category'; query: TypedDocumentNode<GetCategoryListingQuery, GetCategoryListingQueryVariables>; variables: GetCategoryListingQueryVariables }
  | { kind: 'search'; query: TypedDocumentNode<GetSearchListingQuery, GetSearchListingQueryVariables>; variables: GetSearchListingQueryVariables }
  | { kind: 'brand'; query: TypedDocumentNode<GetBrandListingQuery, GetBrandListingQueryVariables>; variables: GetBrandListingQueryVariables };

/** Category filters the URL may not set on a category page: the page's own category decides. */
const CATEGORY_KEYS = ['category_uid', 'category_id', 'category_url_path'];
/** On a search page only category_uid (a category suggestion, spec §2) narrows to a category. */
const SEARCH_IGNORED_KEYS = ['category_id', 'category_url_path'];
/** On a brand's page the page's brand decides the brand filter. */
const BRAND_IGNORED_KEYS = ['brand', ...SEARCH_IGNORED_KEYS];

export const ignoredFilterKeys = (base: ListingBase): string[] => (base.categoryUid ? CATEGORY_KEYS : base.brandId ? BRAND_IGNORED_KEYS : SEARCH_IGNORED_KEYS);

/** The URL's listing state as this page reads it (the keys the page ignores left out). */
export function listingState(searchParams: URLSearchParams, base: ListingBase): ListingState {
  return decodeListing(searchParams, ignoredFilterKeys(base));
}

type FilterVariables = Record<string, ReturnType<typeof filterInput>>;

/** The URL's filters as ProductAttributeFilterInput, keys sorted so equal states give equal variables. */
function filterVariables(state: ListingState, base: ListingBase): FilterVariables {
  const filter: FilterVariables = {};
  if (base.categoryUid) filter.category_uid = { eq: base.categoryUid };
  if (base.brandId) filter.brand = { eq: base.brandId };
  for (const active of [...state.filters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) filter[active.key] = filterInput(active);
  return filter;
}

/*
 * A shop's filter fields come from its attributes (a real store has its own), so the generated
 * input type cannot list them: the URL's filters are checked against the shop when a request
 * fails (listingRecovery) and typed here, once.
 */
const asFilterInput = (filter: FilterVariables) => filter as unknown as GetCategoryListingQueryVariables['filter'];
const asSortInput = (sort: ListingState['sort']) =>
  (sort ? { [sort.key]: sort.dir } : undefined) as unknown as GetCategoryListingQueryVariables['sort'];

/**
 * The exact query and variables a category or search page sends first for this URL (the server
 * embeds the answer for first paint, so page and server must agree; a brand's page is not embedded). null when there is nothing
 * to ask: no category and a search of only spaces.
 */
export function productListingRequest(searchParams: URLSearchParams, base: ListingBase): ListingRequest | null {
  const state = listingState(searchParams, base);
  const filter = filterVariables(state, base);
  const paging = { pageSize: PAGE_SIZE, currentPage: state.page };
  const sort = state.sort ? { sort: asSortInput(state.sort) } : {};
  if (base.categoryUid) {
    return { kind: 'category', query: GET_CATEGORY_LISTING, variables: { uid: base.categoryUid, filter: asFilterInput(filter), ...sort, ...paging } as GetCategoryListingQueryVariables };
  }
  if (base.brandId) {
    return { kind: 'brand', query: GET_BRAND_LISTING, variables: { filter: asFilterInput(filter), ...sort, ...paging } as GetBrandListingQueryVariables };
  }
  const search = base.search?.trim();
  if (!search) return null;
  const filters = Object.keys(filter).length ? { filter: asFilterInput(filter) } : {};
  return { kind: 'search', query: GET_SEARCH_LISTING, variables: { search, ...filters, ...sort, ...paging } as GetSearchListingQueryVariables };
}
