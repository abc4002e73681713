import { z } from 'zod';
import { ApiError } from './errors';
import {
  CLIENT_TYPE_HEADER,
  endpointOf,
  errorFromResponse,
  joinUrl,
  networkError,
  readBody,
  SESSION_ID_HEADER,
  unwrapData,
} from './http';

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
  let response: Response;
  try {
    response = await fetchImpl(joinUrl(iamBaseUrl, REFRESH_PATH), {
      method: 'POST',
      headers: {
        ...headers,
        [CLIENT_TYPE_HEADER]: 'WEB',
        [SESSION_ID_HEADER]: clientId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ grant_type: 'refresh_token', token: refreshToken, client_id: clientId }),
    });
  } catch (cause) {
    throw networkError(endpoint, cause);
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response.status, endpoint, body);
  const tokens = tokenPairSchema.safeParse(unwrapData(body));
  if (!tokens.success) {
    throw new ApiError({
      status: response.status,
      endpoint,
      json: body,
      message: 'The token refresh answered without tokens',
      cause: tokens.error,
    });
  }
  return tokens.data;
}
