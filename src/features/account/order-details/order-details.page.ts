import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'order-details',
  paths: ['/order/:number'],
  titleId: 'orderDetails.title',
  auth: true,
  messages: 'account',
  component: () => import('./OrderDetailsPage'),
});
