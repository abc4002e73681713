// CSV import (issue 16 item 6): 10,000 rows uploaded, checked and imported by the job, on PGlite and
// PostgreSQL side by side; the time and the memory it takes, against a plain INSERT of the same
// rows in one statement (the floor: no parsing, no checks, no progress) measured in the same run.
// Importing the same file again (10,000 updates by SKU) is timed too.
//
//   npx tsx bench/csv-import.ts [--rows 10000]       # PGlite; PostgreSQL too with BENCH_DATABASE_URL
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Db } from '../server/db/db';
import { openDb } from '../server/db/pglite';
import { csvText } from '../server/imports/item-export';
import { storeUpload } from '../server/imports/upload';
import { JOB_HANDLERS } from '../server/job-registry';
import { enqueueJob } from '../server/jobs/queue';
import { createJobWorker } from '../server/jobs/worker';
import { prepareDatabase } from '../server/prepare-database';
import { DEVELOPMENT_SEED } from '../server/seed/seed-plan';
import { openThrowawayPostgres } from './search-latency';

const SELLER = 1003; // demo_pro: has import_items
const REFERENCE_SELLER = 1002;
const MB = 1024 * 1024;

// A collection before the import, so that its baseline is live memory, not the garbage of building the file.
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface CsvImportRow {
  driver: 'pglite' | 'postgres';
  rows: number;
  importMs: number;
  reimportMs: number;
  referenceMs: number;
  /** RSS and JS heap growth over the live size just before the import, sampled every 20 ms. */
  peakRssGrowthMb: number;
  peakHeapGrowthMb: number;
  heapBeforeMb: number;
  csvMb: number;
}

/** A file of `count` valid rows over the catalogue's models. */
async function benchCsv(db: Db, count: number, prefix: string): Promise<string> {
  const models = await db.query<{ name: string; brand: string; slug: string }>(
    `SELECT m.name, b.name AS brand, c.slug FROM models m JOIN brands b ON b.id = m.brand_id
       JOIN categories c ON c.id = m.category_id
      WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY m.id`,
  );
  const rows = Array.from({ length: count }, (_, i) => {
    const model = models[i % models.length]!;
    const sku = `${prefix}-${String(i).padStart(6, '0')}`;
    const name = `${model.brand} ${model.name} #${i}`;
    const price = (20 + (i % 400) + 0.99).toFixed(2);
    return [sku, name, model.slug, model.brand, model.name, i % 3 ? 'used' : 'new', price, '1', 'Bench row', 'yes'];
  });
  return csvText([
    ['SKU', 'Title', 'Category', 'Brand', 'Model', 'Condition', 'Price', 'Quantity', 'Description', 'Accepts offers'],
    ...rows,
  ]);
}

/** Uploads and runs one import to the end; the time it took. */
async function timedImport(db: Db, csv: string): Promise<number> {
  const started = performance.now();
  const upload = await storeUpload(db, SELLER, { name: 'bench.csv', bytes: new TextEncoder().encode(csv) });
  const job = await enqueueJob(db, 'items.import', { import_id: upload.id });
  await db.query('UPDATE item_imports SET job_id = $2 WHERE id = $1', [upload.id, job.id]);
  const worker = createJobWorker(db, { handlers: JOB_HANDLERS, workerId: 'bench' });
  while (await worker.runOnce());
  const elapsed = performance.now() - started;
  const [done] = await db.query<{ created: number; updated: number; failed: number }>(
    'SELECT created_count AS created, updated_count AS updated, failed_count AS failed FROM item_imports WHERE id = $1',
    [upload.id],
  );
  if (!done || done.failed > 0) throw new Error(`the bench import failed rows: ${JSON.stringify(done)}`);
  return elapsed;
}

/** The same rows in one INSERT … SELECT FROM unnest, already parsed: the floor the import is compared with. */
async function timedPlainInsert(db: Db, count: number): Promise<number> {
  const [category] = await db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'golf/clubs/drivers'");
  const names = Array.from({ length: count }, (_, i) => `Reference row #${i}`);
  const started = performance.now();
  await db.query(
    `INSERT INTO items (seller_id, sku, name, state, price, list_price, condition, category_id, quantity,
                        description, image_count, published_at)
     SELECT $1, 'REF-' || n, name, 'available', 50, 50, 'used', $3, 1, 'Bench row', 1, now()
       FROM unnest($2::text[]) WITH ORDINALITY AS r (name, n)`,
    [REFERENCE_SELLER, names, category!.id],
  );
  return performance.now() - started;
}

/**
 * Samples memory every 20 ms and at every statement: on PGlite the import is one long chain of
 * promises that never yields to timers, so the statements (a few per 500-row chunk) are the clock.
 */
function sampleMemory(db: Db) {
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const sampling = (inner: Db): Db => ({
    query: (sql, params) => (sample(), inner.query(sql, params)),
    exec: (sql) => (sample(), inner.exec(sql)),
    transaction: (fn) => inner.transaction((tx) => fn(sampling(tx))),
    close: () => inner.close(),
  });
  return {
    db: sampling(db),
    stop() {
      clearInterval(timer);
      return {
        rss: (peak.rss - base.rss) / MB,
        heap: (peak.heap - base.heapUsed) / MB,
        heapBefore: base.heapUsed / MB,
      };
    },
  };
}

export async function csvImportBench({ rows, postgresUrl }: { rows: number; postgresUrl?: string }) {
  const results: CsvImportRow[] = [];
  const drivers: [CsvImportRow['driver'], () => Promise<Db>][] = [['pglite', () => openDb()]];
  if (postgresUrl) drivers.push(['postgres', () => openThrowawayPostgres(postgresUrl, 'csv')]);
  for (const [driver, open] of drivers) {
    const db = await open();
    try {
      await prepareDatabase(db, { seed: DEVELOPMENT_SEED });
      const csv = await benchCsv(db, rows, 'BENCH');
      collectGarbage();
      const sampler = sampleMemory(db);
      const importMs = await timedImport(sampler.db, csv);
      const memory = sampler.stop();
      const reimportMs = await timedImport(db, csv);
      const referenceMs = await timedPlainInsert(db, rows);
      results.push({
        driver,
        rows,
        importMs,
        reimportMs,
        referenceMs,
        peakRssGrowthMb: memory.rss,
        peakHeapGrowthMb: memory.heap,
        heapBeforeMb: memory.heapBefore,
        csvMb: Buffer.byteLength(csv) / MB,
      });
    } finally {
      await db.close();
    }
  }
  return results;
}

export function printCsvImport(results: CsvImportRow[]): void {
  console.log(`\nCSV import: upload, checks and the job writing 500 rows a transaction (20k seeded items)`);
  for (const row of results) {
    console.log(
      `  ${row.driver.padEnd(8)} ${row.rows.toLocaleString('en-US')} rows (${row.csvMb.toFixed(1)} MB): import ${(row.importMs / 1000).toFixed(2)} s, ` +
        `again as updates ${(row.reimportMs / 1000).toFixed(2)} s; plain INSERT of the rows ${(row.referenceMs / 1000).toFixed(2)} s → ratio ${(row.importMs / row.referenceMs).toFixed(1)}`,
    );
    console.log(
      `           peak memory growth during the import: JS heap +${row.peakHeapGrowthMb.toFixed(1)} MB over ${row.heapBeforeMb.toFixed(0)} MB live, RSS +${row.peakRssGrowthMb.toFixed(0)} MB; process maxRSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (the seeding's)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
  printCsvImport(
    await csvImportBench({
      rows: Number(values.rows),
      postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    }),
  );
}
