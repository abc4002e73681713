import { endpointOf, errorFromResponse, joinUrl, loadResponseSchema, parseResult, send, unwrapData } from './http';
import { lazySchema } from './lazy-schema';

const REFRESH_PATH = '/iam/v1/auth/token';

/** Loaded at the first refresh: the browser's entry holds this module, and most page loads refresh nothing. */
const tokenPairSchema = lazySchema(() => import('./token-pair-schema').then((schemas) => schemas.tokenPairSchema));

/**
 * Exchanges a refresh token for a new token pair (spec §7.2): POST {iam}/iam/v1/auth/token with
 * `{grant_type: 'refresh_token', token, client_id}`, sent without authorization. Rejects with an
 * {@link ApiError} when the call fails or the answer holds no tokens. The host passes it to
 * `createSession` as `refresh`, so the session never needs the API client.
 *
 * @param headers extra headers, e.g. x-forwarded-for and user-agent on the server.
 */
export async function refreshTokens(
  fetchImpl: typeof fetch,
  iamBaseUrl: string,
  refreshToken: string,
  clientId: string,
  headers: Record<string, string> = {},
): Promise<{ access_token: string; refresh_token: string }> {
  const endpoint = endpointOf(REFRESH_PATH);
  const schema = loadResponseSchema(tokenPairSchema, endpoint);
  const { response, json } = await send(fetchImpl, {
    url: joinUrl(iamBaseUrl, REFRESH_PATH),
    endpoint,
    method: 'POST',
    headers,
    clientType: 'WEB',
    clientId,
    body: { grant_type: 'refresh_token', token: refreshToken, client_id: clientId },
  });
  if (!response.ok) throw errorFromResponse(response.status, endpoint, json);
  return parseResult(await schema, unwrapData(json), {
    status: response.status,
    endpoint,
    json,
    message: 'The token refresh answered without tokens',
  });
}
