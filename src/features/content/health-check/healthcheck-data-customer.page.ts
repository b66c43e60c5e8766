import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'healthcheck-data-customer',
  paths: ['/healthcheck/data-customer/:emailUrl?'],
  titleId: 'healthCheck.title',
  chrome: { hideFloatingBanner: true },
  messages: 'health-check',
  component: () => import('./HealthCheckDetailsPage'),
});
