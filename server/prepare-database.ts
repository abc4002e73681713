import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { loadFixtures, type FixtureCounts } from './seed/fixtures';
import { seedDatabase } from './seed/seed';

export interface PrepareOptions {
  /** A directory of extra page views and landers to load after the seed (env SEED_FIXTURES). */
  fixturesDir?: string;
  /** Items to seed a new database with (default 20,000; `npm run seed -- --items N`). */
  itemCount?: number;
}

export interface PrepareReport {
  /** Migrations applied by this call. */
  migrations: string[];
  /** Whether this call loaded the seed (false when the database was seeded before). */
  seeded: boolean;
  fixtures: FixtureCounts | null;
}

/** Migrates the database, seeds it once, and loads the fixtures if a directory is given. */
export async function prepareDatabase(db: Db, { fixturesDir, itemCount }: PrepareOptions = {}): Promise<PrepareReport> {
  const migrations = await migrate(db);
  const seeded = await seedDatabase(db, { itemCount });
  // A visibility map, so that counts and facet groups read the indexes alone (PGlite never
  // autovacuums). Statistics are left to autovacuum and the bench (ANALYZE costs a 20k seed ~0.35 s).
  if (seeded) await db.exec('VACUUM items');
  const fixtures = fixturesDir ? await loadFixtures(db, fixturesDir) : null;
  return { migrations, seeded, fixtures };
}
