import pg from 'pg';
import { transactionDb, type Db } from './db';
import { listenOnPostgres } from './postgres-listen';
import { unavailableOr } from './unavailable';

const BIGINT_OID = 20;
const NUMERIC_OID = 1700;

export interface PostgresOptions {
  /** How long to wait for a connection (a new one, or a free one of the pool) before answering 503. */
  connectTimeoutMs?: number;
  /**
   * How long one statement may go unanswered before the connection counts as lost (a hung server or
   * a dead network would otherwise hold the request, and its pool connection, forever). Generous:
   * the seed inserts its 20k–100k items in one statement, and a second process starting on an
   * empty database waits for the first one's seed (an advisory lock) within one statement too.
   * Once the pool's connections are all held, further requests get 503 after `connectTimeoutMs`.
   */
  queryTimeoutMs?: number;
}

/**
 * Opens a PostgreSQL server through a node-postgres pool. A lost database (refused, dropped, timed
 * out) fails each call with `DatabaseUnavailableError` (503); the pool reconnects by itself.
 */
export function openPostgres(
  connectionString: string,
  { connectTimeoutMs = 5_000, queryTimeoutMs = 60_000 }: PostgresOptions = {},
): Db {
  const types = new pg.TypeOverrides();
  types.setTypeParser(BIGINT_OID, Number);
  types.setTypeParser(NUMERIC_OID, Number);
  const pool = new pg.Pool({
    connectionString,
    types,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    keepAlive: true,
  });
  // An idle connection dropped by the server must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('[server] PostgreSQL idle connection error:', error.message));
  return {
    query: async (sql, params) => (await pool.query(sql, params).catch(unavailableOr)).rows,
    exec: async (sql) => void (await pool.query(sql).catch(unavailableOr)),
    async transaction(fn) {
      const client = await pool.connect().catch(unavailableOr);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(
          transactionDb({
            query: async (sql, params) => (await client.query(sql, params)).rows,
            exec: async (sql) => void (await client.query(sql)),
          }),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        return unavailableOr(error);
      } finally {
        // A connection that cannot even roll back is destroyed rather than handed out again.
        client.release(broken);
      }
    },
    close: () => pool.end(),
    listen: (channel, listener) =>
      listenOnPostgres(
        { connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true },
        channel,
        listener,
      ),
  };
}
