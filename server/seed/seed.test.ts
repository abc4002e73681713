import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDb } from '../db/pglite';
import { prepareDatabase, type PrepareReport } from '../prepare-database';
import { getData } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';
import { demoAccount } from './demo-accounts';
import { buildSeedData } from './seed-data';

const SEEDED_TABLES = [
  'categories',
  'brands',
  'models',
  'users',
  'user_logins',
  'items',
  'page_views',
  'landers',
  'lander_block_prefills',
  'favorites',
  'following',
  'feedback',
];

/** One md5 per seeded table over all its rows (search_document aside), independent of driver and time zone. */
async function tableHashes(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.exec("SET LOCAL TIME ZONE 'UTC'");
    const hashes: Record<string, string> = {};
    for (const table of SEEDED_TABLES) {
      const [row] = await tx.query<{ hash: string }>(
        `SELECT md5(string_agg(r, ',' ORDER BY r)) AS hash FROM (SELECT (to_jsonb(t) - 'search_document')::text AS r FROM ${table} t) rows`,
      );
      hashes[table] = row!.hash;
    }
    return hashes;
  });
}

describe('seed data', () => {
  const data = buildSeedData();

  it('is the same on every build', () => {
    expect(buildSeedData()).toEqual(data);
  });

  it('holds 2,000+ items across every state, in a category tree up to 3 levels deep', () => {
    expect(data.items.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(data.items.map((item) => item.state))).toEqual(
      new Set(['available', 'sold', 'draft', 'removed', 'archived']),
    );
    expect(Math.max(...data.categories.map((category) => category.lineage.length))).toBe(3);
    // A list-flow draft may have no price yet; anything published has one.
    const priced = data.items.filter((item) => item.state !== 'draft' || item.price !== null);
    expect(priced.every((item) => item.price > 0 && Math.round(item.price * 100) / 100 === item.price)).toBe(true);
    expect(data.items.filter((item) => item.state === 'draft').every((item) => item.published_at === null)).toBe(true);
  });

  it('gives the seeded power seller (demo_pro: quick_inbox, spec §2.11, §6) swaps on both sides, some unread', () => {
    const pro = demoAccount('pro').id;
    expect(data.user_configurations.find((config) => config.user_id === pro)).toMatchObject({ power_seller: true });
    const selling = data.swaps.filter((swap) => swap.seller_id === pro);
    const buying = data.swaps.filter((swap) => swap.buyer_id === pro);
    expect(selling.length).toBeGreaterThanOrEqual(3);
    expect(buying.length).toBeGreaterThanOrEqual(1);
    expect(selling.some((swap) => swap.unread_by.includes(pro))).toBe(true);
    expect(buying.some((swap) => swap.unread_by.includes(pro))).toBe(true);
  });
});

/** A second seeded database to compare rows with: PGlite, so the PostgreSQL run also compares drivers. */
let reference: Promise<Db> | undefined;
const seededReference = () =>
  (reference ??= openDb().then(async (db) => {
    await prepareDatabase(db);
    return db;
  }));
afterAll(async () => (await reference)?.close());

describeEachDriver('seeding', (driver) => {
  let db: Db;
  let report: PrepareReport;
  let seedMs: number;
  const fixturesDir = mkdtempSync(join(tmpdir(), 'kitswap-fixtures-'));

  beforeAll(async () => {
    db = await driver.open();
    const started = performance.now();
    report = await prepareDatabase(db);
    seedMs = performance.now() - started;
    console.info(`[seed] ${driver.name}: migrate + seed took ${Math.round(seedMs)} ms`);
  });
  afterAll(async () => {
    rmSync(fixturesDir, { recursive: true, force: true });
    await db?.close();
  });

  // Its time is printed, not asserted: a timing limit in a unit test fails on a busy machine, not on slow code.
  it('migrates and seeds a new database', () => {
    expect(report.seeded).toBe(true);
    expect(report.migrations.length).toBeGreaterThan(0);
  });

  it('writes the same rows every time it seeds', async () => {
    expect(await tableHashes(db)).toEqual(await tableHashes(await seededReference()));
  });

  it('runs only once per database', async () => {
    const before = await db.query('SELECT count(*)::int AS items FROM items');
    expect(await prepareDatabase(db)).toEqual({ migrations: [], seeded: false, fixtures: null });
    expect(await db.query('SELECT count(*)::int AS items FROM items')).toEqual(before);
  });

  it('loads fixture page views as they are, and fixture landers pointing at them, idempotently', async () => {
    const blocks = [
      { id: 1, layout: 'carousel' },
      { id: 2, layout: 'no-such-layout', title: 42 },
      { id: 3, layout: 'text-title', title: 'Fine' },
    ];
    mkdirSync(join(fixturesDir, 'page-views'));
    mkdirSync(join(fixturesDir, 'landers'));
    writeFileSync(
      join(fixturesDir, 'page-views', 'broken.json'),
      JSON.stringify({ slug: 'fixture-broken', title: 'Broken on purpose', blocks }),
    );
    writeFileSync(
      join(fixturesDir, 'landers', 'broken.json'),
      JSON.stringify({
        slug: 'fixture/broken',
        path: '/shop/fixture/broken',
        title: 'Fixture',
        query: {},
        show_categories: false,
        page_view_slug: 'fixture-broken',
      }),
    );
    const first = await prepareDatabase(db, { fixturesDir });
    const counts = await db.query(
      'SELECT (SELECT count(*) FROM page_views) AS page_views, (SELECT count(*) FROM landers) AS landers',
    );
    expect(await prepareDatabase(db, { fixturesDir })).toEqual(first);
    expect(first.fixtures).toEqual({ pageViews: 1, landers: 1 });
    expect(
      await db.query(
        'SELECT (SELECT count(*) FROM page_views) AS page_views, (SELECT count(*) FROM landers) AS landers',
      ),
    ).toEqual(counts);

    const app = createApp({ db });
    expect(await getData(app, '/v1/page_views/fixture-broken')).toMatchObject({ title: 'Broken on purpose', blocks });
    const [ref] = await getData<{ id: number }[]>(app, '/v1/landers?slug=fixture/broken');
    expect(await getData(app, `/v2/landers/${ref!.id}`)).toMatchObject({
      path: '/shop/fixture/broken',
      page_view: { slug: 'fixture-broken', blocks },
      meta: [],
    });
  });

  it('refuses fixtures that point nowhere', async () => {
    writeFileSync(
      join(fixturesDir, 'landers', 'orphan.json'),
      JSON.stringify({
        slug: 'orphan',
        path: '/shop/orphan',
        title: 'Orphan',
        query: {},
        show_categories: false,
        page_view_slug: 'missing',
      }),
    );
    await expect(prepareDatabase(db, { fixturesDir })).rejects.toThrow(
      /orphan\.json: no page view with slug 'missing'/,
    );
    await expect(prepareDatabase(db, { fixturesDir: join(fixturesDir, 'nope') })).rejects.toThrow(/does not exist/);
  });
});
