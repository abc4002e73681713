import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedDatabase } from './seed/build/seed';
import { loadFixtures, type FixtureCounts } from './seed/fixtures';
import { replacePublishedDemoPassword, seedPlanFromEnvironment, type SeedPlan } from './seed/seed-plan';

export interface PrepareOptions {
  /** A directory of extra page views and landers to load after the seed (env SEED_FIXTURES). */
  fixturesDir?: string;
  /** Items to seed a new database with (default 20,000; `npm run seed -- --items N`). */
  itemCount?: number;
  /** The seed's now (default: the time of seeding); tests that compare two seeds fix it. */
  seedNow?: Date;
  /**
   * Demo accounts or the catalogue only (default: `seedPlanFromEnvironment()`, which throws — the server refuses
   * to start — when production or staging opt in to the demo accounts without a password of their own).
   */
  seed?: SeedPlan;
}

export interface PrepareReport {
  /** Migrations applied by this call. */
  migrations: string[];
  /** Whether this call loaded the seed (false when the database was seeded before). */
  seeded: boolean;
  fixtures: FixtureCounts | null;
}

/** Migrates the database, seeds it once, and loads the fixtures if a directory is given. */
export async function prepareDatabase(
  db: Db,
  { fixturesDir, itemCount, seedNow, seed = seedPlanFromEnvironment() }: PrepareOptions = {},
): Promise<PrepareReport> {
  const migrations = await migrate(db);
  const seeded = await seedDatabase(db, { itemCount, now: seedNow, plan: seed });
  // Outside development and test no login keeps the published demo password (a database seeded before issue 31).
  const replaced = await replacePublishedDemoPassword(db, seed);
  if (replaced > 0)
    console.warn(
      `[seed] ${replaced} demo login(s) no longer sign in with the published demo password` +
        (seed.demoAccounts ? ' (KS_DEMO_PASSWORD now)' : '; `npm run admin:create` makes a real admin'),
    );
  // A visibility map, so that counts and facet groups read the indexes alone, and the planner's
  // statistics: PGlite never autovacuums, and without them it takes every table for a few rows and
  // picks plans that walk all items (ANALYZE costs a 20k seed ~0.35 s). A database that has none
  // (seeded before this, or restored) gets them when it opens.
  if (seeded) await db.exec('VACUUM items');
  if (seeded || (await lacksStatistics(db))) await db.exec('ANALYZE');
  const fixtures = fixturesDir ? await loadFixtures(db, fixturesDir) : null;
  return { migrations, seeded, fixtures };
}

async function lacksStatistics(db: Db): Promise<boolean> {
  const [row] = await db.query<{ missing: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'items') AS missing`,
  );
  return row?.missing ?? true;
}
