import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'email-verification',
  paths: ['/registration/verification/:token?'],
  titleId: 'emailVerification.title',
  messages: 'account',
  component: () => import('./EmailVerificationPage'),
});
