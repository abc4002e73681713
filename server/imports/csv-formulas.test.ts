import { describe, expect, it } from 'vitest';
import { cellText, readCsvRows } from './csv-file';
import { csvText } from './item-export';

/** The cells of a CSV text's one data row, as the import reads them. */
async function importedCells(text: string): Promise<string[]> {
  const rows: string[][] = [];
  await readCsvRows(text, { row: (cells) => void rows.push(cells.map((cell) => cellText(cell))) });
  return rows[0]!;
}

describe('the CSV export’s formula guard (OWASP CSV injection)', () => {
  const cells = [
    // papaparse's own pattern (escapeFormulae: true) let both of these through: it never matches a multi-line cell.
    '=HYPERLINK("http://x")\nsecond line',
    "Stiff shaft\n=cmd|' /C calc'!A0",
    'Head cover\r\n+1+1',
    'Grip\n-2+3',
    'Shaft\n@SUM(A1)',
    'Line\n\tTabbed',
    'A single line',
    'Two lines\nof plain text',
  ];

  it('puts a quote before every cell any line of which starts with = + - @ or tab, and only those', () => {
    const text = csvText([cells]);
    expect(text).toBe(
      [
        `"'=HYPERLINK(""http://x"")\nsecond line"`,
        `"'Stiff shaft\n=cmd|' /C calc'!A0"`,
        `"'Head cover\r\n+1+1"`,
        `"'Grip\n-2+3"`,
        `"'Shaft\n@SUM(A1)"`,
        `"'Line\n\tTabbed"`,
        'A single line',
        `"Two lines\nof plain text"`,
      ].join(',') + '\r\n',
    );
  });

  it('imports the exported cells back as they were', async () => {
    const header = cells.map((_, index) => `c${index}`);
    expect(await importedCells(csvText([header, cells]))).toEqual(cells.map((cell) => cell.trim()));
  });
});
