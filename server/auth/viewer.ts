import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import type { AccessTokenSigner } from './access-token';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who is calling: the verified claims of the bearer token, with the user id as a number. */
export interface Viewer {
  userId: number;
  uuid: string;
  orgId?: number;
}

declare module 'hono' {
  interface ContextVariableMap {
    viewer: Viewer | null;
  }
}

/**
 * Reads `Authorization: Bearer <access token>` once per request. A missing token is a guest; an
 * invalid or expired one answers 401 at once, so the client clears its tokens (spec §4.4). Paths in
 * `except` carry another kind of bearer token (the PIN challenge) and are left to their route.
 */
export function viewerMiddleware(
  signer: AccessTokenSigner,
  {
    except = [],
    accountExists,
  }: {
    except?: string[];
    /**
     * Asked on every write (any method but GET, HEAD and OPTIONS) with a valid token: a deleted account's token,
     * alive for up to 15 minutes after the deletion, writes nothing (401). Reads stay token-only.
     */
    accountExists?: (userId: number) => Promise<boolean>;
  } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const header = except.includes(c.req.path) ? undefined : c.req.header('authorization');
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) {
      c.set('viewer', null);
      return next();
    }
    const claims = signer.verify(token);
    if (!claims) throw unauthorized();
    if (accountExists && !READ_METHODS.has(c.req.method) && !(await accountExists(Number(claims.sub))))
      throw unauthorized();
    c.set('viewer', {
      userId: Number(claims.sub),
      uuid: claims.uuid,
      ...(claims.org_id !== undefined ? { orgId: claims.org_id } : {}),
    });
    return next();
  };
}

/** The signed-in caller, or null for a guest. */
export function optionalViewer(c: Context): Viewer | null {
  return c.get('viewer') ?? null;
}

/** The signed-in caller; a guest gets 401. */
export function requireViewer(c: Context): Viewer {
  const viewer = optionalViewer(c);
  if (!viewer) throw unauthorized();
  return viewer;
}

function unauthorized(): ApiError {
  return new ApiError(401, [{ message: 'Unauthorized', code: 'unauthorized' }]);
}
