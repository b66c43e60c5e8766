import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'healthcheck-completed',
  paths: ['/healthcheck/data-customer/completed'],
  titleId: 'healthCheck.title',
  chrome: { hideFloatingBanner: true },
  messages: 'health-check',
  component: () => import('./HealthCheckCompletedPage'),
});
