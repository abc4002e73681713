import type { ImportMapping, ImportPreviewRow } from '../../schemas/entities/item-import';
import type { Db } from '../db/db';
import { loadCatalogueLookup } from './catalogue-lookup';
import { readCsvRows } from './csv-file';
import { checkRow, columnIndexes, mappedCells } from './import-rows';

/** Rows the preview shows and checks. */
export const PREVIEW_ROWS = 20;

/** The first rows as the import would read them with this mapping, each with its errors. */
export async function previewRows(
  db: Db,
  headers: string[],
  rows: { cells: string[]; rowNumber: number }[],
  mapping: ImportMapping,
): Promise<ImportPreviewRow[]> {
  const context = { mapping, lookup: await loadCatalogueLookup(db), seenSkus: new Map<string, number>() };
  const indexes = columnIndexes(headers, mapping);
  return rows.map(({ cells, rowNumber }) => {
    const mapped = mappedCells(cells, indexes);
    return { row_number: rowNumber, cells: mapped, errors: checkRow(mapped, rowNumber, context).errors };
  });
}

/** The file's first PREVIEW_ROWS rows. */
export async function firstRows(csv: string): Promise<{ cells: string[]; rowNumber: number }[]> {
  const rows: { cells: string[]; rowNumber: number }[] = [];
  await readCsvRows(
    csv,
    { row: (cells, rowNumber) => void rows.push({ cells, rowNumber }) },
    { firstRows: PREVIEW_ROWS },
  );
  return rows;
}
