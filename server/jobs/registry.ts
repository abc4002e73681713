import type { Db } from '../db/db';
import { IMPORT_ITEMS_JOB, runImportItemsJob } from '../imports/import-job';
import { createJobWorker, type JobHandler, type JobWorker, type JobWorkerOptions } from './worker';

/** Every kind of job the server runs, by name. A new kind of background work adds its handler here. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [IMPORT_ITEMS_JOB]: runImportItemsJob as JobHandler,
};

/**
 * Starts this process's job worker on the queue (server/README.md 'Jobs'). The server processes
 * call it once after preparing the database; every process may, on one PostgreSQL.
 */
export function startJobWorker(db: Db, options: Partial<JobWorkerOptions> = {}): JobWorker {
  const worker = createJobWorker(db, { handlers: JOB_HANDLERS, ...options });
  worker.start();
  return worker;
}
