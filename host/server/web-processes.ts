import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { openDatabase, prepareDatabase, type Db } from '../../server';

/**
 * How many web processes `npm start` runs (KS_WEB_PROCESSES): unset or 1, one; `cores`, one per core; a
 * number, that many. Several only on PostgreSQL: PGlite is one process's database (server/README.md
 * 'Running on several machines'), so there it stays one, with a warning.
 */
export function webProcessCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.KS_WEB_PROCESSES?.trim();
  if (!asked || asked === '1') return 1;
  const count = asked === 'cores' ? availableParallelism() : Number(asked);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`KS_WEB_PROCESSES must be a whole number or "cores", not "${asked}"`);
  if (count > 1 && !env.DATABASE_URL) {
    console.warn('[start] KS_WEB_PROCESSES needs PostgreSQL (DATABASE_URL): PGlite serves from one process');
    return 1;
  }
  return count;
}

/** This process is the primary of several web processes: it prepares the database and starts them. */
export function isWebPrimary(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

/**
 * The primary of `count` web processes (node:cluster): migrates and seeds the database once, then starts
 * the workers, which each run the whole server (API, pages, auth host, a jobs worker, their own page
 * caches with their own LISTEN) on the same ports, the primary handing connections round robin. A
 * worker that dies is started again. Web processes keep no state of their own that another needs
 * (sessions, carts, rate limits and jobs are in PostgreSQL), as several machines would.
 */
export async function startWebPrimary(count: number): Promise<{ db: Db; close: () => Promise<void> }> {
  const db = await openDatabase();
  await prepareDatabase(db, { fixturesDir: process.env.SEED_FIXTURES });
  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.warn(`[start] web process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < count; i++) cluster.fork();
  console.log(`[start] ${count} web processes`);
  return {
    db,
    async close() {
      closing = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      await db.close();
    },
  };
}
