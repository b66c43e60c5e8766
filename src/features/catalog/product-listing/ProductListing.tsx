import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActiveFilters } from './ActiveFilters';
import { EmptyResult } from './EmptyResult';
import { FilterButton } from './FilterButton';
import { FilterModal } from './FilterModal';
import { FilterSidebar } from './FilterSidebar';
import { Gallery } from './Gallery';
import styles from './listing.module.css';
import { Pagination } from './Pagination';
import { Toolbar } from './Toolbar';
import { useListingControls } from './useListingControls';
import { type ListingProducts, type ProductListingTalon } from './useProductListing';

export interface ProductListingProps {
  listing: ProductListingTalon & { products: ListingProducts };
  /** What an empty listing without filters says (a category without products, a search without results). */
  emptyMessage: ReactNode;
  /** Shown above the sidebar and the products (a category's picture and description). */
  intro?: ReactNode;
}

/**
 * What category and search pages share: the tools row (count, sort), the filter sidebar (from
 * 768 px) or the floating Filter button and its dialog (phones), the picked filters, the grid of
 * cards or the empty result, and the pagination. All of its state is in the URL.
 */
export function ProductListing({ listing, emptyMessage, intro }: ProductListingProps) {
  const { products, sort, pagination, filters, modal, topRef } = useListingControls(listing);
  const items = products.items ?? [];
  const filtered = filters.activeCount > 0;
  return (
    <div className={styles.listing} ref={topRef}>
      {intro}
      <div className={styles.columns}>
        <FilterSidebar filters={filters} />
        <div className={styles.results} aria-busy={listing.isUpdating}>
          <Toolbar totalCount={products.total_count ?? 0} sort={sort} />
          <ActiveFilters filters={filters} />
          {items.length ? (
            <Gallery items={items} isUpdating={listing.isUpdating} />
          ) : (
            <EmptyResult
              message={filtered ? <FormattedMessage id="listing.emptyFiltered" /> : emptyMessage}
              onClearFilters={filtered ? filters.clearAll : undefined}
            />
          )}
          <Pagination talon={pagination} />
        </div>
      </div>
      {(filters.groups.length > 0 || filtered) && <FilterButton activeCount={filters.activeCount} expanded={modal.isOpen} onClick={modal.open} />}
      <FilterModal modal={modal} labelOf={filters.labelOf} />
    </div>
  );
}
