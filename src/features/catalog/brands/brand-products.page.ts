import { definePage } from '../../../app/pages/definePage';
import { LISTING_MESSAGES } from '../product-listing/listingMessages';

// Not in spec §2: a brand's products (the brands page links each brand here): the catalogue's listing under the brand's logo and breadcrumbs.
export default definePage({
  name: 'brand-products',
  paths: ['/brands/:urlKey'],
  titleId: 'brands.title',
  docksBottomBar: true,
  messages: ['brands', 'breadcrumbs', ...LISTING_MESSAGES],
  component: () => import('./BrandProductsPage'),
});
