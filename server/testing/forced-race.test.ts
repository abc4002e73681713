import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { describePostgres, forcedRace } from './forced-race';
import { testDrivers } from './test-databases';

/** Reads the counter, then writes what it read plus one: a lost update unless the read locks the row. */
const increment = (db: Db, lock: string) => () =>
  db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(`SELECT n FROM counter WHERE id = 1 ${lock}`);
    await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [row!.n + 1]);
    return row!.n;
  });

describePostgres('a forced race', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await db.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
  });
  afterAll(() => db?.close());
  beforeEach(() => db.exec('DELETE FROM counter; INSERT INTO counter VALUES (1, 0)'));
  const count = async () => (await db.query<{ n: number }>('SELECT n FROM counter'))[0]!.n;

  it('makes both transactions read before either writes: an unlocked read loses an update every time', async () => {
    const race = forcedRace(db, { pauseAfter: /FROM counter/ });
    const { results, positions } = await race.run(increment(race.db, ''), increment(race.db, ''));
    expect(positions).toEqual(['paused', 'paused']);
    expect(results).toEqual([0, 0]);
    expect(await count()).toBe(1);
  });

  it('lets the second wait on the lock the first holds at the critical point: FOR UPDATE counts both', async () => {
    const race = forcedRace(db, { pauseAfter: /FROM counter/ });
    const { results, positions } = await race.run(increment(race.db, 'FOR UPDATE'), increment(race.db, 'FOR UPDATE'));
    expect(positions).toEqual(['paused', 'blocked']);
    expect(results).toEqual([0, 1]);
    expect(await count()).toBe(2);
  });

  it('stops a lone statement before it commits, and a party that never gets there is done', async () => {
    const race = forcedRace(db, { pauseAfter: /UPDATE counter/ });
    const bump = () => race.db.query<{ n: number }>('UPDATE counter SET n = n + 1 WHERE id = 1 RETURNING n');
    const { results, positions } = await race.run(bump, () => race.db.query('SELECT 1'), bump);
    expect(positions).toEqual(['paused', 'done', 'blocked']);
    expect(results).toEqual([[{ n: 1 }], [{ '?column?': 1 }], [{ n: 2 }]]);
  });

  it("answers the parties' results once all finished, and throws a party's error", async () => {
    const race = forcedRace(db, { pauseAfter: /FROM counter/ });
    await expect(race.run(increment(race.db, ''), () => race.db.query('SELECT * FROM no_such_table'))).rejects.toThrow(
      'no_such_table',
    );
    expect(await count()).toBe(1);
  });
});

describe('a forced race on PGlite', () => {
  const pglite = testDrivers.find((driver) => driver.name === 'pglite')!;
  let db: Db;
  beforeAll(async () => {
    db = await pglite.openSeeded();
    await db.exec('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(() => db?.close());

  it('fails with the reason instead of hanging: PGlite runs one transaction at a time', async () => {
    const race = forcedRace(db, { pauseAfter: /FROM counter/, timeoutMs: 300 });
    await expect(race.run(increment(race.db, ''), increment(race.db, ''))).rejects.toThrow(
      'party 2 neither paused, waited on a lock nor finished within 300 ms',
    );
    // Both went on once the race gave up: one after the other.
    expect((await db.query<{ n: number }>('SELECT n FROM counter'))[0]!.n).toBe(2);
  });
});
