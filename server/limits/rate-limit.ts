import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';
import { countAttempt } from './attempt-counters';

export interface RateLimit {
  /** Names the counter; two routes with one name share it. */
  name: string;
  /** Requests a caller may make per window. */
  max: number;
  windowSeconds: number;
  /** The 429's message: what the caller did too often. */
  message: string;
}

/**
 * The unauthenticated writes and how often one address may make them (server/limits/README.md, 'Rate
 * limits'). Generous enough for people sharing an address (an office, a campus), far below what a
 * script filling the tables would need.
 */
export const UNAUTHENTICATED_WRITE_LIMITS = {
  analytics: {
    name: 'analytics_event',
    max: 300,
    windowSeconds: 60,
    message: 'Too many analytics events from this address. Please slow down.',
  },
  newsletter: {
    name: 'newsletter_subscription',
    max: 10,
    windowSeconds: 3600,
    message: 'Too many newsletter sign-ups from this address. Please try again in an hour.',
  },
  emailCheck: {
    name: 'email_check',
    max: 30,
    windowSeconds: 600,
    message: 'Too many e-mail address checks from this address. Please wait a few minutes and try again.',
  },
  registration: {
    name: 'registration',
    max: 20,
    windowSeconds: 3600,
    message: 'Too many new accounts from this address. Please try again in an hour.',
  },
} as const satisfies Record<string, RateLimit>;

/**
 * The rank call reaches the browser through the host, which adds the server's key: any visitor can
 * make it, and each costs up to a few hundred milliseconds of the database. A feed page makes one.
 */
export const RANK_LIMIT: RateLimit = {
  name: 'rank',
  max: 60,
  windowSeconds: 60,
  message: 'Too many recommendation requests from this address. Please wait a minute.',
};

/**
 * Counts this request against the caller's address and answers 429 `rate_limited` beyond `max`
 * per window, with the sign-in limits' own counters (limits/attempt-counters.ts): one atomic upsert
 * in PostgreSQL, so parallel bursts and several processes on one database cannot slip past it.
 */
export function rateLimit(
  db: Db,
  limit: RateLimit,
  callerOf: (c: Context) => string = clientAddress,
): MiddlewareHandler {
  return async (c, next) => {
    await countRequest(db, c, limit, callerOf(c));
    await next();
  };
}

/** `rateLimit` inside a handler: counts this request now (e.g. after the anti-bot check), 429 beyond the limit. */
export async function countRequest(db: Db, c: Context, limit: RateLimit, caller = clientAddress(c)): Promise<void> {
  await countAttempt(
    db,
    [{ key: `rate:${limit.name}:${caller}`, max: limit.max, windowSeconds: limit.windowSeconds }],
    () => {
      c.header('retry-after', String(limit.windowSeconds));
      return new ApiError(429, [{ message: limit.message, code: 'rate_limited' }]);
    },
  );
}
