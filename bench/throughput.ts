// Server throughput (issue 20 item 5): req/s and p95 per route at 1, 10 and 50 connections against the
// built server on PostgreSQL, beside a static file sent by the same server (the ratio). Run twice in
// the same run: with the in-process caches off (KS_GUEST_PAGE_CACHE=off: every page rendered, every API
// answer asked, the reference) and on (as `npm start` serves); then the signed-in routes again with one
// web process per core (KS_WEB_PROCESSES). Closed loop on loopback: each connection sends its next
// request when the last one is answered, as a browser (Accept-Encoding: gzip, deflate, br) would ask.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { freshPostgres, openStorage, readFixture } from './load/fixture';
import { httpClient, type RequestSpec } from './load/http';
import { startServer } from './load/servers';
import { RouteStats } from './load/stats';

const CONNECTIONS = [1, 10, 50] as const;
/** THROUGHPUT_PORT moves the server (and its auth host on the next port) off the default. */
const PORT = Number(process.env.THROUGHPUT_PORT ?? 3196);
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
  /** Web processes (KS_WEB_PROCESSES); the multi-process run measures the signed-in routes alone. */
  processes: number;
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
  const signedIn = { ...gzip, cookie: `access_token=${fixture.buyers[0]!.token}` };
  const routes: Route[] = [
    {
      name: 'static file',
      kind: 'static',
      request: { path: `/${manifest['host/entry-client.tsx']!.file}`, headers: gzip },
    },
    { name: 'home', kind: 'guest', request: { path: '/', headers: gzip } },
    { name: 'search', kind: 'guest', request: { path: '/search?q=glove', headers: gzip } },
    { name: 'item page', kind: 'item', request: { path: fixture.itemPaths[0]!, headers: gzip } },
    { name: 'home, signed in', kind: 'signed-in', request: { path: '/', headers: signedIn } },
    { name: 'item, signed in', kind: 'signed-in', request: { path: fixture.itemPaths[0]!, headers: signedIn } },
  ];
  const load = loadavg();
  const runs: ThroughputRun[] = [];
  const cores = availableParallelism();
  const plan: { pageCache: 'off' | 'on'; processes: number; routes: Route[] }[] = [
    { pageCache: 'off', processes: 1, routes },
    { pageCache: 'on', processes: 1, routes },
  ];
  // A deployment lever for what is rendered per request: one web process per core (host/server/web-processes.ts).
  const perRequest = routes.filter((route) => route.kind === 'static' || route.kind === 'signed-in');
  if (cores > 1) plan.push({ pageCache: 'on', processes: cores, routes: perRequest });
  for (const { pageCache, processes, routes } of plan) {
    const server = await startServer(PORT, storage, {
      KS_GUEST_PAGE_CACHE: pageCache,
      KS_WEB_PROCESSES: String(processes),
    });
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
      runs.push({ pageCache, processes, cells });
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
      `  guest page cache ${run.pageCache}${run.pageCache === 'off' ? ' (KS_GUEST_PAGE_CACHE=off: every page rendered, every API answer asked)' : ''}${run.processes > 1 ? `, ${run.processes} web processes (KS_WEB_PROCESSES)` : ''}`,
    );
    console.log(header);
    for (const route of routes.filter((r) => run.cells.some((c) => c.route === r.name))) {
      const cells = CONNECTIONS.map((connections) => {
        const cell = run.cells.find((c) => c.route === route.name && c.connections === connections)!;
        const reference = run.cells.find((c) => c.route === 'static file' && c.connections === connections)!;
        const errors = cell.errors ? ` (${cell.errors} errors)` : '';
        return `${cell.perSecond.toFixed(0).padStart(16)}${`${cell.p95.toFixed(0)} ms`.padStart(9)}${(cell.perSecond / reference.perSecond).toFixed(2).padStart(10)}${errors}`;
      });
      console.log(`  ${route.name.padEnd(17)}${cells.join('')}`);
    }
  }
  const on = runs.find((run) => run.pageCache === 'on' && run.processes === 1)!;
  const off = runs.find((run) => run.pageCache === 'off')!;
  const several = runs.find((run) => run.processes > 1);
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
  for (const route of several ? routes.filter((r) => r.kind === 'signed-in') : []) {
    const cell = at50(several!, route.name);
    console.log(
      `  ${route.name} at 50 connections, ${several!.processes} web processes: ${cell.perSecond.toFixed(0)} req/s, p95 ${cell.p95.toFixed(0)} ms (${(cell.perSecond / at50(on, route.name).perSecond).toFixed(2)}× one process; aim ≥ ${THROUGHPUT_AIMS.signedInPerSecond} req/s: ${cell.perSecond >= THROUGHPUT_AIMS.signedInPerSecond ? 'met' : 'NOT met'})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  printThroughput(await throughputBench({ postgresUrl, seconds: Number(process.env.THROUGHPUT_SECONDS ?? 5) }));
}
