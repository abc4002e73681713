import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { transactionDb, type Db } from './db';

export interface PgliteOptions {
  /** A directory for the database files, created if missing and reopened later; in memory when absent. */
  dataDir?: string;
  /** An archive of a data directory ({@link archiveDb}) to start from instead of an empty database. */
  archive?: Blob;
}

/** Opens an embedded PostgreSQL (PGlite). */
export async function openDb({ dataDir, archive }: PgliteOptions = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrap(await createPglite(dataDir, archive));
}

/**
 * Runs `prepare` on a new in-memory database and returns the archive of its data directory: opening
 * the archive (`openDb({ archive })`) costs a fraction of migrating and seeding again (the tests' template).
 */
export async function archiveDb(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pglite = await createPglite();
  try {
    await prepare(wrap(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function createPglite(dataDir?: string, archive?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    parsers: { [types.INT8]: Number, [types.NUMERIC]: Number },
    loadDataDir: archive,
  });
}

function wrap(pglite: PGlite): Db {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    exec: async (sql) => void (await pglite.exec(sql)),
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn(
          transactionDb({
            async query<T>(sql: string, params?: unknown[]) {
              return (await tx.query<T>(sql, params)).rows;
            },
            exec: async (sql) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: () => pglite.close(),
    // One process holds a PGlite database, so a notification never travels and is never lost.
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(channel, (payload) => listener.notified(payload));
      return () => unlisten();
    },
  };
}
