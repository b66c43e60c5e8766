/** The listing's strings (toolbar, sort, filters, pagination, product cards): every page with a product listing carries them. */
export const LISTING_MESSAGES = ['listing', 'sort', 'filters', 'pagination', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'] as const;
