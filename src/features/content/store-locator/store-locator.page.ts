import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'store-locator',
  paths: ['/store-locator'],
  titleId: 'storeLocator.title',
  mobileTitleId: 'storeLocator.mobileTitle',
  introId: 'storeLocator.intro',
  messages: ['storeLocator'],
  component: () => import('./StoreLocatorPage'),
});
