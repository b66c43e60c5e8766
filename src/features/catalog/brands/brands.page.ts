import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'brands',
  paths: ['/brands'],
  titleId: 'brands.title',
  introId: 'brands.intro',
  messages: ['brands'],
  component: () => import('./BrandsPage'),
});
