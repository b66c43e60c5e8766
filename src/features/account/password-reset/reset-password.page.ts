import { definePage } from '../../../app/pages/definePage';

// Both reset-password routes (Magento's emailed link and PWA Studio's) open the one page.
export default definePage({
  name: 'reset-password',
  paths: ['/customer/account/createPassword', '/authentication/resetpassword/:token?'],
  titleId: 'resetPassword.title',
  chrome: { hideFloatingBanner: true },
  messages: 'account',
  component: () => import('./ResetPasswordPage'),
});
