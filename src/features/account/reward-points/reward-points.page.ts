import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'reward-points',
  paths: ['/reward-points'],
  titleId: 'rewardPoints.title',
  auth: true,
  messages: 'account',
  component: () => import('./RewardPointsPage'),
});
