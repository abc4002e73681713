// Search latency (issue 6): 200 representative browse pages — words, facets, price ranges, sorts,
// later pages — each answered as the search screen asks for it (GET /v1/items for the results and
// GET /v2/facet_items?include_data=0&include_model=1 for the facets, one after the other), through
// the API app in process. p50 and p95 per driver and catalogue size. Aim: p95 ≤ 50 ms at 100k
// items on PostgreSQL (issue 6) and at 1,000,000 (issue 20 item 6). Figures before and after the
// search-perf and d20 work, and how to rerun: bench/README.md.
//
//   npx tsx bench/search-latency.ts [--items 20000,100000]     # PGlite; PostgreSQL too with
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres   (scripts/postgres-test.sh start)
//   [--drivers pglite,postgres]   one driver only: --drivers postgres
//   [--slowest 15]                also list the slowest pages, the time of each of their two requests
// Above 100,000 items (issue 20 item 6: 1,000,000) the seeder's 20,000 items are followed by items
// generated in SQL (bench/bulk-items.ts), on PostgreSQL only:
//   npx tsx bench/search-latency.ts --items 1000000 --drivers postgres
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApp } from '../server/app';
import type { Db } from '../server/db/db';
import { openDb } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { prepareDatabase } from '../server/prepare-database';
import { DEFAULT_ITEM_COUNT } from '../server/seed/items';
import { createRandom } from '../server/seed/random';
import { DEVELOPMENT_SEED } from '../server/seed/seed-plan';
import { addBulkItems } from './bulk-items';

export const SEARCH_AIM_P95_MS = 50;
/** Larger catalogues get the seeder's items and then bulk items generated in SQL, on PostgreSQL only. */
export const SEEDER_MAX_ITEMS = 100_000;
const QUERY_COUNT = 200;

export interface LatencyRow {
  driver: 'pglite' | 'postgres';
  items: number;
  seedMs: number;
  p50: number;
  p95: number;
  /** Pages whose results or facets answered a lower-bound total (counting stopped at SEARCH_LIMITS.countCap). */
  lowerBounds: number;
  slow: SlowPage[];
}

