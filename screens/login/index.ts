import { defineScreen } from '../../engine';

/** /login: the login/register flow as a page, opening on log-in. */
export const login = defineScreen({
  id: 'login',
  path: '/login',
  load: () => import('./LoginScreen'),
  chrome: 'simple-footer',
});

/** /register: the same flow opening on the sign-up form. */
export const register = defineScreen({
  id: 'register',
  path: '/register',
  load: () => import('./RegisterScreen'),
  chrome: 'simple-footer',
});
