import Papa from 'papaparse';
import { IMPORT_FIELDS } from '../../schemas/entities/item-import';
import type { Db } from '../db/db';
import { FORMULA_LINE } from './csv-file';

/** The export's columns: the import's fields (so an export imports back by SKU), then what only an export knows. */
const EXPORT_HEADERS = [...IMPORT_FIELDS.map((field) => field.label), 'State', 'Item ID'];
const PAGE_ROWS = 1_000;

/**
 * CSV text of rows. A cell any line of which starts with = + - @ tab or CR (FORMULA_LINE) gets a leading ' (papaparse's
 * escapeFormulae), so a spreadsheet shows `=cmd|…` as text instead of running it; the import takes the ' off again.
 * papaparse's own pattern (`escapeFormulae: true`) misses every multi-line cell, even one starting with =.
 */
export function csvText(rows: unknown[][]): string {
  return `${Papa.unparse(rows, { escapeFormulae: FORMULA_LINE, newline: '\r\n' })}\r\n`;
}

/** The template: the columns and two rows that import as they are. */
export function importTemplate(): string {
  return csvText([
    IMPORT_FIELDS.map((field) => field.label),
    [
      'DRV-001',
      'Titleist TSR2 Driver 10°',
      'golf/clubs/drivers',
      'Titleist',
      'TSR2',
      'used',
      '249.99',
      '1',
      'Stiff shaft, head cover included',
      'yes',
    ],
    ['STK-014', 'Senior hockey stick, left hand', 'hockey/sticks/senior', '', '', 'new', '129.00', '3', '', 'no'],
  ]);
}

interface ExportRow {
  id: number;
  sku: string | null;
  name: string;
  category: string | null;
  brand: string | null;
  model: string | null;
  condition: string | null;
  list_price: number | null;
  quantity: number;
  description: string;
  accepts_offers: boolean;
  state: string;
}

/** The seller's items as CSV, written a page at a time (memory stays flat whatever the count). */
export function exportItems(db: Db, sellerId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvText([EXPORT_HEADERS])}`));
        return;
      }
      const rows = await db.query<ExportRow>(
        `SELECT i.id, i.sku, i.name, c.slug AS category, b.name AS brand, m.name AS model, i.condition, i.list_price,
                i.quantity, i.description, i.accepts_offers, i.state
           FROM items i
           LEFT JOIN categories c ON c.id = i.category_id
           LEFT JOIN brands b ON b.id = i.brand_id
           LEFT JOIN models m ON m.id = i.model_id
          WHERE i.seller_id = $1 AND i.id > $2
          ORDER BY i.id LIMIT $3`,
        [sellerId, afterId, PAGE_ROWS],
      );
      if (rows.length === 0) return controller.close();
      afterId = rows.at(-1)!.id;
      controller.enqueue(
        encoder.encode(
          csvText(
            rows.map((row) => [
              row.sku ?? '',
              row.name,
              row.category ?? '',
              row.brand ?? '',
              row.model ?? '',
              row.condition ?? '',
              row.list_price?.toFixed(2) ?? '',
              row.quantity,
              row.description,
              row.accepts_offers ? 'yes' : 'no',
              row.state,
              row.id,
            ]),
          ),
        ),
      );
    },
  });
}
