import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { archiveDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../prepare-database';
import { DEVELOPMENT_SEED } from '../seed/seed-plan';
import { postgresDatabaseUrl, withAdmin } from './postgres-admin';

/** What the node project's global setup hands to every test file (read with `inject`). */
export interface SeededTemplates {
  /** A file holding the archive of a migrated and seeded PGlite data directory. */
  pgliteArchive: string;
  /** A migrated and seeded database on the test PostgreSQL server to copy, when there is one. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/**
 * Vitest global setup of the node project: migrates and seeds one database per driver, once per run.
 * Each test file then starts from a copy (`useSeededApp`) instead of seeding its own twice, which cost
 * ~5 s a file. The seed's dates follow the time of this setup (a run is minutes long).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgliteArchive = join(tmpdir(), `kitswap-seeded-${process.pid}.tar`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? `kitswap_seeded_${process.pid}` : null;
  await Promise.all([
    archiveDb((db) => prepareDatabase(db, { seed: DEVELOPMENT_SEED })).then(async (archive) =>
      writeFile(pgliteArchive, Buffer.from(await archive.arrayBuffer())),
    ),
    serverUrl && postgresTemplate ? seedPostgresTemplate(serverUrl, postgresTemplate) : null,
  ]);
  project.provide('seededTemplates', { pgliteArchive, postgresTemplate });
  return async () => {
    await rm(pgliteArchive, { force: true });
    if (serverUrl && postgresTemplate) {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`));
    }
  };
}

async function seedPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const db = openPostgres(postgresDatabaseUrl(serverUrl, name));
  try {
    await prepareDatabase(db, { seed: DEVELOPMENT_SEED });
  } finally {
    await db.close();
  }
}
