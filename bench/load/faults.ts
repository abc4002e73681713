// `npm run load -- faults`: issue 14 item 9 against the built server. (1) Kill the process
// (SIGKILL) while 50 buyers check out racing items and make offers, restart it on the same data,
// three times, then check by SQL that nothing is half written — on PGlite and on PostgreSQL.
// (2) PostgreSQL stopped under a running server: pages answer the error page and the API 503
// `unavailable`, promptly; once PostgreSQL is back both answer again without a restart.
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../server/db/db';
import { freshPglite, freshPostgres, openStorage, readFixture, type Fixture } from './fixture';
import { httpClient, type HttpClient } from './http';
import { checkInvariants, type Check } from './invariants';
import { startServer, type Storage } from './servers';

const CONNECTIONS = 50;
const KILLS = 3;
const PORT = 3258;
const MAIN = '/api/proxy/main';

/** Writes until stopped: each buyer checks out a raced item or makes an offer, over and over. */
function writeUntilStopped(http: HttpClient, fixture: Fixture) {
  let stopped = false;
  let next = 0;
  const writer = async (buyer: Fixture['buyers'][number]) => {
    const headers = { authorization: `Bearer ${buyer.token}` };
    const cart = `${MAIN}/v1/users/${buyer.uuid}/cart`;
    while (!stopped) {
      if (Math.random() < 0.5) {
        const itemId = fixture.raceItems[Math.floor(next++ / 4) % fixture.raceItems.length]!;
        const added = await http.send({
          method: 'POST',
          path: `${cart}/cart_items`,
          headers,
          json: { cart: { cart_item: { item_id: itemId } } },
        });
        if (added.status === 201)
          await http.send({
            method: 'POST',
            path: `${cart}/checkout`,
            headers,
            json: { checkout: { nonce: 'fake-valid-nonce' } },
          });
        if (added.status === 0) await sleep(50);
      } else {
        const item = fixture.offerItems[Math.floor(Math.random() * fixture.offerItems.length)]!;
        const amount = Math.max(1, Math.round(item.price * (0.5 + Math.random() * 0.4)));
        const offer = await http.send({
          method: 'POST',
          path: `${MAIN}/v1/swaps`,
          headers,
          json: { swap: { item_id: item.id, offer: { amount } } },
        });
        if (offer.status === 0) await sleep(50);
      }
    }
  };
  const running = Promise.all(fixture.buyers.slice(0, CONNECTIONS).map(writer));
  return async () => {
    stopped = true;
    await running;
  };
}

/** Offers are whole too: at most one pending offer per swap the run touched, and every offer in a swap. */
async function offerChecks(db: Db, fixture: Fixture): Promise<Check[]> {
  const problems = await db.query<{ problem: string }>(
    `SELECT 'swap ' || s.id || ' holds ' || count(*) FILTER (WHERE o.state = 'pending') || ' pending offers' AS problem
     FROM swaps s JOIN offers o ON o.swap_id = s.id
     WHERE s.buyer_id = ANY ($1::int[]) AND s.item_id = ANY ($2::int[])
     GROUP BY s.id HAVING count(*) FILTER (WHERE o.state = 'pending') > 1`,
    [fixture.buyers.map((buyer) => buyer.id), fixture.offerItems.map((item) => item.id)],
  );
  return [
    {
      name: 'one live offer per swap (a counter-offer never left half done)',
      failures: problems.map((row) => row.problem),
    },
  ];
}

