import type { Hono } from 'hono';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';

/** Calls the app in-process and parses the JSON answer. */
export async function requestJson(
  app: Hono,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const response = await app.request(path, init);
  return { status: response.status, body: await response.json() };
}

/** The `data` of a 200 answer; fails the test on any other status. */
export async function getData<T = unknown>(app: Hono, path: string): Promise<T> {
  const { status, body } = await requestJson(app, path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: T }).data;
}

/** An Authorization header for a seeded user, signed with the development secret the test app uses. */
export function bearer(userId: number, uuid = `user-${userId}`): { authorization: string } {
  const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
    { sub: String(userId), uuid },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return { authorization: `Bearer ${token}` };
}

/** Calls the app as a seeded user (null: a guest); a string body goes as it is (malformed JSON), any other as JSON. */
export function requestAs(
  app: Hono,
  method: string,
  path: string,
  userId: number | null,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return requestJson(app, path, {
    method,
    headers: { ...(userId !== null ? bearer(userId) : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
