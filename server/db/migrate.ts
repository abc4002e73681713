import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Advisory lock key: two processes starting on one database migrate one after the other. */
const MIGRATION_LOCK = 4_817_001;

/**
 * Applies the migrations/NNN_name.sql files not yet recorded in schema_migrations, in name order,
 * each in its own transaction. Returns the names of those it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const ran = await db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await tx.exec(
          'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
        if (done.length > 0) return false;
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        return true;
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      });
    if (ran) applied.push(file);
  }
  return applied;
}
