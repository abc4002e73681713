import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../../server/auth/access-token';
import type { Db } from '../../server/db/db';
import { openDb, openPostgres, prepareDatabase } from '../../server/index';
import { DEVELOPMENT_SEED } from '../../server/seed/seed-plan';
import { slugify } from '../../server/text/slugify';
import type { Storage } from './servers';

/** A buyer the load signs in as: a seeded user with a minted access token. */
export interface Buyer {
  id: number;
  uuid: string;
  token: string;
}

/** What a load run needs from the seeded database, read before the servers start. */
export interface Fixture {
  buyers: Buyer[];
  /** Items with one unit and no options, which the buyers race to check out, a few at a time. */
  raceItems: number[];
  /** Items buyers make offers on (never raced), with their price. */
  offerItems: { id: number; price: number }[];
  itemPaths: string[];
  facetFilters: string[];
  searchWords: string[];
  before: {
    maxOrderId: number;
    /** The users' spendable ledger balances (available + gift card), in cents. */
    balanceTotal: number;
    purchaseCounts: Record<number, number>;
    quantities: Record<number, number>;
  };
}

const LOAD_DATABASE = 'kitswap_load';
const TEMPLATE_DATABASE = 'kitswap_load_template';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kitswap-load-'));
  tempDirs.push(dir);
  return dir;
}

/** Deletes the PGlite directories this process made. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A freshly seeded PGlite directory, copied from one seeded per process. */
let pgliteTemplate: string | undefined;
export async function freshPglite(): Promise<Storage> {
  if (!pgliteTemplate) {
    pgliteTemplate = join(tempDir(), 'template');
    const db = await openDb({ dataDir: pgliteTemplate });
    await prepareDatabase(db, { seed: DEVELOPMENT_SEED });
    await db.close();
  }
  const dataDir = join(tempDir(), 'pglite');
  cpSync(pgliteTemplate, dataDir, { recursive: true });
  return { dataDir };
}

/** A freshly seeded database `kitswap_load` on the PostgreSQL server of `adminUrl` (from a template seeded once). */
export async function freshPostgres(adminUrl: string): Promise<Storage> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    const [template] = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE])).rows;
    if (!template) {
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
      const db = openPostgres(withDatabase(adminUrl, TEMPLATE_DATABASE));
      await prepareDatabase(db, { seed: DEVELOPMENT_SEED });
      await db.exec('ANALYZE');
      await db.close();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${LOAD_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${LOAD_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return { databaseUrl: withDatabase(adminUrl, LOAD_DATABASE) };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Opens the storage from this process (PGlite: only while no server holds the directory). */
export function openStorage(storage: Storage): Promise<Db> {
  return 'dataDir' in storage
    ? openDb({ dataDir: storage.dataDir })
    : Promise.resolve(openPostgres(storage.databaseUrl));
}

export async function readFixture(db: Db, { buyerCount }: { buyerCount: number }): Promise<Fixture> {
  const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);
  const buyerRows = await db.query<{ id: number; uuid: string }>(
    'SELECT id, uuid::text AS uuid FROM users WHERE id < 1000 ORDER BY id LIMIT $1',
    [buyerCount],
  );
  const buyers = buyerRows.map((row) => ({
    ...row,
    token: signer.sign({ sub: String(row.id), uuid: row.uuid }, 3600),
  }));
  const raceItems = await db.query<{ id: number }>(
    `SELECT id FROM items i WHERE state = 'available' AND quantity = 1 AND NOT auction AND seller_id <> ALL ($1::int[])
       AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
     ORDER BY id LIMIT 400`,
    [buyers.map((buyer) => buyer.id)],
  );
  const offerItems = await db.query<{ id: number; price: number }>(
    `SELECT id, price FROM items i WHERE state = 'available' AND NOT auction AND price >= 20 AND seller_id <> ALL ($1::int[]) AND id <> ALL ($2::int[])
       AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
     ORDER BY id DESC LIMIT 100`,
    [buyers.map((buyer) => buyer.id), raceItems.map((row) => row.id)],
  );
  const pages = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM items WHERE state = 'available' ORDER BY favoriters_count DESC, id LIMIT 200`,
  );
  const facets = await db.query<{ category_id: number; brand_id: number }>(
    `SELECT category_id, brand_id FROM items WHERE state = 'available' AND brand_id IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 40`,
  );
  const words = await db.query<{ name: string }>('SELECT name FROM brands ORDER BY id LIMIT 30');
  return {
    buyers,
    raceItems: raceItems.map((row) => row.id),
    offerItems,
    itemPaths: pages.map((row) => `/gear/${slugify(row.name)}-${row.id}`),
    facetFilters: facets.flatMap((row) => [
      `category[]=${row.category_id}`,
      `category[]=${row.category_id}&brand[]=${row.brand_id}`,
    ]),
    searchWords: words.map((row) => encodeURIComponent(row.name.toLowerCase())),
    before: await snapshot(
      db,
      buyers,
      raceItems.map((row) => row.id),
    ),
  };
}

export async function snapshot(db: Db, buyers: Buyer[], raceItems: number[]): Promise<Fixture['before']> {
  const quantities = await db.query<{ id: number; quantity: number }>(
    'SELECT id, quantity FROM items WHERE id = ANY ($1::int[])',
    [raceItems],
  );
  const [orders] = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM orders');
  const [balances] = await db.query<{ total: number | null }>(
    `SELECT sum(balance_cents) AS total FROM ledger_accounts WHERE owner_id IS NOT NULL AND kind IN ('available', 'gift_card')`,
  );
  const counts = await db.query<{ id: number; purchase_count: number }>(
    'SELECT id, purchase_count FROM users WHERE id = ANY ($1::int[])',
    [buyers.map((buyer) => buyer.id)],
  );
  return {
    maxOrderId: orders?.max ?? 0,
    balanceTotal: balances?.total ?? 0,
    purchaseCounts: Object.fromEntries(counts.map((row) => [row.id, row.purchase_count])),
    quantities: Object.fromEntries(quantities.map((row) => [row.id, row.quantity])),
  };
}
