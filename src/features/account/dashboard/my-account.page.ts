import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'my-account',
  paths: ['/customer/account'],
  titleId: 'account.title',
  messages: 'account',
  component: () => import('./DashboardPage'),
});
