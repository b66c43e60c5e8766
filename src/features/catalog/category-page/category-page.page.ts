import { definePage } from '../../../app/pages/definePage';
import { LISTING_MESSAGES } from '../product-listing/listingMessages';

export default definePage({
  name: 'category-page',
  routeType: 'CATEGORY',
  docksBottomBar: true,
  messages: ['category', 'breadcrumbs', ...LISTING_MESSAGES],
  component: () => import('./Category'),
});
