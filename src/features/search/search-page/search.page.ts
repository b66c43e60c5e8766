import { definePage } from '../../../app/pages/definePage';
import { LISTING_MESSAGES } from '../../catalog/product-listing/listingMessages';

export default definePage({
  name: 'search',
  paths: ['/search.html'],
  titleId: 'search.title',
  docksBottomBar: true,
  messages: ['search', ...LISTING_MESSAGES],
  component: () => import('./Search'),
});
