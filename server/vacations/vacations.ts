import type { Vacation } from '../../schemas/entities/chrome';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { RecurringJob } from '../jobs/recurring';

/** SQL: the server clock's calendar day (UTC), which a vacation's `returns_on` is compared with. */
const TODAY_SQL = "(ks_now() AT TIME ZONE 'UTC')::date";

/** The answer to buying, adding to a cart or offering on an item of a seller on vacation. */
export const sellerOnVacationError = (field?: string) =>
  new ApiError(409, [
    { message: 'This seller is on vacation', code: 'seller_on_vacation', ...(field ? { field } : {}) },
  ]);

/** What an item page says of a seller on vacation: until when, and their message to buyers. */
export interface SellerVacation {
  returns_on: string | null;
  message: string | null;
}

/** SQL (on items aliased i): the seller's active vacation as JSON {returns_on, message}, or null. */
export const SELLER_VACATION_SQL = `(SELECT json_build_object('returns_on', v.returns_on::text, 'message', v.message)
  FROM vacations v WHERE v.user_id = i.seller_id AND v.ended_at IS NULL)`;

interface VacationRow {
  id: number;
  generated_by: 'user' | 'admin';
  details: string | null;
  started_at: Date;
  returns_on: string | null;
  message: string | null;
}

const VACATION_COLUMNS = 'id, generated_by, details, started_at, returns_on::text AS returns_on, message';
const toVacation = (row: VacationRow): Vacation => ({ ...row, started_at: row.started_at.toISOString() });

/**
 * Ends the vacations whose last day away (`returns_on`) is over by the server clock — every user's, or
 * one user's (`userId`). The 'vacations.end_lapsed' job runs it every minute; the user's own reads and
 * writes run it first, so their page never shows a lapsed vacation. Ending one shows the seller's items
 * again (migration 127's trigger). Answers how many ended.
 */
export async function endLapsedVacations(db: Db, userId?: number): Promise<number> {
  const ended = await db.query(
    `UPDATE vacations SET ended_at = ks_now()
      WHERE ended_at IS NULL AND returns_on < ${TODAY_SQL} AND ($1::int IS NULL OR user_id = $1)
      RETURNING id`,
    [userId ?? null],
  );
  return ended.length;
}

/** The recurring job that ends lapsed vacations (server/job-registry.ts). */
export const END_LAPSED_VACATIONS_JOB: RecurringJob = {
  kind: 'vacations.end_lapsed',
  everyMs: 60_000,
  run: (db) => endLapsedVacations(db),
};

/**
 * The user's active vacation (GET /v1/vacations/active, read by every signed-in page), or null; a lapsed one is
 * ended first. One statement: the SELECT sees the rows as they were before the UPDATE, so it leaves out those it ended.
 */
export async function findActiveVacation(db: Db, userId: number): Promise<Vacation | null> {
  const [row] = await db.query<VacationRow>(
    `WITH ended AS (
       UPDATE vacations SET ended_at = ks_now()
        WHERE user_id = $1 AND ended_at IS NULL AND returns_on < ${TODAY_SQL}
        RETURNING id)
     SELECT ${VACATION_COLUMNS} FROM vacations
      WHERE user_id = $1 AND ended_at IS NULL AND id NOT IN (SELECT id FROM ended)`,
    [userId],
  );
  return row ? toVacation(row) : null;
}

/**
 * Turns vacation mode on for the user (POST /v1/vacations), made by them (`generated_by: 'user'`).
 * A last day away before today (server clock, UTC) is refused (422); so is a second vacation while one
 * is on (409: the partial unique index of migration 070 decides, so two requests at once make one).
 */
export async function startVacation(
  db: Db,
  userId: number,
  input: { returns_on?: string | null; message?: string | null },
): Promise<Vacation> {
  return db.transaction(async (tx) => {
    await endLapsedVacations(tx, userId);
    const [today] = await tx.query<{ past: boolean }>(`SELECT $1::date < ${TODAY_SQL} AS past`, [
      input.returns_on ?? null,
    ]);
    if (today?.past)
      throw new ApiError(422, [
        { message: 'Choose today or a later day', code: 'invalid', field: 'vacation.returns_on' },
      ]);
    const [row] = await tx.query<VacationRow>(
      `INSERT INTO vacations (user_id, generated_by, details, started_at, returns_on, message)
       VALUES ($1, 'user', NULL, ks_now(), $2, $3)
       ON CONFLICT (user_id) WHERE ended_at IS NULL DO NOTHING
       RETURNING ${VACATION_COLUMNS}`,
      [userId, input.returns_on ?? null, input.message ?? null],
    );
    if (!row) throw new ApiError(409, [{ message: 'Vacation mode is already on', code: 'vacation_active' }]);
    return toVacation(row);
  });
}

