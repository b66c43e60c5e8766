import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'healthcheck',
  paths: ['/healthcheck'],
  titleId: 'healthCheck.title',
  chrome: { hideHeader: true, hideFooter: true, hideFloatingBanner: true },
  messages: 'health-check',
  component: () => import('./HealthCheckPage'),
});
