import { z } from 'zod';
import { endpointOf, errorFromResponse, joinUrl, parseResult, send, unwrapData } from './http';

const REFRESH_PATH = '/iam/v1/auth/token';

const tokenPairSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });

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
  return parseResult(tokenPairSchema, unwrapData(json), {
    status: response.status,
    endpoint,
    json,
    message: 'The token refresh answered without tokens',
  });
}