/** Why the user may not lift a vacation themselves: the message per cause (spec §4.3, §6), or null when they may. */
export function liftRefusal(vacation: Pick<Vacation, 'generated_by' | 'details'>): string | null {
  if (vacation.generated_by === 'admin' || vacation.details === 'high_refund_rate')
    return 'Please contact Support to re-activate your account.';
  if (vacation.details === null) return null;
  if (vacation.details.endsWith('_disconnect')) return 'Reconnect your account in Connected Accounts to end it.';
  if (vacation.details === 'slow_import_frequency') return 'Update your inventory to end it.';
  if (vacation.details === 'inform_act_compliance') return 'Submit the INFORM Act form to end it.';
  return 'Please contact Support to re-activate your account.';
}

/**
 * Turns the user's vacation off (DELETE /v1/vacations/active): only one they made without a cause.
 * One an admin made or for a high refund rate answers 403 'Contact Support' (spec §6); one with a
 * cause the user fixes elsewhere (a disconnected marketplace, slow imports, the INFORM Act) answers 403
 * naming that fix. None active: 404. The row is locked, so a lift and an admin's change do not cross.
 */
export async function endVacation(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await endLapsedVacations(tx, userId);
    const [row] = await tx.query<VacationRow>(
      `SELECT ${VACATION_COLUMNS} FROM vacations WHERE user_id = $1 AND ended_at IS NULL FOR UPDATE`,
      [userId],
    );
    if (!row) throw ApiError.notFound('Vacation mode is not on');
    const refusal = liftRefusal(row);
    if (refusal) {
      const code = refusal.startsWith('Please contact Support') ? 'contact_support' : 'vacation_cause';
      throw new ApiError(403, [{ message: refusal, code }]);
    }
    await tx.query('UPDATE vacations SET ended_at = ks_now() WHERE id = $1', [row.id]);
  });
}

/** 404 unless the user exists: an admin's vacation calls name an account by id. */
async function requireUser(db: Db, userId: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (!row) throw ApiError.notFound('User not found');
}

/** The account's active vacation as an admin sees it (GET /v1/admin/users/{id}/vacation), or null; 404 for no user. */
export async function findAccountVacation(db: Db, userId: number): Promise<Vacation | null> {
  await requireUser(db, userId);
  return findActiveVacation(db, userId);
}

/**
 * An admin puts the account on vacation (POST /v1/admin/users/{id}/vacation, spec §6): `generated_by: 'admin'`, no
 * return date, so only Support (an admin) lifts it. A vacation already on that is not an admin's is ended and
 * replaced in the same transaction (the user could have lifted their own); one an admin made answers 409.
 */
export async function startAdminVacation(
  db: Db,
  userId: number,
  input: { message?: string | null },
): Promise<Vacation> {
  await requireUser(db, userId);
  return db.transaction(async (tx) => {
    await endLapsedVacations(tx, userId);
    const [current] = await tx.query<VacationRow>(
      `SELECT ${VACATION_COLUMNS} FROM vacations WHERE user_id = $1 AND ended_at IS NULL FOR UPDATE`,
      [userId],
    );
    if (current?.generated_by === 'admin')
      throw new ApiError(409, [
        { message: 'An admin has put this account on vacation already', code: 'vacation_active' },
      ]);
    if (current) await tx.query('UPDATE vacations SET ended_at = ks_now() WHERE id = $1', [current.id]);
    const [row] = await tx.query<VacationRow>(
      `INSERT INTO vacations (user_id, generated_by, details, started_at, returns_on, message)
       VALUES ($1, 'admin', NULL, ks_now(), NULL, $2)
       RETURNING ${VACATION_COLUMNS}`,
      [userId, input.message ?? null],
    );
    return toVacation(row!);
  });
}

/**
 * An admin ends the account's vacation, whatever its cause (DELETE /v1/admin/users/{id}/vacation): Support lifts
 * what the user may not. None active: 404. A cause still there comes back with its job (an INFORM Act seller who
 * has not filed is on vacation again on the job's next run).
 */
export async function endAdminVacation(db: Db, userId: number): Promise<void> {
  await requireUser(db, userId);
  const ended = await db.query(
    'UPDATE vacations SET ended_at = ks_now() WHERE user_id = $1 AND ended_at IS NULL RETURNING id',
    [userId],
  );
  if (ended.length === 0) throw ApiError.notFound('Vacation mode is not on');
}
