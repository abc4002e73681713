import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { describeEachDriver } from '../testing/test-databases';
import { recurringHandler, scheduleRecurringJob, type RecurringJob } from './recurring';
import { createJobWorker } from './worker';

describeEachDriver('recurring jobs', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
  });
  afterAll(() => db?.close());
  beforeEach(() => db.exec("DELETE FROM jobs WHERE kind LIKE 'test.%'"));

  const queued = () =>
    db.query<{ due_in_minutes: number }>(
      `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS due_in_minutes
       FROM jobs WHERE kind = 'test.tick' AND state = 'queued'`,
    );

  it('keeps one run waiting however many processes schedule it, and each run queues the next', async () => {
    const runs: string[] = [];
    const tick: RecurringJob = { kind: 'test.tick', everyMs: 60 * 60 * 1000, run: async () => runs.push('tick') };
    // Three processes start at once and each schedules it.
    await Promise.all([1, 2, 3].map(() => scheduleRecurringJob(db, tick)));
    expect(await queued()).toEqual([{ due_in_minutes: 0 }]);

    const worker = createJobWorker(db, { workerId: 'w', handlers: { [tick.kind]: recurringHandler(tick) } });
    expect(await worker.runOnce()).toBe(true);
    expect(runs).toEqual(['tick']);
    expect(await queued()).toEqual([{ due_in_minutes: 60 }]);
    // The next run is not due yet, and a process starting now adds none.
    expect(await worker.runOnce()).toBe(false);
    await scheduleRecurringJob(db, tick);
    expect(await queued()).toHaveLength(1);
  });

  it('schedules no next run when the run fails: the retry of that run carries on', async () => {
    const broken: RecurringJob = {
      kind: 'test.tick',
      everyMs: 1000,
      run: () => Promise.reject(new Error('disk full')),
    };
    await scheduleRecurringJob(db, broken);
    const worker = createJobWorker(db, {
      workerId: 'w',
      handlers: { [broken.kind]: recurringHandler(broken) },
      retryDelay: () => 0,
    });
    await worker.runOnce();
    const jobs = await db.query<{ state: string; attempts: number; last_error: string }>(
      "SELECT state, attempts, last_error FROM jobs WHERE kind = 'test.tick'",
    );
    expect(jobs).toEqual([{ state: 'queued', attempts: 1, last_error: 'disk full' }]);
  });
});
