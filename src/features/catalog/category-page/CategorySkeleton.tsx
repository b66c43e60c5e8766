import { GalleryShimmer } from '../product-listing/GalleryShimmer';

/**
 * spec §2 "a category skeleton" while a URL resolves to a category, §9 "Shimmer 6 items": one page
 * of card shimmers in the cards' exact boxes. It is part of the first JavaScript (the route's
 * fallback), so it stays this small; the category page's own loading frame is CategoryPageShimmer.
 */
export function CategorySkeleton() {
  return (
    <div data-testid="category-skeleton" aria-hidden="true">
      <GalleryShimmer />
    </div>
  );
}
