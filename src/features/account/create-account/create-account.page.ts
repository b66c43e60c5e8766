import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'create-account',
  paths: ['/create-account'],
  titleId: 'createAccount.title',
  chrome: { hideTabBar: true, hideFloatingBanner: true },
  messages: ['createAccount'],
  component: () => import('./CreateAccountPage'),
});
