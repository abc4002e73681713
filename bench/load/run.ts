// `npm run load`: the load run of issue 14 item 8, on loopback, bounded in time. A realistic mix
// (home, search pages and facets, item pages, sign-in with refresh, buyers racing to check out the
// same few items) at LOAD_CONNECTIONS connections for LOAD_SECONDS against the built server
// (`npm run build` first): (a) on PGlite, (b) on PostgreSQL, (c) as two processes sharing one
// PostgreSQL, the requests spread over both. Prints req/s and p50/p95/p99 per route, errors and
// time-outs, then checks the data by SQL and the account guards across processes.
//
//   LOAD_SECONDS=60 LOAD_CONNECTIONS=50 LOAD_TIMEOUT_MS=10000 LOAD_TARGETS=pglite,postgres,two
//   LOAD_DATABASE_URL: a PostgreSQL server to use (else the one `npm run load` starts, TEST_DATABASE_URL)
//   `npm run load -- faults`: the fault runs of bench/load/faults.ts instead
import { existsSync } from 'node:fs';
import { crossProcessChecks } from './cross-process';
import { runFaults } from './faults';
import { freshPglite, freshPostgres, openStorage, readFixture, removeTempDirs } from './fixture';
import { httpClient } from './http';
import { checkInvariants, type Check } from './invariants';
import { runMix, type Tally } from './mix';
import { startServer, type Storage } from './servers';
import { RouteStats } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 10_000);
const TARGETS = (process.env.LOAD_TARGETS ?? 'pglite,postgres,two').split(',');
const POSTGRES_URL = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Web ports of the first and second process (each with its auth host on the next port). */
const PORTS = [3250, 3254];

if (!existsSync('dist/server/serve.js'))
  throw new Error('Run `npm run build` first: the load run measures the built server');
process.on('exit', removeTempDirs);
if (process.argv.includes('faults')) {
  process.exitCode = (await runFaults(POSTGRES_URL)) ? 0 : 1;
  process.exit();
}

const TITLES: Record<string, string> = {
  pglite: '(a) one process on PGlite',
  postgres: '(b) one process on PostgreSQL',
  two: '(c) two processes sharing one PostgreSQL',
};
let failed = false;
for (const target of TARGETS) {
  if (target !== 'pglite' && !POSTGRES_URL) {
    console.log(`\n${TITLES[target]}: skipped (no LOAD_DATABASE_URL or TEST_DATABASE_URL)`);
    continue;
  }
  failed = !(await runTarget(target)) || failed;
}
process.exitCode = failed ? 1 : 0;

async function runTarget(target: string): Promise<boolean> {
  const storage: Storage = target === 'pglite' ? await freshPglite() : await freshPostgres(POSTGRES_URL!);
  let db = await openStorage(storage);
  const fixture = await readFixture(db, { buyerCount: CONNECTIONS });
  if ('dataDir' in storage) await db.close();
  const servers = await Promise.all(PORTS.slice(0, target === 'two' ? 2 : 1).map((port) => startServer(port, storage)));
  const clients = servers.map((server) =>
    httpClient(server.origin, { connections: CONNECTIONS, timeoutMs: TIMEOUT_MS }),
  );
  const stats = new RouteStats();
  try {
    await Promise.all(clients.map((client) => client.send({ path: '/' })));
    const tally = await runMix({ fixture, clients, stats, connections: CONNECTIONS, seconds: SECONDS });
    const guards = await crossProcessChecks(clients[0]!, clients.at(-1)!);
    await Promise.all(servers.map((server) => server.stop()));
    if ('dataDir' in storage) db = await openStorage(storage);
    const checks = [...(await checkInvariants(db, fixture.before, tally)), ...guards];
    return report(target, stats, checks, tally);
  } finally {
    clients.forEach((client) => client.close());
    await Promise.all(servers.map((server) => server.stop()));
    await db.close().catch(() => {});
  }
}

function report(target: string, stats: RouteStats, checks: Check[], tally: Tally): boolean {
  const rows = stats.table(SECONDS);
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors + row.timeouts, 0);
  console.log(
    `\n${TITLES[target]}: ${CONNECTIONS} connections, ${SECONDS} s, ${total} requests (${(total / SECONDS).toFixed(1)} req/s), ${errors} errors and time-outs`,
  );
  console.log(
    `  ${'route'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'time-outs'.padStart(9)}`,
  );
  for (const row of rows.sort((a, b) => b.requests - a.requests)) {
    const kinds = Object.entries(row.errorKinds)
      .map(([kind, n]) => `${n}× ${kind}`)
      .join(', ');
    console.log(
      `  ${row.route.padEnd(18)} ${row.perSecond.toFixed(1).padStart(7)} ${row.p50.toFixed(0).padStart(8)} ${row.p95.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)} ${String(row.errors).padStart(7)} ${String(row.timeouts).padStart(9)}${kinds ? `  (${kinds})` : ''}`,
    );
  }
  console.log(
    `  checkouts: ${tally.checkouts.length} paid, ${tally.lostRaces} lost the race (409), ${tally.unknownCheckouts} timed out`,
  );
  for (const check of checks) {
    console.log(`  ${check.failures.length ? 'FAILED' : 'held  '} ${check.name}`);
    for (const failure of check.failures.slice(0, 5)) console.log(`           ${failure}`);
  }
  return errors === 0 && checks.every((check) => check.failures.length === 0);
}
