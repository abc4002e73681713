import type { Db } from '../db/db';

/** One row of `jobs` (migration 110). */
export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  state: 'queued' | 'running' | 'done' | 'failed';
  run_at: Date;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
}

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Tries before the job fails for good (default 5). */
  maxAttempts?: number;
}

/** A job's lease was taken over (it lapsed) or the job was settled elsewhere: its worker must stop. */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} is no longer held by this worker`);
    this.name = 'LeaseLostError';
  }
}

const COLUMNS = 'id, kind, payload, state, run_at, attempts, max_attempts, locked_by, locked_until, last_error';

/** Adds a job; pass a transaction handle to enqueue together with the rows it will work on. */
export async function enqueueJob<P>(db: Db, kind: string, payload: P, options: EnqueueOptions = {}): Promise<Job<P>> {
  const [job] = await db.query<Job<P>>(
    `INSERT INTO jobs (kind, payload, run_at, max_attempts) VALUES ($1, $2, coalesce($3, now()), $4) RETURNING ${COLUMNS}`,
    [kind, JSON.stringify(payload), options.runAt?.toISOString() ?? null, options.maxAttempts ?? 5],
  );
  return job!;
}

/**
 * Claims the next due job in one statement: a queued job whose time has come, or a running one
 * whose lease lapsed (its worker died). SKIP LOCKED lets workers of several processes claim side by
 * side without waiting on, or taking, each other's row. The attempt is counted here, so a job that
 * kills its process each time still runs out of attempts.
 */
export async function claimNextJob(db: Db, workerId: string, leaseMs: number, kinds: string[]): Promise<Job | null> {
  const [job] = await db.query<Job>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + $2 * interval '1 millisecond', updated_at = now()
      WHERE id = (
        SELECT id FROM jobs
         WHERE kind = ANY ($3::text[])
           AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [workerId, leaseMs, kinds],
  );
  return job ?? null;
}

/**
 * Extends the lease while the job runs. Inside the transaction that writes the job's work it also
 * locks the job's row, so the work commits only while this worker still holds the job.
 */
export async function extendLease(db: Db, job: Pick<Job, 'id'>, workerId: string, leaseMs: number): Promise<void> {
  const held = await db.query(
    `UPDATE jobs SET locked_until = now() + $3 * interval '1 millisecond', updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [job.id, workerId, leaseMs],
  );
  if (held.length === 0) throw new LeaseLostError(job.id);
}

/** The job is done. */
export async function completeJob(db: Db, job: Pick<Job, 'id'>, workerId: string): Promise<void> {
  await settle(
    db,
    job,
    workerId,
    `state = 'done', finished_at = now(), locked_by = NULL, locked_until = NULL, last_error = NULL`,
    [],
  );
}

/** The job failed this attempt: again after `retryInMs`, or for good when its attempts are spent. */
export async function failJob(
  db: Db,
  job: Pick<Job, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  message: string,
  retryInMs: number,
): Promise<'retry' | 'failed'> {
  const outcome = job.attempts >= job.max_attempts ? 'failed' : 'retry';
  await settle(
    db,
    job,
    workerId,
    outcome === 'failed'
      ? `state = 'failed', finished_at = now(), locked_by = NULL, locked_until = NULL, last_error = $3`
      : `state = 'queued', run_at = now() + $4 * interval '1 millisecond', locked_by = NULL, locked_until = NULL,
         last_error = $3`,
    outcome === 'failed' ? [message.slice(0, 2000)] : [message.slice(0, 2000), retryInMs],
  );
  return outcome;
}

/** The worker is stopping: the job goes back to the queue at once, this attempt not counted. */
export async function releaseJob(db: Db, job: Pick<Job, 'id'>, workerId: string): Promise<void> {
  await settle(
    db,
    job,
    workerId,
    `state = 'queued', run_at = now(), attempts = attempts - 1, locked_by = NULL, locked_until = NULL`,
    [],
  );
}

async function settle(db: Db, job: Pick<Job, 'id'>, workerId: string, set: string, params: unknown[]) {
  const held = await db.query(
    `UPDATE jobs SET ${set}, updated_at = now() WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [job.id, workerId, ...params],
  );
  if (held.length === 0) throw new LeaseLostError(job.id);
}

/** Exponential backoff: 5 s, 10 s, 20 s … at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}
