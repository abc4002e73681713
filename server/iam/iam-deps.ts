import type { Context } from 'hono';
import type { AccessTokenSigner } from '../auth/access-token';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ANTI_BOT_HEADER, spendAntiBotToken, type AntiBotAction, type AntiBotService } from './anti-bot';
import type { SocialVerifier } from './social-verifier';

/** What the identity routes are built from; tests and production swap the verifiers. */
export interface IamDeps {
  db: Db;
  signer: AccessTokenSigner;
  antiBot: AntiBotService;
  social: SocialVerifier;
  /** The auth host's origin (spec §2.6), when one is served. */
  authOrigin?: string;
}

/** Refuses (403) a request without a valid anti-bot token for the action in its header, or with one used before. */
export async function assertHuman(deps: IamDeps, c: Context, action: AntiBotAction): Promise<void> {
  const header = c.req.header(ANTI_BOT_HEADER);
  // Spent in its canonical form: a re-encoded signature of a used token is that used token.
  const token = header ? deps.antiBot.verify(header, action) : null;
  if (!token || !(await spendAntiBotToken(deps.db, token))) {
    throw new ApiError(403, [
      {
        message: 'The anti-bot check failed. Reload the page and try again.',
        code: 'anti_bot_failed',
        field: ANTI_BOT_HEADER,
      },
    ]);
  }
}
