import { useProductListing, type ProductListingTalon } from '../product-listing/useProductListing';

export interface CategoryPageTalon {
  listing: ProductListingTalon;
  name: string;
  imageUrl: string | null;
  /** The merchant's description as stored (plain HTML or Page Builder content), not yet sanitized. */
  description: string | null;
}

/** Talon of a category page: the category and its listing, in one request (the listing's). */
export function useCategory(uid: string): CategoryPageTalon {
  const listing = useProductListing({ categoryUid: uid });
  const category = listing.category;
  return { listing, name: category?.name ?? '', imageUrl: category?.image || null, description: category?.description || null };
}
