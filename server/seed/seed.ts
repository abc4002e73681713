import { clockNow } from '../clock/clock';
import type { Db } from '../db/db';
import { postOpeningBalance } from '../ledger/postings';
import { finishAfterSale } from './after-sale';
import { OPENING_BALANCES } from './chrome';
import { buildSeedData, SEED_VERSION } from './seed-data';
import { insertItems } from './write-items';
import { insertRows, syncIdSequence } from './write-rows';

/** Advisory lock key: two processes starting on one empty database seed it once. */
const SEED_LOCK = 4_817_002;

/**
 * Loads the seed in one transaction, unless the database was seeded before (a row in
 * seed_versions). Returns whether it loaded it now. `now` fixes the seed's now (default: the server
 * clock's now, so its dates are relative to the time of seeding).
 */
export async function seedDatabase(
  db: Db,
  { itemCount, now }: { itemCount?: number; now?: Date } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const seeded = await tx.query('SELECT version FROM seed_versions LIMIT 1');
    if (seeded.length > 0) return false;
    // Seeded dates are relative to the server clock's now (seed/clock.ts), unless a test fixes it.
    const data = buildSeedData({ itemCount, now: now ?? (await clockNow(tx)) });
    for (const [table, rows] of Object.entries(data)) {
      if (table === 'items') await insertItems(tx, data.items);
      else await insertRows(tx, table, rows);
      if (rows[0] && 'id' in rows[0]) await syncIdSequence(tx, table);
    }
    for (const { userId, cents } of OPENING_BALANCES) await postOpeningBalance(tx, userId, cents);
    // The held items and the ledger's postings of the seeded sales, now that their rows are in.
    await finishAfterSale(tx);
    await tx.query('INSERT INTO seed_versions (version) VALUES ($1)', [SEED_VERSION]);
    // A commit flushed at once, even on a server with synchronous_commit off (the test servers):
    // until then the rows cannot be hinted committed, and the VACUUM after the seed could not mark
    // their pages all-visible, which index-only scans need.
    await tx.exec('SET LOCAL synchronous_commit = on');
    return true;
  });
}
