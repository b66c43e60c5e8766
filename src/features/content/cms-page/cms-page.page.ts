import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'cms-page',
  routeType: 'CMS_PAGE',
  component: () => import('./CMS'),
});
