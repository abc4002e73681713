import type { Hono } from 'hono';
import { ANTI_BOT_HEADER } from '../iam/anti-bot';

/** What an identity call answered: its status and parsed JSON body. */
export type IamAnswer = {
  status: number;
  body: {
    data?: Record<string, unknown>;
    meta?: Record<string, unknown>;
    errors?: { code?: string; field?: string; message?: string }[];
  };
};

let addressCount = 0;
/** A fresh caller address per use, so the per-address limit of one test never trips another. */
export const newAddress = () => `10.${Math.floor(++addressCount / 250)}.${addressCount % 250}.1`;

/** Calls the app in-process with a JSON body (a string goes as it is) from address 10.9.9.9 unless told. */
export async function callIam(
  app: Hono,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<IamAnswer> {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as IamAnswer['body'] };
}

/** A fresh anti-bot header for the action, as the client fetches one before each call. */
export async function antiBot(app: Hono, action: string): Promise<Record<string, string>> {
  const response = await app.request(`/iam/v1/anti-bot/token?action=${action}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { [ANTI_BOT_HEADER]: data.token };
}

/** A password sign-in (grant client_credentials) from `address`. */
export async function login(app: Hono, username: string, password: string, address = newAddress()): Promise<IamAnswer> {
  return callIam(
    app,
    'POST',
    '/iam/v1/auth/token',
    { grant_type: 'client_credentials', username_or_email: username, password, test_2FA: true, client_id: 'c1' },
    {
      ...(await antiBot(app, 'login')),
      'x-forwarded-for': address,
    },
  );
}

export const bearerOf = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

/** How many answers had each status, e.g. {422: 5, 429: 35}. */
export const statusCounts = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );
