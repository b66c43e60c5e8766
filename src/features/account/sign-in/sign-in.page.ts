import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'sign-in',
  paths: ['/sign-in'],
  titleId: 'signIn.title',
  chrome: { hideTabBar: true, hideFloatingBanner: true },
  messages: ['signIn'],
  component: () => import('./SignInPage'),
});
