import type { Db } from './db';
import { openDb } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default ./data/pglite). */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openDb({ dataDir: env.DATA_DIR ?? './data/pglite' });
}
