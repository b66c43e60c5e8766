import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'downloadable-products',
  paths: ['/downloadable-products'],
  titleId: 'downloads.title',
  auth: true,
  messages: 'account',
  component: () => import('./DownloadableProductsPage'),
});
