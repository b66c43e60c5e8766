import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'store-locator',
  paths: ['/store-locator'],
  titleId: 'storeLocator.title',
  mobileTitleId: 'storeLocator.mobileTitle',
  messages: ['storeLocator'],
  component: () => import('./StoreLocatorPage'),
});
