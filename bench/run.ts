// `npm run bench`: the foundation's two budgets, each printed with its ratio against a reference
// measured in the same run.
//   1. SSR render of a 60-block page view through <PageView> vs the same blocks as hand-written JSX
//      (budget: engine overhead ≤ 5 %), with Puck's <Render> configured with the same blocks as a third column:
//      median per-round CPU-time ratios with their 95 % interval (bench/engine-overhead.ts, also run alone).
//   2. gzip size of the JS the home page loads before it is interactive, in Chromium against the
//      built server (budget: ≤ 100 KB, aim 90 KB, ≤ 15 scripts), then each package's share of the
//      chunk every page loads first (rollup-plugin-visualizer's report in bench/reports/).
//   3. A page holding one block of every layout against a page of three layouts: the JS each loads
//      (lazy block code shows in the ratio) and its server render time.
//   4. Lighthouse mobile performance of an item page, with the home page as its reference
//      (aim: score ≥ 95, CLS ≤ 0.02).
//   5. Search latency (p50, p95) of 200 browse pages at 20k and 100k items on PGlite and on
//      PostgreSQL side by side, and at 1M on PostgreSQL (aim: p95 ≤ 50 ms at 100k and at 1M on
//      PostgreSQL); `npm run bench` starts the PostgreSQL server, BENCH_DATABASE_URL picks another.
//   6. Detection from the photo: top-1/top-3 accuracy for category, brand and model on the seeded
//      catalogue's photos after resize, crop and JPEG re-encode, against the majority guess, and the
//      time per detection (server/detection/README.md).
//   7. CSV import of 10,000 rows on PGlite and PostgreSQL: time and peak memory, against a plain
//      INSERT of the same rows (bench/csv-import.ts).
//   8. Server throughput on PostgreSQL: req/s and p95 of home, search, an item page and a signed-in
//      page at 1, 10 and 50 connections, against a static file, with the guest page cache off and on
//      (bench/throughput.ts; aim: guest home and search ≥ 500 req/s, p95 ≤ 150 ms at 50 connections).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HOME_JS_BUDGET } from '../scripts/budgets/home-js-budget';
import { scriptsUntilInteractive, startBuiltServer } from './built-server';
import { bundleReport, printBundleReport } from './bundle-report';
import { csvImportBench, printCsvImport } from './csv-import';
import { detectionAccuracyBench, printDetectionAccuracy } from './detection-accuracy';
import { engineOverheadBench, printEngineOverhead } from './engine-overhead';
import { entryGraph } from './entry-graph';
import { firstByteTimes } from './first-byte';
import { ALL_LAYOUTS_PATH, SMALL_PAGE_LAYOUTS, SMALL_PAGE_PATH, writeLayoutPages } from './layout-pages';
import { describeFigures, issue20Pages, lighthouseMobile } from './lighthouse';
import { compare } from './measure';
import { printSearchLatency, searchLatencyBench } from './search-latency';
import { printThroughput, throughputBench } from './throughput';

const INITIAL_JS_BUDGET = 100 * 1024;

if (process.env.NODE_ENV !== 'production')
  throw new Error('Run through `npm run bench` (NODE_ENV=production, as the server runs)');

printEngineOverhead(await engineOverheadBench());

if (process.argv.includes('--build') || !existsSync('dist/server/serve.js'))
  execSync('npm run -s build', { stdio: 'inherit' });
