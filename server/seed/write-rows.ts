import type { Db } from '../db/db';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Inserts rows in one statement: they travel as one JSON array and jsonb_populate_recordset turns
 * them into rows of the table's own column types (arrays, jsonb, timestamps included).
 */
export async function insertRows(db: Db, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).map(quote).join(', ');
  await db.query(
    `INSERT INTO ${quote(table)} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** After rows were inserted with explicit ids, moves the table's id sequence past them. */
export async function syncIdSequence(db: Db, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), max(id)) FROM ${quote(table)} HAVING count(*) > 0`, [
    table,
  ]);
}
