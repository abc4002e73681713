import type { HttpClient } from './http';
import type { Check } from './invariants';
import { DEMO_PASSWORD } from './mix';

const TOKEN_PATH = '/api/proxy/iam/iam/v1/auth/token';
/** Signs in nowhere else during the run, so its failures are the check's alone. */
const LOCKED_ACCOUNT = 'demo_vacation';
const FAILURES_TO_LOCK = 5;

async function passwordGrant(http: HttpClient, username: string, password: string) {
  const antiBot = await http.send({ path: '/api/proxy/iam/iam/v1/anti-bot/token?action=login' });
  const token = (JSON.parse(antiBot.body) as { data: { token: string } }).data.token;
  return http.send({
    method: 'POST',
    path: TOKEN_PATH,
    headers: { 'x-ks-anti-bot-token': token },
    json: { grant_type: 'client_credentials', username_or_email: username, password, client_id: 'web' },
  });
}

function refresh(http: HttpClient, token: string, clientId: string) {
  return http.send({
    method: 'POST',
    path: TOKEN_PATH,
    json: { grant_type: 'refresh_token', token, client_id: clientId },
  });
}

/**
 * The state that guards accounts, across processes `a` and `b` (the same server in a one-process
 * run): a refresh token rotated on A and replayed on B by another client is refused and ends its
 * family, so the pair A handed out dies too; failed sign-ins spread over A and B add up to a lock
 * that both enforce.
 */
export async function crossProcessChecks(a: HttpClient, b: HttpClient): Promise<Check[]> {
  const rotation: string[] = [];
  const signIn = await passwordGrant(a, 'demo_buyer', DEMO_PASSWORD);
  if (signIn.status !== 200) rotation.push(`sign-in on A answered ${signIn.status}`);
  else {
    const first = (JSON.parse(signIn.body) as { data: { refresh_token: string } }).data.refresh_token;
    const rotated = await refresh(a, first, 'web');
    if (rotated.status !== 200) rotation.push(`rotation on A answered ${rotated.status}`);
    const second =
      rotated.status === 200
        ? (JSON.parse(rotated.body) as { data: { refresh_token: string } }).data.refresh_token
        : '';
    const replay = await refresh(b, first, 'another-client');
    if (replay.status === 200 || replay.status >= 500)
      rotation.push(`replaying the rotated token on B answered ${replay.status}`);
    const afterTheft = await refresh(b, second, 'web');
    if (afterTheft.status === 200 || afterTheft.status >= 500)
      rotation.push(`the family was not revoked: its newest token still rotates on B (${afterTheft.status})`);
  }

  const lock: string[] = [];
  for (let attempt = 0; attempt < FAILURES_TO_LOCK; attempt++) {
    const answer = await passwordGrant(attempt % 2 ? b : a, LOCKED_ACCOUNT, 'wrong-password');
    if (answer.status !== 422)
      lock.push(`wrong password ${attempt + 1} on ${attempt % 2 ? 'B' : 'A'} answered ${answer.status}`);
  }
  for (const [name, http] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const answer = await passwordGrant(http, LOCKED_ACCOUNT, DEMO_PASSWORD);
    if (answer.status !== 429)
      lock.push(
        `after ${FAILURES_TO_LOCK} failures over A and B, the right password on ${name} answered ${answer.status}, not 429`,
      );
  }
  return [
    {
      name: 'refresh rotation: a token rotated on A and replayed on B is refused and ends its family',
      failures: rotation,
    },
    {
      name: `sign-in lock: ${FAILURES_TO_LOCK} wrong passwords spread over A and B lock the account on both`,
      failures: lock,
    },
  ];
}
