import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'forgot-password',
  paths: ['/forgot-password'],
  titleId: 'forgotPassword.title',
  chrome: { hideFloatingBanner: true },
  messages: 'account',
  component: () => import('./ForgotPasswordPage'),
});
