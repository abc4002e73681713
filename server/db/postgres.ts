import pg from 'pg';
import { transactionDb, type Db } from './db';

const BIGINT_OID = 20;
const NUMERIC_OID = 1700;

/** Opens a PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string): Db {
  const types = new pg.TypeOverrides();
  types.setTypeParser(BIGINT_OID, Number);
  types.setTypeParser(NUMERIC_OID, Number);
  const pool = new pg.Pool({ connectionString, types });
  // An idle connection dropped by the server must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('[server] PostgreSQL idle connection error:', error.message));
  return {
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
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
        throw error;
      } finally {
        // A connection that cannot even roll back is destroyed rather than handed out again.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
