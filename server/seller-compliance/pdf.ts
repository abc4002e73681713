import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A plain text PDF (US Letter) drawn with pdf-lib's standard Helvetica: paragraphs wrapped to the page, and table
 * rows of right-aligned columns, with page breaks. Text Helvetica cannot encode (its WinAnsi set) is drawn as '?', so
 * a name in another script never fails the download.
 */
export type PdfBlock =
  | { text: string; bold?: boolean; size?: number; gapBefore?: number }
  | { row: string[]; bold?: boolean; gapBefore?: number };

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const BODY_SIZE = 10;
/** A table row's first column is the label; the others are right-aligned in equal widths after it. */
const LABEL_WIDTH = 120;

export async function textPdf(meta: { title: string; subject: string }, blocks: PdfBlock[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor('Kitswap');
  doc.setCreator('Kitswap');
  doc.setProducer('Kitswap');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => [...text].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const advance = (height: number) => {
    if (y - height < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    y -= height;
  };

  for (const block of blocks) {
    const font: PDFFont = block.bold ? bold : regular;
    if (block.gapBefore) advance(block.gapBefore);
    if ('row' in block) {
      advance(BODY_SIZE * 1.5);
      const [label, ...cells] = block.row.map(safe);
      page.drawText(label ?? '', { x: PAGE.margin, y, size: BODY_SIZE, font });
      const cellWidth = (width - LABEL_WIDTH) / Math.max(cells.length, 1);
      cells.forEach((cell, index) => {
        const right = PAGE.margin + LABEL_WIDTH + cellWidth * (index + 1);
        page.drawText(cell, { x: right - font.widthOfTextAtSize(cell, BODY_SIZE), y, size: BODY_SIZE, font });
      });
      continue;
    }
    const size = block.size ?? BODY_SIZE;
    for (const line of wrap(safe(block.text), font, size, width)) {
      advance(size * 1.4);
      page.drawText(line, { x: PAGE.margin, y, size, font });
    }
  }
  return doc.save();
}

/** The text's lines, each at most `width` points wide at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** A generated PDF as the API answers it (JSON, the API client reads JSON): its name and bytes in base64. */
export const pdfFile = (filename: string, bytes: Uint8Array) => ({
  filename,
  content_type: 'application/pdf',
  content_base64: Buffer.from(bytes).toString('base64'),
});
