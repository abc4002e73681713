import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db';
import {
  claimNextJob,
  completeJob,
  extendLease,
  failJob,
  LeaseLostError,
  releaseJob,
  retryDelayMs,
  type Job,
} from './queue';

/** What a handler gets for the job it runs. */
export interface JobContext<P = unknown> {
  job: Job<P>;
  db: Db;
  /** Aborted when the worker stops: a long job checks it between steps and throws it to go back to the queue. */
  signal: AbortSignal;
  /**
   * Extends the lease. Call it in each step's transaction (pass the transaction handle): the step
   * then commits only while this worker holds the job, so a job taken over is never run twice.
   */
  extendLease(tx?: Db): Promise<void>;
}

/** Runs one kind of job. A throw is a failed attempt (retried with backoff); returning is done. */
export type JobHandler = (context: JobContext<never>) => Promise<void>;

export interface JobWorkerOptions {
  handlers: Record<string, JobHandler>;
  /** Between polls when the queue is empty (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is this worker's without a word from it (default 60 s). */
  leaseMs?: number;
  /** Wait before the next attempt of a failed job (default 5 s doubling to 10 minutes). */
  retryDelay?: (attempts: number) => number;
  workerId?: string;
}

export interface JobWorker {
  readonly id: string;
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>;
  /** Polls until stopped: runs jobs back to back while some are due. */
  start(): void;
  /** Stops polling; a running job is asked to stop (its signal aborts) and awaited. */
  stop(): Promise<void>;
}

/** A worker that runs the queue's jobs one at a time in this process. */
export function createJobWorker(db: Db, options: JobWorkerOptions): JobWorker {
  const { handlers, pollMs = 1_000, leaseMs = 60_000, retryDelay = retryDelayMs } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(db, id, leaseMs, kinds);
    if (!job) return false;
    const handler = handlers[job.kind]!;
    if (job.attempts > job.max_attempts) {
      await failJob(db, job, id, job.last_error ?? 'Its worker stopped answering on every attempt', 0);
      return true;
    }
    try {
      await handler({
        job: job as Job<never>,
        db,
        signal: stopping.signal,
        extendLease: (tx = db) => extendLease(tx, job, id, leaseMs),
      });
      await completeJob(db, job, id);
    } catch (error) {
      if (error instanceof LeaseLostError) return true; // another worker has it now
      if (stopping.signal.aborted && error === stopping.signal.reason) await releaseJob(db, job, id);
      else {
        const message = error instanceof Error ? error.message : String(error);
        const delay = job.attempts < job.max_attempts ? retryDelay(job.attempts) : 0;
        const outcome = await failJob(db, job, id, message, delay);
        console.warn(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed (${outcome}): ${message}`);
      }
    }
    return true;
  }

  async function loop() {
    if (stopping.signal.aborted) return;
    try {
      while (!stopping.signal.aborted && (await runOnce()));
    } catch (error) {
      // The database is away (503) or closing: try again at the next poll.
      if (!stopping.signal.aborted) console.warn('[jobs] poll failed:', error instanceof Error ? error.message : error);
    }
    if (!stopping.signal.aborted) schedule();
  }

  function schedule() {
    timer = setTimeout(() => (running = loop()), pollMs);
    // The worker never keeps a process alive on its own.
    timer.unref();
  }

  return {
    id,
    runOnce,
    start: () => void (running = loop()),
    async stop() {
      stopping.abort(new Error('The job worker is stopping'));
      clearTimeout(timer);
      await running;
    },
  };
}
