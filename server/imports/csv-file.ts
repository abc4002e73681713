import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '../../schemas/entities/item-import';
import { ApiError } from '../http/api-error';

/**
 * A cell a spreadsheet could run as a formula (OWASP CSV injection): any of its lines starts with = + - @ tab or CR.
 * Not global (papaparse calls `test` on it for every cell).
 */
export const FORMULA_LINE = /(?:^|[\r\n])[=+\-@\t\r]/;

/** A cell of the file, with an export's formula guard (a leading ' on a FORMULA_LINE cell) taken off again. */
export function cellText(value: string | undefined): string {
  const text = (value ?? '').trim();
  return text.startsWith("'") && FORMULA_LINE.test(text.slice(1)) ? text.slice(1) : text;
}

function invalidFile(message: string, code = 'invalid'): ApiError {
  return new ApiError(422, [{ message, code, field: 'file' }]);
}

/**
 * The upload's text: UTF-8 (a byte-order mark is dropped). Anything else is refused rather than
 * guessed, since a wrong guess would publish mangled titles.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidFile(
      'The file is not UTF-8 text. In your spreadsheet choose Save As → “CSV UTF-8” and upload it again.',
      'invalid_encoding',
    );
  }
}

export interface CsvRowVisitor {
  /** Called for each data row (not the header), with its spreadsheet row number (the header is row 1). */
  row(cells: string[], rowNumber: number): void | Promise<void>;
}

/**
 * Streams the file's rows through papaparse one at a time (never the whole file as objects), awaiting
 * the visitor on each, and returns the header. Refuses a file without a header, without rows, with
 * an unclosed quote or with more than MAX_IMPORT_ROWS rows. `firstRows` stops after that many rows (by aborting
 * the parse itself: papaparse's own `preview` never calls `complete` when it cuts a file short, so a preview of a
 * longer file never answered).
 */
export async function readCsvRows(
  text: string,
  visitor: CsvRowVisitor,
  { firstRows }: { firstRows?: number } = {},
): Promise<string[]> {
  let headers: string[] | null = null;
  let dataRows = 0;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    let stopped = false;
    const fail = (parser: Papa.Parser, error: unknown) => {
      failed = true;
      parser.abort();
      reject(error);
    };
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      step(result, parser) {
        if (failed || stopped) return;
        // The header and the first rows only (a preview): the row after them ends the parse.
        if (headers && firstRows && dataRows >= firstRows) {
          stopped = true;
          parser.abort();
          resolve();
          return;
        }
        const quoteError = result.errors.find((error) => error.type === 'Quotes');
        if (quoteError) {
          fail(parser, invalidFile(`Row ${dataRows + 2} has a quoted cell that is never closed.`));
          return;
        }
        if (!headers) {
          headers = result.data.map((header) => header.trim());
          return;
        }
        dataRows += 1;
        if (dataRows > MAX_IMPORT_ROWS) {
          fail(
            parser,
            invalidFile(
              `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows and import them one after another.`,
              'too_many_rows',
            ),
          );
          return;
        }
        const visited = visitor.row(result.data, dataRows + 1);
        if (visited instanceof Promise) {
          parser.pause();
          visited.then(
            () => parser.resume(),
            (error: unknown) => fail(parser, error),
          );
        }
      },
      complete: () => {
        if (!failed) resolve();
      },
    });
  });
  if (!headers || (headers as string[]).every((header) => header === ''))
    throw invalidFile('The file is empty: it needs a header row and one row per item.');
  if (dataRows === 0) throw invalidFile('The file has a header row but no items below it.');
  return headers;
}
