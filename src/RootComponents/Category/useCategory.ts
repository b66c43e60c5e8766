import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import { useProductListing, type ProductListingTalon } from '../../features/product-listing/useProductListing';

export interface CategoryPageTalon {
  listing: ProductListingTalon;
  name: string;
  imageUrl: string | null;
  /** The merchant's description, sanitized; '' when there is none. */
  descriptionHtml: string;
}

/** Talon of a category page: the category and its listing, in one request (the listing's). */
export function useCategory(uid: string): CategoryPageTalon {
  const listing = useProductListing({ categoryUid: uid });
  const category = listing.category;
  const description = category?.description ?? null;
  const descriptionHtml = useMemo(() => sanitizeHtml(description).trim(), [description]);
  return { listing, name: category?.name ?? '', imageUrl: category?.image || null, descriptionHtml };
}
