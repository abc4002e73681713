import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../prepare-database';

export interface TestDriver {
  name: 'pglite' | 'postgres';
  /** False when the driver cannot run here (PostgreSQL without TEST_DATABASE_URL). */
  available: boolean;
  /** A new, empty database; close() discards it. */
  open(): Promise<Db>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
let databaseCount = 0;

/** In-memory PGlite always; PostgreSQL when TEST_DATABASE_URL is set (scripts/postgres-test.sh). */
export const testDrivers: TestDriver[] = [
  { name: 'pglite', available: true, open: () => openDb() },
  { name: 'postgres', available: Boolean(postgresUrl), open: () => openPostgresTestDatabase(postgresUrl!) },
];

/** One describe block per driver, skipped where the driver is unavailable. */
export function describeEachDriver(title: string, body: (driver: TestDriver) => void): void {
  for (const driver of testDrivers) describe.skipIf(!driver.available)(`${title} [${driver.name}]`, () => body(driver));
}

/** A migrated and seeded database with the app on it, opened once for the enclosing describe block. */
export function useSeededApp(driver: TestDriver): { app: Hono; db: Db } {
  const context = {} as { app: Hono; db: Db };
  beforeAll(async () => {
    context.db = await driver.open();
    await prepareDatabase(context.db);
    context.app = createApp({ db: context.db });
  });
  afterAll(() => context.db?.close());
  return context;
}

/** A throwaway database on the test server, dropped when the returned Db is closed. */
async function openPostgresTestDatabase(serverUrl: string): Promise<Db> {
  const name = `kitswap_test_${process.pid}_${Date.now().toString(36)}_${++databaseCount}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
