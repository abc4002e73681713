import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from './db';
import { openPostgres } from './postgres';

const FAST = { connectTimeoutMs: 500, queryTimeoutMs: 1_000 };
const opened: Db[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close().catch(() => {})));
  for (const server of servers.splice(0)) server.close();
});

function appOn(url: string) {
  const db = openPostgres(url, FAST);
  opened.push(db);
  return createApp({ db });
}

async function listen(onSocket: (socket: Socket) => void): Promise<number> {
  const server = createServer(onSocket);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

async function expectUnavailable(app: ReturnType<typeof createApp>, withinMs: number) {
  const started = Date.now();
  const response = await app.request('/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), code: 'unavailable' }] });
  expect(Date.now() - started).toBeLessThan(withinMs);
}

describe('PostgreSQL out of reach', () => {
  it('answers 503 unavailable when the server refuses connections', async () => {
    const port = await listen((socket) => socket.destroy());
    servers.pop()!.close();
    await expectUnavailable(appOn(`postgres://postgres@127.0.0.1:${port}/postgres`), 3_000);
  });

  it('answers 503 unavailable within the connect time-out when the server never answers', async () => {
    const port = await listen(() => {});
    await expectUnavailable(appOn(`postgres://postgres@127.0.0.1:${port}/postgres`), 3_000);
  });
});

/**
 * A TCP relay in front of the test PostgreSQL that can cut every connection (as a stopped server
 * does), freeze them (as a hung server or a dead network does), and let traffic through again.
 */
async function relayTo(target: URL) {
  let mode: 'open' | 'cut' | 'frozen' = 'open';
  const sockets = new Set<Socket>();
  const port = await listen((client) => {
    if (mode === 'cut') return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
    },
    freeze: () => void (mode = 'frozen'),
    restore: () => void (mode = 'open'),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL lost and back [postgres]', () => {
  it('answers 503 while the database is gone or hung, and recovers without a restart', async () => {
    const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL!));
    const app = appOn(relay.url);
    expect((await app.request('/health')).status).toBe(200);

    relay.cut();
    await expectUnavailable(app, 3_000);
    relay.restore();
    expect((await app.request('/health')).status).toBe(200);

    relay.freeze();
    await expectUnavailable(app, 5_000);
    relay.restore();
    expect((await app.request('/health')).status).toBe(200);
  });
});
