// Server throughput (issue 20 item 5): req/s and p95 per route at 1, 10 and 50 connections against the
// built server on PostgreSQL, beside a static file sent by the same server (the ratio). Run twice in
// the same run: with the guest page cache off (KS_GUEST_PAGE_CACHE=off: every page rendered, the
// reference) and on (as `npm start` serves). Closed loop on loopback: each connection sends its next
// request when the last one is answered, as a browser with gzip (Accept-Encoding) would ask.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { freshPostgres, openStorage, readFixture } from './load/fixture';
import { httpClient, type RequestSpec } from './load/http';
import { startServer } from './load/servers';
import { RouteStats } from './load/stats';

const CONNECTIONS = [1, 10, 50] as const;
const PORT = 3196;
/** The aims of issue 20 item 5, at 50 connections on PostgreSQL. */
export const THROUGHPUT_AIMS = { guestPerSecond: 500, guestP95Ms: 150, signedInPerSecond: 100 };

export interface ThroughputCell {
  route: string;
  connections: number;
  perSecond: number;
  p95: number;
  errors: number;
}

export interface ThroughputRun {
  pageCache: 'off' | 'on';
  cells: ThroughputCell[];
}

interface Route {
  name: string;
  request: RequestSpec;
  /** A guest page the cache serves (the aims differ). */
  kind: 'static' | 'guest' | 'item' | 'signed-in';
}

/** Measures every route at every connection count, with the page cache off then on. */
export async function throughputBench({
  postgresUrl,
  seconds = 5,
}: {
  postgresUrl: string;
  seconds?: number;
}): Promise<{ runs: ThroughputRun[]; routes: Route[]; seconds: number; load: number[] }> {
  const storage = await freshPostgres(postgresUrl);
  const db = await openStorage(storage);
  const fixture = await readFixture(db, { buyerCount: 1 });
  await db.close();
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const routes: Route[] = [
    {
      name: 'static file',
      kind: 'static',
      request: { path: `/${manifest['host/entry-client.tsx']!.file}`, headers: gzip },
    },
    { name: 'home', kind: 'guest', request: { path: '/', headers: gzip } },
    { name: 'search', kind: 'guest', request: { path: '/search?q=glove', headers: gzip } },
    { name: 'item page', kind: 'item', request: { path: fixture.itemPaths[0]!, headers: gzip } },
    {
      name: 'home, signed in',
      kind: 'signed-in',
      request: { path: '/', headers: { ...gzip, cookie: `access_token=${fixture.buyers[0]!.token}` } },
    },
  ];
  const load = loadavg();
  const runs: ThroughputRun[] = [];
  for (const pageCache of ['off', 'on'] as const) {
    const server = await startServer(PORT, storage, { KS_GUEST_PAGE_CACHE: pageCache });
    try {
      const cells: ThroughputCell[] = [];
      for (const route of routes) {
        await closedLoop(server.origin, route.request, 10, 1); // warm-up: JIT, the pool, the page cache
        for (const connections of CONNECTIONS)
          cells.push({
            route: route.name,
            connections,
            ...(await closedLoop(server.origin, route.request, connections, seconds)),
          });
      }
      runs.push({ pageCache, cells });
    } finally {
      await server.stop();
    }
  }
  return { runs, routes, seconds, load: [...load, ...loadavg()] };
}

/** `connections` clients each sending the request again as soon as it is answered, for `seconds`. */
async function closedLoop(origin: string, request: RequestSpec, connections: number, seconds: number) {
  const http = httpClient(origin, { connections, timeoutMs: 10_000 });
  const stats = new RouteStats();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) stats.record('route', await http.send(request), [200]);
    }),
  );
  http.close();
  const [row] = stats.table(seconds);
  return { perSecond: row?.perSecond ?? 0, p95: row?.p95 ?? NaN, errors: (row?.errors ?? 0) + (row?.timeouts ?? 0) };
}

export function printThroughput({ runs, routes, seconds, load }: Awaited<ReturnType<typeof throughputBench>>): void {
  console.log(
    `\nServer throughput on PostgreSQL (built server, loopback, closed loop, ${seconds} s a cell; load average ${load
      .slice(0, 3)
      .map((n) => n.toFixed(1))
      .join(' ')} before, ${load
      .slice(3)
      .map((n) => n.toFixed(1))
      .join(' ')} after)`,
  );
  const header = `  ${'route'.padEnd(17)}${CONNECTIONS.map((n) => `${`${n} conn: req/s`.padStart(16)}${'p95'.padStart(9)}${'× static'.padStart(10)}`).join('')}`;
  for (const run of runs) {
    console.log(
      `  guest page cache ${run.pageCache}${run.pageCache === 'off' ? ' (KS_GUEST_PAGE_CACHE=off: every page rendered)' : ''}`,
    );
    console.log(header);
    for (const route of routes) {
      const cells = CONNECTIONS.map((connections) => {
        const cell = run.cells.find((c) => c.route === route.name && c.connections === connections)!;
        const reference = run.cells.find((c) => c.route === 'static file' && c.connections === connections)!;
        const errors = cell.errors ? ` (${cell.errors} errors)` : '';
        return `${cell.perSecond.toFixed(0).padStart(16)}${`${cell.p95.toFixed(0)} ms`.padStart(9)}${(cell.perSecond / reference.perSecond).toFixed(2).padStart(10)}${errors}`;
      });
      console.log(`  ${route.name.padEnd(17)}${cells.join('')}`);
    }
  }
  const on = runs.find((run) => run.pageCache === 'on')!;
  const off = runs.find((run) => run.pageCache === 'off')!;
  const at50 = (run: ThroughputRun, name: string) => run.cells.find((c) => c.route === name && c.connections === 50)!;
  for (const route of routes.filter((r) => r.kind !== 'static')) {
    const after = at50(on, route.name);
    const before = at50(off, route.name);
    const aim =
      route.kind === 'guest'
        ? after.perSecond >= THROUGHPUT_AIMS.guestPerSecond && after.p95 <= THROUGHPUT_AIMS.guestP95Ms
          ? `aim ≥ ${THROUGHPUT_AIMS.guestPerSecond} req/s, p95 ≤ ${THROUGHPUT_AIMS.guestP95Ms} ms: met`
          : `aim ≥ ${THROUGHPUT_AIMS.guestPerSecond} req/s, p95 ≤ ${THROUGHPUT_AIMS.guestP95Ms} ms: NOT met`
        : route.kind === 'signed-in'
          ? `aim ≥ ${THROUGHPUT_AIMS.signedInPerSecond} req/s: ${after.perSecond >= THROUGHPUT_AIMS.signedInPerSecond ? 'met' : 'NOT met'}`
          : 'no aim';
    console.log(
      `  ${route.name} at 50 connections: ${after.perSecond.toFixed(0)} req/s with the cache vs ${before.perSecond.toFixed(0)} without → ${(after.perSecond / before.perSecond).toFixed(2)}× (${aim})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  printThroughput(await throughputBench({ postgresUrl, seconds: Number(process.env.THROUGHPUT_SECONDS ?? 5) }));
}