async function killMidWrite(target: 'pglite' | 'postgres', storage: Storage): Promise<boolean> {
  let db = await openStorage(storage);
  const fixture = await readFixture(db, { buyerCount: CONNECTIONS });
  const { before } = fixture;
  if ('dataDir' in storage) await db.close();
  const restarts: number[] = [];
  for (let round = 0; round < KILLS; round++) {
    const started = performance.now();
    const server = await startServer(PORT, storage);
    restarts.push(performance.now() - started);
    const http = httpClient(server.origin, { connections: CONNECTIONS, timeoutMs: 10_000 });
    const stop = writeUntilStopped(http, fixture);
    await sleep(2_000 + Math.random() * 3_000);
    await server.kill();
    await stop();
    http.close();
  }
  const server = await startServer(PORT, storage);
  const http = httpClient(server.origin, { connections: 1, timeoutMs: 10_000 });
  const home = await http.send({ path: '/' });
  http.close();
  await server.stop();
  if ('dataDir' in storage) db = await openStorage(storage);
  const checks = [
    ...(await checkInvariants(db, before)),
    ...(await offerChecks(db, fixture)),
    {
      name: 'the restarted server serves the home page',
      failures: home.status === 200 ? [] : [`GET / answered ${home.status}`],
    },
  ];
  const [orders] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE id > $1', [
    before.maxOrderId,
  ]);
  const [offers] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM offers o JOIN swaps s ON s.id = o.swap_id WHERE s.buyer_id = ANY ($1::int[]) AND s.item_id = ANY ($2::int[])',
    [fixture.buyers.map((buyer) => buyer.id), fixture.offerItems.map((item) => item.id)],
  );
  await db.close();
  console.log(
    `\nKilled with SIGKILL mid-write ${KILLS} times on ${target} (${CONNECTIONS} buyers checking out and making offers; ${orders?.n} orders and ${offers?.n} offers committed; start-up ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s):`,
  );
  return printChecks(checks);
}

function postgresScript(command: 'pause' | 'resume') {
  execFileSync('bash', ['scripts/postgres-test.sh', command], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function postgresStopped(storage: Storage): Promise<boolean> {
  const server = await startServer(PORT, storage);
  const http = httpClient(server.origin, { connections: 4, timeoutMs: 30_000 });
  const failures: string[] = [];
  const lines: string[] = [];
  try {
    postgresScript('pause');
    for (const [what, path, wanted] of [
      ['home page', '/', (status: number, body: string) => status === 503 && body.includes('<html')],
      [
        'item search API',
        `${MAIN}/v1/items?page_size=6`,
        (status: number, body: string) => status === 503 && body.includes('"unavailable"'),
      ],
      ['health', `${MAIN}/health`, (status: number, body: string) => status === 503 && body.includes('"unavailable"')],
    ] as const) {
      const answer = await http.send({ path });
      lines.push(`${what} with PostgreSQL stopped: ${answer.status || 'no answer'} in ${answer.ms.toFixed(0)} ms`);
      if (answer.timedOut || answer.ms > 6_000 || !wanted(answer.status, answer.body))
        failures.push(`${what}: ${answer.status} after ${answer.ms.toFixed(0)} ms, ${answer.body.slice(0, 120)}`);
    }
    postgresScript('resume');
    const back = performance.now();
    let home = await http.send({ path: '/' });
    while (home.status !== 200 && performance.now() - back < 15_000) {
      await sleep(250);
      home = await http.send({ path: '/' });
    }
    const api = await http.send({ path: `${MAIN}/v1/items?page_size=6` });
    lines.push(
      `after PostgreSQL is back: home ${home.status} and item search ${api.status} within ${((performance.now() - back) / 1000).toFixed(1)} s, same process`,
    );
    if (home.status !== 200 || api.status !== 200)
      failures.push(`after PostgreSQL came back: home ${home.status}, API ${api.status}`);
  } finally {
    postgresScript('resume');
    http.close();
    await server.stop();
  }
  console.log('\nPostgreSQL stopped under a running server:');
  for (const line of lines) console.log(`  ${line}`);
  return printChecks([
    { name: 'pages answer the error page and the API 503 promptly, and both recover without a restart', failures },
  ]);
}

function printChecks(checks: Check[]): boolean {
  for (const check of checks) {
    console.log(`  ${check.failures.length ? 'FAILED' : 'held  '} ${check.name}`);
    for (const failure of check.failures.slice(0, 5)) console.log(`           ${failure}`);
  }
  return checks.every((check) => check.failures.length === 0);
}

/** Runs the fault checks; PostgreSQL ones only with a server (`npm run load` starts one). */
export async function runFaults(postgresUrl: string | undefined): Promise<boolean> {
  let held = await killMidWrite('pglite', await freshPglite());
  if (!postgresUrl) {
    console.log('\nPostgreSQL fault checks skipped (no LOAD_DATABASE_URL or TEST_DATABASE_URL)');
    return held;
  }
  held = (await killMidWrite('postgres', await freshPostgres(postgresUrl))) && held;
  if (!process.env.PG_TEST_DIR) {
    console.log(
      '\nPostgreSQL-stopped check skipped: it stops the server of scripts/postgres-test.sh (PG_TEST_DIR), not LOAD_DATABASE_URL',
    );
    return held;
  }
  return (await postgresStopped(await freshPostgres(postgresUrl))) && held;
}
