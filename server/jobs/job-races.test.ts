import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { describePostgres, forcedRace } from '../testing/forced-race';
import { claimNextJob, completeJob, enqueueJob, LeaseLostError } from './queue';
import { createJobWorker, type JobContext } from './worker';

const CLAIM = /UPDATE jobs SET state = 'running'/;

/**
 * Job claims raced for real (server/testing/README.md 'A forced race'): a claim is one statement, which the race
 * stretches into a transaction held open, so the second worker claims while the first one's claim has taken
 * the job's row but not committed.
 */
describePostgres('the jobs queue under forced races', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    await db.exec('CREATE TABLE test_job_runs (job_id int NOT NULL, worker text NOT NULL)');
  });
  afterAll(() => db?.close());
  beforeEach(() => db.exec("DELETE FROM jobs WHERE kind LIKE 'test.%'; DELETE FROM test_job_runs"));

  /** A worker whose job commits its one step (a row in test_job_runs) in a transaction carrying its lease. */
  const worker = (on: Db, workerId: string, leaseMs = 60_000) =>
    createJobWorker(on, {
      workerId,
      leaseMs,
      handlers: {
        'test.step': ({ job, db: jobDb, extendLease }: JobContext<unknown>) =>
          jobDb.transaction(async (tx) => {
            await extendLease(tx);
            await tx.query('INSERT INTO test_job_runs (job_id, worker) VALUES ($1, $2)', [job.id, workerId]);
          }),
      },
    });
  const runs = () => db.query<{ job_id: number; worker: string }>('SELECT job_id, worker FROM test_job_runs');
  const state = async (id: number) =>
    (
      await db.query<{ state: string; attempts: number; locked_by: string | null }>(
        'SELECT state, attempts, locked_by FROM jobs WHERE id = $1',
        [id],
      )
    )[0];

  it("two workers claim the one due job at the same moment: the second skips the first's uncommitted claim", async () => {
    const job = await enqueueJob(db, 'test.step', {});
    const race = forcedRace(db, { pauseAfter: CLAIM });
    const { results, positions } = await race.run(
      () => worker(race.db, 'a').runOnce(),
      () => worker(race.db, 'b').runOnce(),
    );
    expect(await runs()).toEqual([{ job_id: job.id, worker: 'a' }]);
    expect(results).toEqual([true, false]);
    expect(await state(job.id)).toEqual({ state: 'done', attempts: 1, locked_by: null });
    // SKIP LOCKED: the second claim neither waits on the first nor takes its job; it finds nothing due.
    expect(positions).toEqual(['paused', 'paused']);
  });

  it('a job whose worker died is taken over after its lease, by one of two workers racing for it', async () => {
    const job = await enqueueJob(db, 'test.step', {});
    // A worker claims it and dies before it runs the job.
    const claimed = await claimNextJob(db, 'dead', 60_000, ['test.step']);
    expect(claimed?.id).toBe(job.id);
    expect(await worker(db, 'early').runOnce()).toBe(false);
    // Its lease lapses.
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);

    const race = forcedRace(db, { pauseAfter: CLAIM });
    const { results, positions } = await race.run(
      () => worker(race.db, 'b').runOnce(),
      () => worker(race.db, 'c').runOnce(),
    );
    expect(await runs()).toEqual([{ job_id: job.id, worker: 'b' }]);
    expect(results).toEqual([true, false]);
    expect(await state(job.id)).toEqual({ state: 'done', attempts: 2, locked_by: null });
    // The dead worker, had it only been slow, may not settle the job any more.
    await expect(completeJob(db, job, 'dead')).rejects.toThrow(LeaseLostError);
    expect(positions).toEqual(['paused', 'paused']);
  });

  it("a slow worker's step in flight when its lease lapses keeps the job: a claim then skips it", async () => {
    const job = await enqueueJob(db, 'test.step', {});
    // Worker a's lease is 1 ms: it has lapsed by the time b claims, while a's step (which extends it) is open.
    const race = forcedRace(db, { pauseAfter: /UPDATE jobs SET locked_until/ });
    const { results, positions } = await race.run(
      () => worker(race.db, 'a', 1).runOnce(),
      () => worker(race.db, 'b').runOnce(),
    );
    expect(await runs()).toEqual([{ job_id: job.id, worker: 'a' }]);
    expect(results).toEqual([true, false]);
    expect(await state(job.id)).toEqual({ state: 'done', attempts: 1, locked_by: null });
    expect(positions).toEqual(['paused', 'done']);
  });
});
