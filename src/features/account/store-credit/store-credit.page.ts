import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'store-credit',
  paths: ['/store-credit'],
  titleId: 'storeCredit.title',
  auth: true,
  messages: 'account',
  component: () => import('./StoreCreditPage'),
});
