import type { ImportMapping, ItemImport } from '../../schemas/entities/item-import';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** The columns of an import's progress: never the file itself, which polling must not read. */
const PROGRESS = `i.id, i.user_id, i.filename, i.headers, i.mapping, i.total_rows, i.processed_rows, i.created_count,
  i.updated_count, i.failed_count, i.created_at, i.finished_at, j.state AS job_state, j.last_error`;

interface ProgressRow extends Omit<ItemImport, 'state' | 'error' | 'created_at' | 'finished_at'> {
  user_id: number;
  job_state: 'queued' | 'running' | 'done' | 'failed' | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function toImport(row: ProgressRow): ItemImport {
  const { user_id: _owner, job_state, last_error, ...rest } = row;
  return {
    ...rest,
    state: job_state ?? 'uploaded',
    error: job_state === 'done' ? null : last_error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export async function createImport(
  db: Db,
  values: {
    userId: number;
    filename: string;
    csv: string;
    headers: string[];
    mapping: ImportMapping;
    totalRows: number;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO item_imports (user_id, filename, csv, headers, mapping, total_rows)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [values.userId, values.filename, values.csv, values.headers, JSON.stringify(values.mapping), values.totalRows],
  );
  return row!.id;
}

/** The caller's import (403 someone else's, 404 unknown). */
export async function findImport(db: Db, id: number, userId: number): Promise<ItemImport> {
  const [row] = await db.query<ProgressRow>(
    `SELECT ${PROGRESS} FROM item_imports i LEFT JOIN jobs j ON j.id = i.job_id WHERE i.id = $1`,
    [id],
  );
  if (!row) throw ApiError.notFound('Import not found');
  if (row.user_id !== userId) throw new ApiError(403, [{ message: 'This import is not yours', code: 'forbidden' }]);
  return toImport(row);
}

/** The caller's imports, newest first. */
export async function listImports(db: Db, userId: number, limit = 10): Promise<ItemImport[]> {
  const rows = await db.query<ProgressRow>(
    `SELECT ${PROGRESS} FROM item_imports i LEFT JOIN jobs j ON j.id = i.job_id
      WHERE i.user_id = $1 ORDER BY i.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toImport);
}

/** The file's text, for the preview and the job. */
export async function importFile(db: Db, id: number): Promise<string> {
  const [row] = await db.query<{ csv: string }>('SELECT csv FROM item_imports WHERE id = $1', [id]);
  return row?.csv ?? '';
}

/**
 * Stores the import's mapping and remembers it as the seller's choice for the next file; 409 once the
 * import has started (checked in the same statement, so a start in between wins cleanly).
 */
export async function saveMapping(db: Db, id: number, userId: number, mapping: ImportMapping): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await tx.query('UPDATE item_imports SET mapping = $2 WHERE id = $1 AND job_id IS NULL RETURNING id', [
      id,
      JSON.stringify(mapping),
    ]);
    if (saved.length === 0)
      throw new ApiError(409, [{ message: 'This import has started: its columns are set', code: 'started' }]);
    await tx.query(
      `INSERT INTO item_import_mappings (user_id, mapping) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`,
      [userId, JSON.stringify(mapping)],
    );
  });
}

export async function rememberedMapping(db: Db, userId: number): Promise<ImportMapping> {
  const [row] = await db.query<{ mapping: ImportMapping }>(
    'SELECT mapping FROM item_import_mappings WHERE user_id = $1',
    [userId],
  );
  return row?.mapping ?? {};
}

/** The rows the import could not take, in file order, with their cells as uploaded. */
export async function importErrors(
  db: Db,
  id: number,
): Promise<{ row_number: number; cells: string[]; messages: string[] }[]> {
  return db.query(
    'SELECT row_number, cells, messages FROM item_import_errors WHERE import_id = $1 ORDER BY row_number',
    [id],
  );
}
