import { clockNow } from '../../clock/clock';
import type { Db } from '../../db/db';
import { hashPassword } from '../../iam/passwords';
import { postOpeningBalance } from '../../ledger/postings';
import { finishAfterSale } from '../after-sale';
import { OPENING_BALANCES } from '../chrome';
import { DEMO_PASSWORD_HASH } from '../demo-logins';
import { countSeededViewDays } from '../seller-dashboard';
import { buildSeedData, SEED_VERSION } from './seed-data';
import { DEVELOPMENT_SEED, type SeedPlan } from '../seed-plan';
import { seedSellerAccounts } from '../seller-accounts';
import { seedFieldCipher } from '../field-cipher';
import { seedSellerCompliance } from '../seller-compliance';
import { insertItems } from '../write-items';
import { insertRows, syncIdSequence } from '../write-rows';
import { seedDemoPayouts } from '../payouts';

/**
 * The tables a seed without demo accounts writes (production and staging, issue 31): the catalogue and its
 * details, the CMS, the content pages and landers (without their pre-filled items), site settings and search
 * synonyms. No users, items, swaps, feedback, sales or balances: nothing that pretends to be a person.
 */
export const CATALOGUE_TABLES = [
  'categories',
  'brands',
  'models',
  'category_details',
  'category_detail_values',
  'detail_definitions',
  'page_views',
  'landers',
  'cms_pages',
  'cms_collection_items',
  'blog_posts',
  'site_settings',
  'search_synonyms',
] as const;

/** Advisory lock key: two processes starting on one empty database seed it once. */
const SEED_LOCK = 4_817_002;

/**
 * Loads the seed in one transaction, unless the database was seeded before (a row in
 * seed_versions). Returns whether it loaded it now. `now` fixes the seed's now (default: the server
 * clock's now, so its dates are relative to the time of seeding).
 */
export async function seedDatabase(
  db: Db,
  { itemCount, now, plan = DEVELOPMENT_SEED }: { itemCount?: number; now?: Date; plan?: SeedPlan } = {},
): Promise<boolean> {
  // An opted-in demo outside development signs in with its own password, hashed now (issue 31).
  const demoPasswordHash = plan.demoAccounts && plan.password !== null ? await hashPassword(plan.password) : null;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const seeded = await tx.query('SELECT version FROM seed_versions LIMIT 1');
    if (seeded.length > 0) return false;
    // Seeded dates are relative to the server clock's now (seed/clock.ts), unless a test fixes it.
    const seedNow = now ?? (await clockNow(tx));
    const data = buildSeedData({ itemCount, now: seedNow });
    if (!plan.demoAccounts) {
      for (const table of CATALOGUE_TABLES) {
        await insertRows(tx, table, data[table]);
        if (data[table][0] && 'id' in data[table][0]) await syncIdSequence(tx, table);
      }
      await tx.query('INSERT INTO seed_versions (version) VALUES ($1)', [SEED_VERSION]);
      return true;
    }
    for (const [table, rows] of Object.entries(data)) {
      if (table === 'items') await insertItems(tx, data.items);
      else await insertRows(tx, table, rows);
      if (rows[0] && 'id' in rows[0]) await syncIdSequence(tx, table);
    }
    if (demoPasswordHash)
      await tx.query('UPDATE user_logins SET password_hash = $1 WHERE password_hash = $2', [
        demoPasswordHash,
        DEMO_PASSWORD_HASH,
      ]);
    for (const { userId, cents } of OPENING_BALANCES) await postOpeningBalance(tx, userId, cents);
    // The held items and the ledger's postings of the seeded sales, now that their rows are in.
    await finishAfterSale(tx);
    // Sealed numbers take a fresh nonce each time: written after the rows, which are the same on every build.
    const cipher = seedFieldCipher(plan);
    await seedSellerAccounts(tx, cipher);
    // demo_pro: over the INFORM Act threshold, with its W-9 and filing (issue 33).
    await seedSellerCompliance(tx, seedNow, cipher);
    await countSeededViewDays(tx);
    await seedDemoPayouts(tx, seedNow);
    await tx.query('INSERT INTO seed_versions (version) VALUES ($1)', [SEED_VERSION]);
    // A commit flushed at once, even on a server with synchronous_commit off (the test servers):
    // until then the rows cannot be hinted committed, and the VACUUM after the seed could not mark
    // their pages all-visible, which index-only scans need.
    await tx.exec('SET LOCAL synchronous_commit = on');
    return true;
  });
}
