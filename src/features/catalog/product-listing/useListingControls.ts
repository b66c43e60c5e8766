import { useCallback, useRef, type RefObject } from 'react';
import { useFilterModal, type FilterModalTalon } from './useFilterModal';
import { useFilters, type FiltersTalon } from './useFilters';
import { usePagination, type PaginationTalon } from './usePagination';
import { type ListingProducts, type ProductListingTalon } from './useProductListing';
import { useSort, type SortTalon } from './useSort';

export interface ListingControls {
  products: ListingProducts;
  sort: SortTalon;
  pagination: PaginationTalon;
  filters: FiltersTalon;
  modal: FilterModalTalon;
  /** The listing's top: a page link scrolls it into view. */
  topRef: RefObject<HTMLDivElement | null>;
}

/** Talon of a ready listing's controls: sort, pagination, the filter sidebar and the mobile filter dialog. */
export function useListingControls(listing: ProductListingTalon & { products: ListingProducts }): ListingControls {
  const { products, state, searchParams, ignoredKeys } = listing;
  const topRef = useRef<HTMLDivElement | null>(null);
  const scrollToTop = useCallback(() => topRef.current?.scrollIntoView?.({ block: 'start' }), []);
  const sort = useSort({ fields: products.sort_fields, current: state.sort, searchParams });
  const pagination = usePagination({
    current: products.page_info?.current_page ?? state.page,
    total: products.page_info?.total_pages ?? 1,
    searchParams,
    onNavigate: scrollToTop,
  });
  const filters = useFilters({ aggregations: products.aggregations, filters: state.filters, searchParams, ignoredKeys });
  const modal = useFilterModal({ groups: filters.groups, filters: state.filters, onApply: filters.apply });
  return { products, sort, pagination, filters, modal, topRef };
}
