import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { antiBotQuerySchema } from '../../schemas/requests/iam';
import { ApiError } from '../http/api-error';
import { parseInput } from '../http/validate';
import { ANTI_BOT_TTL_SECONDS } from './anti-bot';
import type { IamDeps } from './iam-deps';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';

const MAX_BODY_BYTES = 16 * 1024;

/** The identity service (spec §7.2) under /iam, with its anti-bot token issuer. */
export function iamRoutes(deps: IamDeps): Hono {
  return new Hono()
    .use(
      '/iam/*',
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError(413, [{ message: `Body larger than ${MAX_BODY_BYTES} bytes`, code: 'too_large' }]);
        },
      }),
    )
    .get('/iam/v1/anti-bot/token', (c) => {
      const { action } = parseInput(antiBotQuerySchema, c.req.query());
      c.header('cache-control', 'no-store');
      return c.json({ data: { token: deps.antiBot.issue(action), expires_in: ANTI_BOT_TTL_SECONDS } });
    })
    .get('/iam/v1/auth-host', (c) => {
      if (!deps.authOrigin) throw ApiError.notFound('No auth host is configured');
      return c.json({ data: { origin: deps.authOrigin } });
    })
    .route('/', tokenRoutes(deps))
    .route('/', userRoutes(deps));
}
