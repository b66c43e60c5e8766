import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'confirm-payment',
  paths: ['/confirm-payment'],
  titleId: 'confirmPayment.title',
  messages: ['confirmPayment'],
  component: () => import('./ConfirmPaymentPage'),
});
