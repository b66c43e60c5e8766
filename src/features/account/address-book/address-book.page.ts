import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'address-book',
  paths: ['/address-book'],
  titleId: 'addressBook.title',
  auth: true,
  messages: 'account',
  component: () => import('./AddressBookPage'),
});
