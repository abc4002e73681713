import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { transactionDb, type Db } from './db';

export interface PgliteOptions {
  /** A directory for the database files, created if missing and reopened later; in memory when absent. */
  dataDir?: string;
}

/** Opens an embedded PostgreSQL (PGlite). */
export async function openDb({ dataDir }: PgliteOptions = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [types.INT8]: Number, [types.NUMERIC]: Number },
  });
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
