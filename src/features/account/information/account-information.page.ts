import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'account-information',
  paths: ['/account-information'],
  titleId: 'accountInformation.title',
  auth: true,
  chrome: { hideFloatingBanner: true },
  messages: 'account',
  component: () => import('./AccountInformationPage'),
});
