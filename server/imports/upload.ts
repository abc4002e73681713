import { IMPORT_UPLOAD_LIMIT_BYTES, MAX_IMPORT_BYTES } from '../../schemas/entities/item-import';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { bodyTooLarge, readBodyWithin } from '../http/body-limit';
import { guessMapping } from './column-mapping';
import { decodeCsv, readCsvRows } from './csv-file';
import { createImport, rememberedMapping } from './import-records';
import { PREVIEW_ROWS } from './preview';

/** The uploaded file (multipart field `file`): its name and bytes, within MAX_IMPORT_BYTES (else 413). */
export async function readUploadedFile(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const body = await readBodyWithin(request, IMPORT_UPLOAD_LIMIT_BYTES);
  const form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string')
    throw new ApiError(400, [{ message: 'Choose a CSV file to upload', code: 'invalid', field: 'file' }]);
  if (file.size > MAX_IMPORT_BYTES) throw bodyTooLarge(MAX_IMPORT_BYTES);
  return { name: file.name.slice(0, 200) || 'items.csv', bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * Stores an upload as a new import of the seller's: decoded (UTF-8 only), every row counted in one
 * streaming pass (refused past MAX_IMPORT_ROWS), the mapping guessed from the headers and the
 * seller's last choice. Returns the import's id and its first rows.
 */
export async function storeUpload(db: Db, userId: number, file: { name: string; bytes: Uint8Array }) {
  const csv = decodeCsv(file.bytes);
  if (csv.includes('\u0000'))
    throw new ApiError(422, [{ message: 'The file holds binary data, not CSV text', code: 'invalid', field: 'file' }]);
  const first: { cells: string[]; rowNumber: number }[] = [];
  let totalRows = 0;
  const headers = await readCsvRows(csv, {
    row(cells, rowNumber) {
      totalRows += 1;
      if (first.length < PREVIEW_ROWS) first.push({ cells, rowNumber });
    },
  });
  const mapping = guessMapping(headers, await rememberedMapping(db, userId));
  const id = await createImport(db, { userId, filename: file.name, csv, headers, mapping, totalRows });
  return { id, headers, mapping, first };
}
