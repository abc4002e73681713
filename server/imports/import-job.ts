import type { ImportMapping } from '../../schemas/entities/item-import';
import type { Db } from '../db/db';
import type { JobContext } from '../jobs/worker';
import { loadCatalogueLookup } from './catalogue-lookup';
import { readCsvRows } from './csv-file';
import { importFile } from './import-records';
import { checkRow, columnIndexes, mappedCells, type CheckedRow } from './import-rows';
import { markInventoryImported, takenDownSkus, upsertImportedItems } from './item-writes';

export const IMPORT_ITEMS_JOB = 'items.import';
/** Rows written per transaction: big enough to be fast, small enough to keep memory flat and progress moving. */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportItemsPayload {
  import_id: number;
}

interface PendingRow {
  rowNumber: number;
  cells: string[];
  checked: CheckedRow;
}

/**
 * The import job: streams the file's rows, checks each, and writes them IMPORT_CHUNK_ROWS at a time,
 * each chunk with its progress in one transaction that also holds the job's lease. A worker that
 * takes the job over (its first worker died) resumes after the last committed chunk.
 */
export async function runImportItemsJob({ job, db, signal, extendLease }: JobContext<ImportItemsPayload>) {
  const [record] = await db.query<{
    user_id: number;
    headers: string[];
    mapping: ImportMapping;
    processed_rows: number;
  }>('SELECT user_id, headers, mapping, processed_rows FROM item_imports WHERE id = $1', [job.payload.import_id]);
  if (!record) return; // the seller's account is gone, and its imports with it
  const context = {
    mapping: record.mapping,
    lookup: await loadCatalogueLookup(db),
    seenSkus: new Map<string, number>(),
  };
  const indexes = columnIndexes(record.headers, record.mapping);
  let seen = 0;
  let pending: PendingRow[] = [];
  const flush = async () => {
    signal.throwIfAborted();
    const rows = pending;
    pending = [];
    await db.transaction(async (tx) => {
      await extendLease(tx);
      await writeChunk(tx, job.payload.import_id, record.user_id, rows);
    });
  };
  await readCsvRows(await importFile(db, job.payload.import_id), {
    async row(cells, rowNumber) {
      // Rows already written still pass through the check: their SKUs count as seen.
      const checked = checkRow(mappedCells(cells, indexes), rowNumber, context);
      if (++seen <= record.processed_rows) return;
      pending.push({ rowNumber, cells, checked });
      if (pending.length >= IMPORT_CHUNK_ROWS) await flush();
    },
  });
  if (pending.length > 0) await flush();
  await db.transaction(async (tx) => {
    await extendLease(tx);
    const [done] = await tx.query<{ written: number }>(
      `UPDATE item_imports SET finished_at = now() WHERE id = $1 RETURNING created_count + updated_count AS written`,
      [job.payload.import_id],
    );
    if (done && done.written > 0) await markInventoryImported(tx, record.user_id);
  });
}

async function writeChunk(tx: Db, importId: number, sellerId: number, rows: PendingRow[]) {
  const items = rows.flatMap((row) => (row.checked.item ? [row.checked.item] : []));
  const written = await upsertImportedItems(tx, sellerId, items);
  const down = await takenDownSkus(
    tx,
    sellerId,
    items.filter((item) => !written.has(item.sku)).map((item) => item.sku),
  );
  const failed = rows.flatMap((row) => {
    if (!row.checked.item) return [{ ...row, messages: row.checked.errors.map(describeError) }];
    if (written.has(row.checked.item.sku)) return [];
    const sku = row.checked.item.sku;
    const message = down.has(sku)
      ? `SKU ${sku}: Kitswap staff took its item down; it stays off the marketplace`
      : `SKU ${sku}: its item is sold or archived; give this item a new SKU`;
    return [{ ...row, messages: [message] }];
  });
  if (failed.length > 0) {
    await tx.query(
      `INSERT INTO item_import_errors (import_id, row_number, cells, messages)
       SELECT $1, r.row_number, r.cells::jsonb, r.messages::jsonb
         FROM unnest($2::int[], $3::text[], $4::text[]) AS r (row_number, cells, messages)
       ON CONFLICT (import_id, row_number) DO NOTHING`,
      [
        importId,
        failed.map((row) => row.rowNumber),
        failed.map((row) => JSON.stringify(row.cells)),
        failed.map((row) => JSON.stringify(row.messages)),
      ],
    );
  }
  const created = [...written.values()].filter((outcome) => outcome === 'created').length;
  await tx.query(
    `UPDATE item_imports SET processed_rows = processed_rows + $2, created_count = created_count + $3,
            updated_count = updated_count + $4, failed_count = failed_count + $5
      WHERE id = $1`,
    [importId, rows.length, created, written.size - created, failed.length],
  );
}

function describeError(error: { column: string | null; field: string; message: string }): string {
  return `${error.column ?? error.field}: ${error.message}`;
}
