import { defineScreen } from '../../engine';

/** /register/apple: where Sign in with Apple redirects back (the redirect_url of the Apple grant). */
export const appleSignIn = defineScreen({
  id: 'apple-sign-in',
  path: '/register/apple',
  load: () => import('./AppleRedirectScreen'),
  chrome: 'simple-footer',
});
