import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'wishlist',
  paths: ['/wishlist'],
  titleId: 'wishlist.title',
  auth: true,
  messages: 'account',
  component: () => import('./WishlistPage'),
});
