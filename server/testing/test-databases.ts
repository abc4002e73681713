import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { postgresDatabaseUrl, withAdmin } from './postgres-admin';

export interface TestDriver {
  name: 'pglite' | 'postgres';
  /** False when the driver cannot run here (PostgreSQL without TEST_DATABASE_URL). */
  available: boolean;
  /** A new, empty database; close() discards it. */
  open(): Promise<Db>;
  /** A new copy of the run's migrated and seeded database (server/testing/seeded-templates.ts); close() discards it. */
  openSeeded(): Promise<Db>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
let databaseCount = 0;
let pgliteArchive: Promise<Blob> | undefined;

/** In-memory PGlite always; PostgreSQL when TEST_DATABASE_URL is set (scripts/postgres-test.sh). */
export const testDrivers: TestDriver[] = [
  {
    name: 'pglite',
    available: true,
    open: () => openDb(),
    async openSeeded() {
      pgliteArchive ??= readFile(inject('seededTemplates').pgliteArchive).then((bytes) => new Blob([bytes]));
      return openDb({ archive: await pgliteArchive });
    },
  },
  {
    name: 'postgres',
    available: Boolean(postgresUrl),
    open: () => openPostgresTestDatabase(postgresUrl!),
    openSeeded: () => openPostgresTestDatabase(postgresUrl!, inject('seededTemplates').postgresTemplate!),
  },
];

/** A copy of the run's seeded database on PGlite, for the tests that need one database and no driver matrix. */
export const openSeededPglite = (): Promise<Db> => testDrivers[0]!.openSeeded();

/** One describe block per driver, skipped where the driver is unavailable. */
export function describeEachDriver(title: string, body: (driver: TestDriver) => void): void {
  for (const driver of testDrivers) describe.skipIf(!driver.available)(`${title} [${driver.name}]`, () => body(driver));
}

/** A migrated and seeded database with the app on it, opened once for the enclosing describe block. */
export function useSeededApp(driver: TestDriver): { app: Hono; db: Db } {
  const context = {} as { app: Hono; db: Db };
  beforeAll(async () => {
    context.db = await driver.openSeeded();
    context.app = createApp({ db: context.db });
  });
  afterAll(() => context.db?.close());
  return context;
}

/** A throwaway database on the test server (a copy of `template` if given), dropped when the returned Db closes. */
async function openPostgresTestDatabase(serverUrl: string, template?: string): Promise<Db> {
  const name = `kitswap_test_${process.pid}_${Date.now().toString(36)}_${++databaseCount}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const db = openPostgres(postgresDatabaseUrl(serverUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
