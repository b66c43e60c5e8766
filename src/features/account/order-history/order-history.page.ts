import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'order-history',
  paths: ['/order-history'],
  titleId: 'orderHistory.title',
  auth: true,
  chrome: { hideTabBar: true },
  messages: 'account',
  component: () => import('./OrderHistoryPage'),
});
