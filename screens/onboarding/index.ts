import { defineScreen } from '../../engine';

/** /register/onboarding: where a new account lands after registering (spec §4.5). */
export const onboarding = defineScreen({
  id: 'onboarding',
  path: '/register/onboarding',
  load: () => import('./OnboardingScreen'),
  chrome: 'simple-footer',
});
