import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { cellText, decodeCsv, readCsvRows } from './csv-file';

/** Every data row of `text` with its row number, and the header. */
async function read(text: string, options?: { firstRows?: number }) {
  const rows: [number, string[]][] = [];
  const headers = await readCsvRows(text, { row: (cells, rowNumber) => void rows.push([rowNumber, cells]) }, options);
  return { headers, rows };
}

/** The 422 body a refused file answers. */
async function refusal(text: string) {
  const error: unknown = await read(text).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, errors: (error as ApiError).errors };
}

describe('reading an uploaded CSV file', () => {
  it('reads the header trimmed and each data row with its spreadsheet row number, blank lines skipped', async () => {
    expect(await read(' SKU ,Title\r\nA1,Driver\r\n\r\n  ,  \r\nA2,"Putter, blade"\r\n')).toEqual({
      headers: ['SKU', 'Title'],
      rows: [
        [2, ['A1', 'Driver']],
        [3, ['A2', 'Putter, blade']],
      ],
    });
  });

  it('stops after the first rows when asked (the preview), however long the file', async () => {
    const text = ['sku', 'a', 'b', 'c', 'd'].join('\n');
    expect((await read(text, { firstRows: 2 })).rows).toEqual([
      [2, ['a']],
      [3, ['b']],
    ]);
    expect((await read(text, { firstRows: 4 })).rows).toHaveLength(4);
    expect((await read(text, { firstRows: 9 })).rows).toHaveLength(4);
    expect((await read(text)).rows).toHaveLength(4);
    // The preview reads what it shows: a broken quote further down is the import's to refuse.
    expect((await read('sku\na\nb\n"c\nd', { firstRows: 2 })).rows).toHaveLength(2);
  }, 5_000);

  it('waits for the row visitor before reading on, and fails with its error', async () => {
    const seen: string[] = [];
    await readCsvRows('sku\na\nb\nc', {
      async row(cells) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(cells[0]!);
      },
    });
    expect(seen).toEqual(['a', 'b', 'c']);
    const visited: string[] = [];
    await expect(
      readCsvRows('sku\na\nb\nc', {
        async row(cells) {
          visited.push(cells[0]!);
          if (cells[0] === 'b') throw new Error('row b broke');
        },
      }),
    ).rejects.toThrow('row b broke');
    expect(visited).toEqual(['a', 'b']);
  });

  it('refuses an empty file, a header alone and an unclosed quote, naming the row', async () => {
    const invalid = (message: string) => ({ status: 422, errors: [{ message, code: 'invalid', field: 'file' }] });
    for (const empty of ['', '\n\n', ' , ,\n'])
      expect(await refusal(empty), JSON.stringify(empty)).toEqual(
        invalid('The file is empty: it needs a header row and one row per item.'),
      );
    expect(await refusal('sku,title\n')).toEqual(invalid('The file has a header row but no items below it.'));
    expect(await refusal('sku,title\nA1,Driver\nA2,"Putter\n')).toEqual(
      invalid('Row 3 has a quoted cell that is never closed.'),
    );
  });

  it('takes UTF-8 only: a byte-order mark is dropped, other encodings are refused', () => {
    const bytes = new TextEncoder().encode('\ufeffsku,title\nA1,Café');
    expect(decodeCsv(bytes)).toBe('sku,title\nA1,Café');
    // 'Café' in Latin-1: a lone 0xE9 is not UTF-8.
    const latin1 = Uint8Array.from([...'sku\nCaf'].map((char) => char.charCodeAt(0)).concat(0xe9));
    expect(() => decodeCsv(latin1)).toThrow(
      expect.objectContaining({
        status: 422,
        errors: [
          {
            message:
              'The file is not UTF-8 text. In your spreadsheet choose Save As → “CSV UTF-8” and upload it again.',
            code: 'invalid_encoding',
            field: 'file',
          },
        ],
      }),
    );
  });

  it('reads a cell trimmed, with the export’s formula guard taken off only where it guards a formula', () => {
    expect(cellText('  Driver  ')).toBe('Driver');
    expect(cellText(undefined)).toBe('');
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'Line\n@cmd")).toBe('Line\n@cmd');
    // A quote before plain text is the seller's own: it stays.
    expect(cellText("'Tis the season")).toBe("'Tis the season");
    expect(cellText("'")).toBe("'");
  });
});
