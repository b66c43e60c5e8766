import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'healthcheck-email-customer',
  paths: ['/healthcheck/email-customer'],
  titleId: 'healthCheck.title',
  chrome: { hideFloatingBanner: true },
  messages: 'health-check',
  component: () => import('./EmailCustomerPage'),
});
