import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'product-review',
  paths: ['/product-review'],
  titleId: 'productReview.title',
  auth: true,
  messages: 'account',
  component: () => import('./CustomerReviewsPage'),
});
