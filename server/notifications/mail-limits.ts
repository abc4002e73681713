import type { Db } from '../db/db';
import { tryCountAttempt, type AttemptLimit } from '../limits/attempt-counters';

/**
 * Mails a caller asks us to send (e-mail verification and change links, newsletter confirmations): at most 5 an hour
 * per account, 5 a day per recipient address and 20 an hour per caller address (issue 31: no inbox can be bombed
 * through us). Counted in `attempt_counters` like the sign-in limits and never cleared early: a right password or a
 * spent link gives no fresh sends.
 */
export const MAIL_LIMITS = {
  account: { max: 5, windowSeconds: 60 * 60 },
  recipient: { max: 5, windowSeconds: 24 * 60 * 60 },
  caller: { max: 20, windowSeconds: 60 * 60 },
} as const;

export interface RequestedMail {
  /** The account asking (null: a guest, e.g. the footer's newsletter form). */
  userId: number | null;
  /** Where it would go. */
  to: string;
  /** The caller's address (`clientAddress`). */
  callerAddress: string;
}

/**
 * One inbox, however it is spelled: lower case, and without a `+tag` (most providers deliver `ann+1@x` to `ann@x`,
 * so tags would otherwise give an attacker a fresh recipient count each).
 */
export function recipientOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${email.slice(at)}`;
}

/** The counters one requested mail counts on. */
export function mailLimitKeys({ userId, to, callerAddress }: RequestedMail): AttemptLimit[] {
  return [
    ...(userId === null ? [] : [{ key: `mail:account:${userId}`, ...MAIL_LIMITS.account }]),
    { key: `mail:to:${recipientOf(to)}`, ...MAIL_LIMITS.recipient },
    { key: `mail:from:${callerAddress}`, ...MAIL_LIMITS.caller },
  ];
}

/**
 * Counts one requested mail on all its limits at once (one atomic upsert each, all or none): true when it may go,
 * false when any limit is used up — then the caller sends nothing and answers as if it had (the answer does not
 * tell a prober which limit, or that one, was hit).
 */
export function mayRequestMail(db: Db, mail: RequestedMail): Promise<boolean> {
  return tryCountAttempt(db, mailLimitKeys(mail));
}
