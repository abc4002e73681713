import { AsyncLocalStorage } from 'node:async_hooks';
import { describe } from 'vitest';
import type { Db } from '../db/db';
import { testDrivers, type TestDriver } from './test-databases';

/**
 * A race forced on PostgreSQL (server/testing/README.md 'Tests', 'A forced race'). `Promise.all` of two requests
 * only hopes their transactions overlap (on PGlite they never do: it runs one transaction at a time); a
 * forced race makes them:
 *
 *     const race = forcedRace(db, { pauseAfter: /FROM shipments WHERE swap_id/ });
 *     const app = createApp({ db: race.db, carrier });
 *     const { results, positions } = await race.run(() => print(app), () => print(app));
 *
 * The parties start one after the other. Each runs until the first statement matching `pauseAfter` has
 * run in one of its transactions and stops there, that transaction open with what it read and locked
 * (`paused`); a statement run outside a transaction is stretched into one, so a one-statement claim also
 * stops before it commits. The next party starts once the one before is paused, waits on a lock in
 * PostgreSQL (`blocked`: the code under test made it queue) or has finished (`done`). When every party
 * stands at one of those three, all go on at once and the race waits for each to finish. `positions`
 * says where each party stood at that moment: assert it, so the test shows the interleaving it forced.
 *
 * Without the guard under test both parties reach `paused` having read the same state, and both write;
 * with it, the second is `blocked` (a row or advisory lock), or `paused` or `done` having taken nothing
 * (SKIP LOCKED passed over the row the first holds).
 */

export type StatementMatch = RegExp | ((sql: string) => boolean);

/** Where a party stood when the race let them all go on. */
export type RacePosition = 'paused' | 'blocked' | 'done';

export interface ForcedRaceOptions {
  /** The critical point: a party stops right after its first statement that matches, its transaction open. */
  pauseAfter: StatementMatch;
  /** How long a party may take to reach a position before the race fails (default 10 s). */
  timeoutMs?: number;
}

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

export interface ForcedRace {
  /** The database the parties use: give it to `createApp`, a job worker or the function under test. */
  readonly db: Db;
  /**
   * Runs the parties as above. Answers their results in order once all have finished; throws the first
   * party's error when one throws (catch in the party what it is expected to throw), and throws when a
   * party neither pauses, blocks nor finishes within the timeout (a forced race needs PostgreSQL).
   */
  run<T extends readonly (() => Promise<unknown>)[]>(
    ...parties: T
  ): Promise<{ results: Results<T>; positions: RacePosition[] }>;
}

interface Party {
  index: number;
  /** Stopped at the critical point, until the race goes on. */
  paused: boolean;
  done: boolean;
  /** Backends of the party's open transactions. */
  pids: Set<number>;
}

const POLL_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wraps `db` (a PostgreSQL pool: each party's transaction gets its own connection) for one forced race. */
export function forcedRace(db: Db, { pauseAfter, timeoutMs = 10_000 }: ForcedRaceOptions): ForcedRace {
  const matches = typeof pauseAfter === 'function' ? pauseAfter : (sql: string) => pauseAfter.test(sql);
  const current = new AsyncLocalStorage<Party>();
  let released = false;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));

  /** A transaction handle of `party` that stops after the critical statement until the race goes on. */
  function partyTx(tx: Db, party: Party): Db {
    return {
      async query<T>(sql: string, params?: unknown[]) {
        const rows = await tx.query<T>(sql, params);
        if (!released && !party.paused && matches(sql)) {
          party.paused = true;
          await gate;
        }
        return rows;
      },
      exec: (sql) => tx.exec(sql),
      transaction: (fn) => tx.transaction((inner) => fn(partyTx(inner, party))),
      close: () => tx.close(),
    };
  }

  async function partyTransaction<T>(party: Party, fn: (tx: Db) => Promise<T>): Promise<T> {
    let pid: number | undefined;
    try {
      return await db.transaction(async (tx) => {
        [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
        party.pids.add(pid);
        return fn(partyTx(tx, party));
      });
    } finally {
      if (pid !== undefined) party.pids.delete(pid);
    }
  }

  const raceDb: Db = {
    query<T>(sql: string, params?: unknown[]) {
      const party = current.getStore();
      // A party's lone statement runs as a transaction of its own, so it can stop before it commits.
      return party ? partyTransaction(party, (tx) => tx.query<T>(sql, params)) : db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction(fn) {
      const party = current.getStore();
      return party ? partyTransaction(party, fn) : db.transaction(fn);
    },
    // The race does not own the database: the test closes it.
    close: async () => undefined,
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
  };

  /** Whether one of the party's backends waits on a lock (a row, a table, an advisory lock). */
  async function isBlocked(party: Party): Promise<boolean> {
    if (party.pids.size === 0) return false;
    const rows = await db.query(
      "SELECT 1 FROM pg_stat_activity WHERE pid = ANY ($1::int[]) AND wait_event_type = 'Lock'",
      [[...party.pids]],
    );
    return rows.length > 0;
  }

  /** Resolves once the party is paused, done or waits on a lock; throws after the timeout. */
  async function positioned(party: Party): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (party.paused || party.done) return;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `Forced race: party ${party.index + 1} neither paused, waited on a lock nor finished within ${timeoutMs} ms ` +
            '(a forced race needs PostgreSQL: PGlite runs one transaction at a time)',
        );
      // PGlite would hold the check behind the paused transaction: the deadline wins then.
      const check = isBlocked(party).catch(() => false);
      if (await Promise.race([check, sleep(left).then(() => false)])) return;
      await sleep(POLL_MS);
    }
  }

  return {
    db: raceDb,
    async run(...fns) {
      if (released) throw new Error('A forced race runs once: make a new one');
      const parties: Party[] = [];
      const settled: Promise<PromiseSettledResult<unknown>>[] = [];
      let lineUp: unknown;
      try {
        for (const [index, fn] of fns.entries()) {
          const party: Party = { index, paused: false, done: false, pids: new Set() };
          parties.push(party);
          const done = current.run(party, fn);
          settled.push(
            done.then(
              (value) => ((party.done = true), { status: 'fulfilled' as const, value }),
              (reason: unknown) => ((party.done = true), { status: 'rejected' as const, reason }),
            ),
          );
          await positioned(party);
        }
      } catch (error) {
        lineUp = error;
      }
      // A party neither paused nor done was found waiting on a lock (or the line-up failed).
      const positions = parties.map((party): RacePosition =>
        party.done ? 'done' : party.paused ? 'paused' : 'blocked',
      );
      released = true;
      release();
      const outcomes = await Promise.all(settled);
      if (lineUp) throw lineUp;
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return {
        results: outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as Results<typeof fns>,
        positions,
      };
    },
  };
}

/** A describe block run on PostgreSQL only (TEST_DATABASE_URL), skipped elsewhere: where forced races run. */
export function describePostgres(title: string, body: (driver: TestDriver) => void): void {
  const postgres = testDrivers.find((driver) => driver.name === 'postgres')!;
  describe.skipIf(!postgres.available)(`${title} [postgres]`, () => body(postgres));
}
