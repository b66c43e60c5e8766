import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'medical-test-register-success',
  paths: ['/medical-test/registersuccess'],
  titleId: 'medicalTestRegistered.title',
  auth: true,
  messages: 'medical-tests',
  component: () => import('./MedicalTestRegisteredPage'),
});
