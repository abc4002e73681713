import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { runSwapJobs } from '../swaps/swap-jobs';
import { describeEachDriver } from '../testing/test-databases';
import { enqueueJob, type Job } from './queue';
import { recurringHandler, scheduleRecurringJob, type RecurringJob } from './recurring';
import { createJobWorker, type JobContext } from './worker';

const jobState = async (db: Db, id: number) => (await db.query<Job>('SELECT * FROM jobs WHERE id = $1', [id]))[0]!;

/** Runs the worker until no job is due. */
async function drain(worker: { runOnce(): Promise<boolean> }) {
  while (await worker.runOnce());
}

describeEachDriver('the jobs queue', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
  });
  afterAll(() => db?.close());
  beforeEach(() => db.exec("DELETE FROM jobs WHERE kind LIKE 'test.%'"));

  it('runs each job once when two workers claim side by side', async () => {
    const runs: number[] = [];
    const handlers = {
      'test.count': async ({ job, db }: JobContext<unknown>) => {
        await db.query('SELECT pg_sleep(0.002)');
        runs.push(job.id);
      },
    };
    const jobs = await Promise.all(Array.from({ length: 30 }, (_, n) => enqueueJob(db, 'test.count', { n })));
    const first = createJobWorker(db, { handlers, workerId: 'a' });
    const second = createJobWorker(db, { handlers, workerId: 'b' });
    await Promise.all([drain(first), drain(second)]);
    expect(runs.toSorted((a, b) => a - b)).toEqual(jobs.map((job) => job.id).toSorted((a, b) => a - b));
    const states = await db.query<{ state: string; count: number }>(
      "SELECT state, count(*)::int AS count FROM jobs WHERE kind = 'test.count' GROUP BY state",
    );
    expect(states).toEqual([{ state: 'done', count: 30 }]);
  });

  it("takes over a job whose worker stopped answering, and the first worker's late writes are refused", async () => {
    const job = await enqueueJob(db, 'test.slow', {});
    let firstContext: JobContext<unknown> | undefined;
    let release!: () => void;
    const firstDone = createJobWorker(db, {
      workerId: 'dying',
      handlers: {
        'test.slow': (context: JobContext<unknown>) => {
          firstContext = context;
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    }).runOnce();
    await expect.poll(() => firstContext).toBeDefined();
    // Its lease lapses (the process hung or died).
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);

    const ranBy: string[] = [];
    const second = createJobWorker(db, {
      workerId: 'taker',
      handlers: { 'test.slow': async () => void ranBy.push('taker') },
    });
    expect(await second.runOnce()).toBe(true);
    expect(ranBy).toEqual(['taker']);
    expect(await jobState(db, job.id)).toMatchObject({ state: 'done', attempts: 2 });

    await expect(firstContext!.extendLease()).rejects.toThrow('no longer held');
    release();
    await firstDone;
    expect(await jobState(db, job.id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  it('retries a failing job with backoff, then fails it for good with its error', async () => {
    const job = await enqueueJob(db, 'test.fail', {}, { maxAttempts: 3 });
    const delays: number[] = [];
    const worker = createJobWorker(db, {
      workerId: 'w',
      retryDelay: (attempts) => (delays.push(attempts), 0),
      handlers: { 'test.fail': () => Promise.reject(new Error('The carrier API is down')) },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await jobState(db, job.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'The carrier API is down',
    });
    await drain(worker);
    expect(delays).toEqual([1, 2]);
    expect(await jobState(db, job.id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'The carrier API is down',
    });
    expect(await worker.runOnce()).toBe(false);
  });

  it('waits for run_at, and a default retry waits before the next attempt', async () => {
    const later = await enqueueJob(db, 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    const worker = createJobWorker(db, {
      workerId: 'w',
      handlers: { 'test.later': async () => undefined, 'test.flaky': () => Promise.reject(new Error('try later')) },
    });
    expect(await worker.runOnce()).toBe(false);
    const flaky = await enqueueJob(db, 'test.flaky', {});
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    const [retry] = await db.query<{ waits: boolean }>(
      "SELECT run_at > now() + interval '4 seconds' AS waits FROM jobs WHERE id = $1",
      [flaky.id],
    );
    expect(retry!.waits).toBe(true);
    expect((await jobState(db, later.id)).state).toBe('queued');
  });

  it('gives a job back to the queue, attempt uncounted, when its worker stops', async () => {
    const job = await enqueueJob(db, 'test.long', {});
    let started = false;
    const worker = createJobWorker(db, {
      workerId: 'w',
      pollMs: 10,
      handlers: {
        'test.long': async ({ signal }: JobContext<unknown>) => {
          started = true;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          signal.throwIfAborted();
        },
      },
    });
    worker.start();
    await expect.poll(() => started).toBe(true);
    await worker.stop();
    expect(await jobState(db, job.id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
  });

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

  it('catches up after downtime: a swaps.* run due while no worker was up runs once on the next start', async () => {
    // Three runs' worth of due work piled up while the server was down: the job settles all of it at once.
    const settled: number[] = [];
    const due = [1, 2, 3];
    const settle: RecurringJob = {
      kind: 'test.swaps_settle',
      everyMs: 60_000,
      run: async () => void settled.push(...due.splice(0)),
    };
    await scheduleRecurringJob(db, settle);
    await db.query("UPDATE jobs SET run_at = now() - interval '3 minutes' WHERE kind = $1", [settle.kind]);

    const restarted = createJobWorker(db, {
      workerId: 'restarted',
      handlers: { [settle.kind]: recurringHandler(settle) },
    });
    await drain(restarted);
    expect(settled).toEqual([1, 2, 3]);
    // One run, not one per missed minute; the next waits its interval.
    const jobs = await db.query<{ state: string; due_in_seconds: number }>(
      `SELECT state, round(extract(epoch FROM run_at - now()))::int AS due_in_seconds
       FROM jobs WHERE kind = $1 ORDER BY id`,
      [settle.kind],
    );
    expect(jobs).toEqual([
      { state: 'done', due_in_seconds: -180 },
      { state: 'queued', due_in_seconds: 60 },
    ]);
  });

  it('runSwapJobs runs each swaps.* job once, in order, and no other', async () => {
    const runs: string[] = [];
    const job = (kind: string): RecurringJob => ({ kind, everyMs: 60_000, run: async () => void runs.push(kind) });
    const ran = await runSwapJobs(db, [job('swaps.first'), job('photos.other'), job('swaps.second')]);
    expect(ran).toEqual(['swaps.first', 'swaps.second']);
    expect(runs).toEqual(['swaps.first', 'swaps.second']);
  });
});
