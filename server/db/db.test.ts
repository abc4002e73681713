import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-databases';
import type { Db } from './db';
import { migrate } from './migrate';

const migrationFiles = readdirSync(new URL('./migrations/', import.meta.url))
  .filter((file) => file.endsWith('.sql'))
  .sort();

describeEachDriver('Db', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL); CREATE TABLE tags (name text)');
  });
  afterAll(() => db?.close());

  it('returns bigint and numeric as numbers, timestamptz as Date, jsonb and arrays parsed', async () => {
    const [row] = await db.query(
      `SELECT 9007199254740991::bigint AS big, 12.50::numeric(10, 2) AS money, now() AS at,
              '{"a": [1]}'::jsonb AS doc, $1::int[] AS ids, $2::text AS text, NULL::text AS nothing`,
      [[3, 4], 'x'],
    );
    expect(row).toEqual({
      big: 9007199254740991,
      money: 12.5,
      at: expect.any(Date),
      doc: { a: [1] },
      ids: [3, 4],
      text: 'x',
      nothing: null,
    });
  });

  it('commits a transaction, and rolls it back when its function throws', async () => {
    await db.transaction((tx) => tx.query("INSERT INTO notes VALUES (1, 'kept')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES (2, 'dropped')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('turns a nested transaction into a savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES (3, 'outer')");
      await tx
        .transaction(async (inner) => {
          await inner.query("INSERT INTO notes VALUES (4, 'inner')");
          throw new Error('inner');
        })
        .catch(() => undefined);
      await expect(tx.close()).rejects.toThrow('cannot be closed');
    });
    expect(await db.query('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('migrates once, in file order, recording each migration', async () => {
    const fresh = await driver.open();
    try {
      const [first, concurrent] = await Promise.all([migrate(fresh), migrate(fresh)]);
      expect([...first!, ...concurrent!].sort()).toEqual(migrationFiles);
      expect(await migrate(fresh)).toEqual([]);
      const recorded = await fresh.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(recorded.map((row) => row.name)).toEqual(migrationFiles);
    } finally {
      await fresh.close();
    }
  });
});
