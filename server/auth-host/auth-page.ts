import { ANTI_BOT_HEADER } from '../../schemas/requests/iam';

/** The views the auth host serves. */
export const AUTH_VIEWS = ['login', 'register'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * One self-contained page (no bundle): a login or registration form that calls the identity API on
 * this origin (anti-bot token first), answers a PIN challenge, and posts its height and, on
 * success, {accessToken, refreshToken, hint, referralCode} to the parent origins it was told of. Its inline
 * script and style carry `nonce` (the response's CSP allows them alone; base64, so safe in an attribute).
 */
export function authPage(
  view: AuthView,
  { clientId, parentOrigins, nonce }: { clientId: string; parentOrigins: string[]; nonce: string },
): string {
  const login = view === 'login';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${login ? 'Log In' : 'Sign Up'} | Kitswap</title>
<style nonce="${nonce}">
  body { margin: 0; font: 16px system-ui, sans-serif; color: #1c1f23; }
  form { display: grid; gap: 12px; padding: 16px; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { font: inherit; min-height: 44px; padding: 0 12px; border: 1px solid #e3e6ea; border-radius: 8px; }
  button { font: inherit; font-weight: 600; min-height: 44px; border: 0; border-radius: 999px; background: #02c874; cursor: pointer; }
  [role=alert] { margin: 0; color: #c62828; }
  [hidden] { display: none; }
</style>
</head>
<body>
<form id="form" novalidate>
  ${
    login
      ? `<label>Username or email <input name="username_or_email" autocomplete="username" required></label>
  <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
  <label id="pin-field" hidden>PIN <input name="pin" inputmode="numeric" autocomplete="one-time-code"></label>`
      : `<label>Email <input name="email" type="email" autocomplete="email" required></label>
  <label>Username <input name="username" autocomplete="username" required></label>
  <label>Password <input name="password" type="password" autocomplete="new-password" required></label>`
  }
  <p id="error" role="alert" hidden></p>
  <button type="submit">${login ? 'Log In' : 'Sign Up'}</button>
</form>
<script nonce="${nonce}">
(() => {
  const view = ${scriptJson(view)};
  const clientId = ${scriptJson(clientId)};
  const parents = ${scriptJson(parentOrigins)};
  const form = document.getElementById('form');
  const error = document.getElementById('error');
  let challengeToken = null;
  const post = (message) => { for (const origin of parents) window.parent.postMessage(message, origin); };
  const postHeight = () => post({ height: document.documentElement.scrollHeight });
  new ResizeObserver(postHeight).observe(document.body);
  const show = (message) => { error.textContent = message; error.hidden = !message; postHeight(); };
  const call = async (path, body, headers = {}) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ks-client-type': 'WEB', ...headers }, body: JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error((json.errors && json.errors[0] && json.errors[0].message) || 'Something went wrong...');
    return json;
  };
  const antiBot = async (action) => {
    const response = await fetch('/iam/v1/anti-bot/token?action=' + action);
    if (!response.ok) throw new Error('The anti-bot check could not run. Try again.');
    return { ${scriptJson(ANTI_BOT_HEADER)}: (await response.json()).data.token };
  };
  const done = (tokens, hint) => post({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, hint, referralCode: null });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    show('');
    const values = Object.fromEntries(new FormData(form));
    try {
      if (view === 'login' && challengeToken) {
        const answer = await call('/iam/v1/auth/token/challenge', { pin: values.pin, client_id: clientId }, { authorization: 'Bearer ' + challengeToken });
        return done(answer.data, 'login');
      }
      if (view === 'login') {
        const answer = await call('/iam/v1/auth/token', { grant_type: 'client_credentials', username_or_email: values.username_or_email, password: values.password, test_2FA: true, client_id: clientId }, await antiBot('login'));
        if (answer.data.challenge_token) {
          challengeToken = answer.data.challenge_token;
          document.getElementById('pin-field').hidden = false;
          form.elements.pin.focus();
          return postHeight();
        }
        return done(answer.data, 'login');
      }
      const answer = await call('/iam/v1/auth/user', { email: values.email, username: values.username, password: values.password, client_id: clientId, referral_code: null, agree_with_policy: true, source: 'auth_frame' }, await antiBot('register'));
      done(answer.meta.authorization, 'register');
    } catch (failure) {
      show(failure.message);
    }
  });
  postHeight();
})();
</script>
</body>
</html>`;
}