/** 200 browse queries drawn from the catalogue, the same on every run. */
export async function representativeQueries(db: Db): Promise<string[]> {
  const random = createRandom(6);
  const categories = await db.query<{ id: number }>('SELECT id FROM categories ORDER BY id');
  const brands = await db.query<{ id: number; name: string }>('SELECT id, name FROM brands ORDER BY id');
  const words = [
    'driver',
    'glove',
    'bat',
    'skates',
    'helmet',
    'stick',
    'cleats',
    'putter',
    'snowboard',
    'lacrosse head',
    'used irons',
    'new balls',
    'wedge 56',
  ];
  const sorts = ['', 'newest', 'price_asc', 'price_desc', 'popular'];
  const queries: string[] = [];
  for (let i = 0; i < QUERY_COUNT; i++) {
    const params = new URLSearchParams();
    if (random.chance(0.6))
      params.set('q', random.pick(random.chance(0.3) ? brands.map((brand) => brand.name) : words));
    if (random.chance(0.5)) params.append('category[]', String(random.pick(categories).id));
    if (random.chance(0.35)) params.append('brand[]', String(random.pick(brands).id));
    if (random.chance(0.3)) params.append('condition[]', random.pick(['new', 'used']));
    if (random.chance(0.25)) {
      params.set('min_price', String(random.int(0, 100)));
      params.set('max_price', String(random.int(150, 800)));
    }
    const sort = random.pick(sorts);
    if (sort) params.set('sort', sort);
    if (random.chance(0.15)) params.set('page', String(random.int(2, 4)));
    queries.push(params.toString());
  }
  return queries;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The slowest browse pages of a run, each with the time of its two requests. */
export interface SlowPage {
  query: string;
  itemsMs: number;
  facetsMs: number;
}

export async function measure(
  db: Db,
  { slowest = 0 }: { slowest?: number } = {},
): Promise<{ p50: number; p95: number; lowerBounds: number; slow: SlowPage[] }> {
  const app = createApp({ db, tokenSecret: 'bench-search-latency-secret' });
  const queries = await representativeQueries(db);
  let lowerBounds = 0;
  const page = async (query: string) => {
    const split: number[] = [];
    let lowerBound = false;
    for (const path of [`/v1/items?${query}&page_size=24`, `/v2/facet_items?${query}&include_data=0&include_model=1`]) {
      const started = performance.now();
      const response = await app.request(path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const body = await response.text();
      split.push(performance.now() - started);
      lowerBound ||= body.includes('"total_is_lower_bound":true');
    }
    if (lowerBound) lowerBounds += 1;
    return split;
  };
  for (const query of queries.slice(0, 20)) await page(query); // warm-up
  lowerBounds = 0;
  const times: number[] = [];
  const pages: SlowPage[] = [];
  for (const query of queries) {
    const started = performance.now();
    const [itemsMs = 0, facetsMs = 0] = await page(query);
    times.push(performance.now() - started);
    pages.push({ query, itemsMs, facetsMs });
  }
  times.sort((a, b) => a - b);
  const slow = pages.sort((a, b) => b.itemsMs + b.facetsMs - (a.itemsMs + a.facetsMs)).slice(0, slowest);
  return { p50: percentile(times, 50), p95: percentile(times, 95), lowerBounds, slow };
}

/** A throwaway database on a PostgreSQL server, dropped by the returned close(). */
export async function openThrowawayPostgres(serverUrl: string, label: number | string): Promise<Db> {
  const name = `kitswap_bench_${label}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return { ...db, close: async () => (await db.close(), await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** Seeds a fresh database per driver and size and measures the 200 queries on it. */
export async function searchLatencyBench({
  sizes,
  postgresUrl,
  drivers: only = ['pglite', 'postgres'],
  slowest = 0,
}: {
  sizes: number[];
  postgresUrl?: string;
  drivers?: LatencyRow['driver'][];
  slowest?: number;
}): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const items of sizes) {
    const drivers: [LatencyRow['driver'], () => Promise<Db>][] = [];
    if (only.includes('pglite') && items <= SEEDER_MAX_ITEMS) drivers.push(['pglite', () => openDb()]);
    if (postgresUrl && only.includes('postgres'))
      drivers.push(['postgres', () => openThrowawayPostgres(postgresUrl, items)]);
    for (const [driver, open] of drivers) {
      const db = await open();
      try {
        const started = performance.now();
        await prepareDatabase(db, {
          itemCount: items > SEEDER_MAX_ITEMS ? DEFAULT_ITEM_COUNT : items,
          seed: DEVELOPMENT_SEED,
        });
        await addBulkItems(db, items);
        const seedMs = performance.now() - started;
        await db.exec('ANALYZE');
        rows.push({ driver, items, seedMs, ...(await measure(db, { slowest })) });
      } finally {
        await db.close();
      }
    }
  }
  return rows;
}

export function printSearchLatency(rows: LatencyRow[]): void {
  console.log(`\nSearch latency: ${QUERY_COUNT} browse pages (results + facets), in process, after ANALYZE`);
  console.log('  items     driver     p50 ms   p95 ms   (seed s)   lower-bound totals (pages)');
  for (const row of rows) {
    const aim =
      row.driver === 'postgres' && row.items >= 100_000
        ? `  aim p95 ≤ ${SEARCH_AIM_P95_MS} ms: ${row.p95 <= SEARCH_AIM_P95_MS ? 'met' : 'NOT met'}`
        : '';
    console.log(
      `  ${String(row.items).padStart(7)}   ${row.driver.padEnd(8)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)}   (${(row.seedMs / 1000).toFixed(1)})   ${String(row.lowerBounds).padStart(3)}${aim}`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.slow.length > 0)) {
    console.log(`\nSlowest pages, ${row.items} items on ${row.driver} (ms: /v1/items + /v2/facet_items)`);
    for (const page of row.slow)
      console.log(
        `  ${page.itemsMs.toFixed(1).padStart(7)} + ${page.facetsMs.toFixed(1).padStart(7)}   ${page.query || '(no filters)'}`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: '20000' },
      drivers: { type: 'string', default: 'pglite,postgres' },
      slowest: { type: 'string', default: '0' },
    },
  });
  const sizes = values.items.split(',').map(Number);
  const drivers = values.drivers.split(',') as LatencyRow['driver'][];
  printSearchLatency(
    await searchLatencyBench({
      sizes,
      postgresUrl: process.env.BENCH_DATABASE_URL,
      drivers,
      slowest: Number(values.slowest),
    }),
  );
}
