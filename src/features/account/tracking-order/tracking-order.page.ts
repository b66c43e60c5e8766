import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'tracking-order',
  paths: ['/tracking-order'],
  titleId: 'trackingOrder.title',
  auth: true,
  messages: 'account',
  component: () => import('./TrackingOrderPage'),
});
