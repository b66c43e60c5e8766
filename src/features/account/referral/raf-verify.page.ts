import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'raf-verify',
  paths: ['/raf/verify'],
  titleId: 'referAFriendVerify.title',
  messages: 'referral',
  component: () => import('./ReferralVerifyPage'),
});
