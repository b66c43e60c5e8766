import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'brands',
  paths: ['/brands'],
  titleId: 'brands.title',
  messages: ['brands'],
  component: () => import('./BrandsPage'),
});
