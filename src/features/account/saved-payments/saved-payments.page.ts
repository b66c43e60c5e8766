import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'saved-payments',
  paths: ['/saved-payments'],
  titleId: 'savedPayments.title',
  auth: true,
  messages: 'account',
  component: () => import('./SavedPaymentsPage'),
});