const layoutPages = writeLayoutPages();
const server = await startBuiltServer({ port: 3199, env: { SEED_FIXTURES: layoutPages.dir } });
try {
  const [home, small, all] = await scriptsUntilInteractive([
    `${server.origin}/`,
    `${server.origin}${SMALL_PAGE_PATH}`,
    `${server.origin}${ALL_LAYOUTS_PATH}`,
  ]);
  console.log('\nJS the home page loads before it is interactive (gzip -9, Chromium, built server)');
  for (const file of home!.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
  console.log(
    `  total ${kb(home!.totalGzip)} KB, ratio to budget ${(home!.totalGzip / INITIAL_JS_BUDGET).toFixed(2)} (budget ≤ 100 KB: ${home!.totalGzip <= INITIAL_JS_BUDGET ? 'within' : 'OVER'})`,
  );
  console.log(
    `  ${home!.files.length} scripts, ratio to budget ${(home!.files.length / HOME_JS_BUDGET.scripts).toFixed(2)} (budget ≤ ${HOME_JS_BUDGET.scripts}: ${home!.files.length <= HOME_JS_BUDGET.scripts ? 'within' : 'OVER'})`,
  );
  printBundleReport(await bundleReport());

  const graph = entryGraph();
  console.log(
    `  the entry's static graph (${graph.chunks} chunks): block schemas in ${graph.withBlockSchemas.join(', ') || 'none'}; zod in ${graph.withZod.join(', ') || 'none'}`,
  );

  console.log(
    `\nA page of ${SMALL_PAGE_LAYOUTS.length} layouts (${SMALL_PAGE_LAYOUTS.join(', ')}) against one holding a block of each of the ${layoutPages.allLayouts} layouts`,
  );
  console.log(
    `  JS before interactive: ${kb(small!.totalGzip)} KB vs ${kb(all!.totalGzip)} KB gzip → ratio ${(small!.totalGzip / all!.totalGzip).toFixed(2)} (lazy block code: the small page loads ${small!.files.length} scripts, the full one ${all!.files.length})`,
  );
  const ssr = await compare(
    () => timedGet(`${server.origin}${SMALL_PAGE_PATH}`),
    () => timedGet(`${server.origin}${ALL_LAYOUTS_PATH}`),
    { warmup: 5, runs: 30 },
  );
  console.log(
    `  server render over HTTP (median of 30, data from the API on PGlite): ${ssr.a.toFixed(1)} ms vs ${ssr.b.toFixed(1)} ms → ratio ${(ssr.b / ssr.a).toFixed(2)}`,
  );

  console.log('\nFirst byte and whole HTML over HTTP (median of 30, gzip; every block in place: host/README.md)');
  for (const path of ['/', ALL_LAYOUTS_PATH]) {
    const times = await firstByteTimes(`${server.origin}${path}`);
    console.log(
      `  ${path}: first byte ${times.firstByteMs.toFixed(1)} ms, whole HTML ${times.wholeMs.toFixed(1)} ms → ratio ${(times.firstByteMs / times.wholeMs).toFixed(2)}`,
    );
  }

  // Issue 20: Lighthouse mobile ≥ 95 and CLS ≤ 0.02 on these four, printed each run.
  const pages = await issue20Pages(server.origin);
  const audits = await lighthouseMobile(pages.map(([, path]) => `${server.origin}${path}`));
  console.log(
    '\nLighthouse mobile performance (default mobile emulation, simulated slow 4G, built server, a first visit)',
  );
  pages.forEach(([label, path], index) => console.log(`  ${label} ${path}: ${describeFigures(audits[index]!)}`));
} finally {
  server.stop();
}

// `npm run bench` starts a throwaway PostgreSQL (scripts/postgres-test.sh run) whose URL arrives as TEST_DATABASE_URL.
printSearchLatency(
  await searchLatencyBench({
    sizes: [20_000, 100_000, 1_000_000], // 1M on PostgreSQL only (bench/bulk-items.ts): ~30–80 s to seed
    postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  }),
);

const throughputPostgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (throughputPostgres) printThroughput(await throughputBench({ postgresUrl: throughputPostgres }));
else console.log('\nServer throughput skipped: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)');

printDetectionAccuracy(await detectionAccuracyBench());
printCsvImport(
  await csvImportBench({ rows: 10_000, postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL }),
);

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

async function timedGet(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  await response.arrayBuffer();
}
