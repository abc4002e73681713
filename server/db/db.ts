/**
 * The one data-access interface of the server: plain SQL with positional parameters ($1, $2...).
 * Two implementations: PGlite (embedded, ./pglite.ts) and node-postgres (./postgres.ts).
 * Both return bigint and numeric columns as JS numbers, and timestamptz columns as Dates.
 */
export interface Db {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside a transaction (a savepoint when already inside one); rolls back if fn throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Releases the connection(s); a transaction handle cannot be closed. */
  close(): Promise<void>;
  /**
   * LISTENs on a channel for the whole life of the database (a transaction handle has none): the
   * listener hears each committed NOTIFY, and when notifications may have been missed (the
   * connection dropped) until it listens again. Resolves once listening; the answer stops it.
   */
  listen?(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
}

/** What a LISTEN on a channel hears (Db.listen). */
export interface ChannelListener {
  /** A transaction that sent NOTIFY on the channel committed; its payload. */
  notified(payload: string): void;
  /** The connection dropped: notifications from now until `listening` may be missed. */
  lost(): void;
  /** Listening again after `lost` (the first LISTEN resolves Db.listen instead). */
  listening(): void;
}

/** A Db bound to one open transaction: nested transactions become savepoints. */
export function transactionDb(run: Pick<Db, 'query' | 'exec'>): Db {
  let depth = 0;
  const tx: Db = {
    query: (sql, params) => run.query(sql, params),
    exec: (sql) => run.exec(sql),
    async transaction(fn) {
      const savepoint = `sp_${++depth}`;
      await run.exec(`SAVEPOINT ${savepoint}`);
      try {
        const result = await fn(tx);
        await run.exec(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (error) {
        await run.exec(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw error;
      } finally {
        depth--;
      }
    },
    close: () => Promise.reject(new Error('A transaction handle cannot be closed')),
  };
  return tx;
}
