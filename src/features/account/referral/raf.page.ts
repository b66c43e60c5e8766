import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'raf',
  paths: ['/raf'],
  titleId: 'referAFriend.title',
  messages: 'referral',
  component: () => import('./ReferAFriendPage'),
});
