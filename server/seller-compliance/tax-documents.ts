import {
  taxClassificationLabel,
  W9_CERTIFICATION,
  type TaxDocument,
  type TaxMonth,
  type W9Form,
} from '../../schemas/entities/seller-compliance';
import type { Db } from '../db/db';
import { textPdf, type PdfBlock } from './pdf';
import { SELLER_MONEY_SQL } from './seller-money';

/** The filer named on the documents: the marketplace that took the payments. */
export const FILER = 'Kitswap, Inc.';

interface MonthRow {
  year: number;
  month: number;
  sales_count: number;
  gross_cents: string | number;
  refunds_cents: string | number;
  fees_cents: string | number;
  current_year: number;
}

/**
 * The seller's yearly summaries from the ledger (README.md 'Documents'), newest year first: each year with a sale or
 * a refund by the server clock, months in UTC, twelve rows a year. The running year is listed too (`final` false).
 */
export async function taxDocuments(db: Db, userId: number): Promise<TaxDocument[]> {
  const rows = await db.query<MonthRow>(
    `SELECT extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year,
            extract(month FROM created_at AT TIME ZONE 'UTC')::int AS month,
            count(*) FILTER (WHERE kind = 'sale')::int AS sales_count,
            sum(gross_cents)::bigint AS gross_cents, sum(refunded_cents)::bigint AS refunds_cents,
            sum(fee_cents)::bigint AS fees_cents,
            extract(year FROM ks_now() AT TIME ZONE 'UTC')::int AS current_year
       FROM (${SELLER_MONEY_SQL}) money
      WHERE seller_id = $1 AND created_at <= ks_now()
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [userId],
  );
  const years = [...new Set(rows.map((row) => row.year))];
  return years.map((year) => {
    const months: TaxMonth[] = Array.from({ length: 12 }, (_, index) => {
      const row = rows.find((candidate) => candidate.year === year && candidate.month === index + 1);
      return {
        month: index + 1,
        sales_count: row?.sales_count ?? 0,
        gross_cents: Number(row?.gross_cents ?? 0),
        refunds_cents: Number(row?.refunds_cents ?? 0),
        fees_cents: Number(row?.fees_cents ?? 0),
      };
    });
    const total = (key: 'sales_count' | 'gross_cents' | 'refunds_cents' | 'fees_cents') =>
      months.reduce((sum, month) => sum + month[key], 0);
    const gross = total('gross_cents');
    const refunds = total('refunds_cents');
    const fees = total('fees_cents');
    return {
      year,
      final: year < rows[0]!.current_year,
      sales_count: total('sales_count'),
      gross_cents: gross,
      refunds_cents: refunds,
      fees_cents: fees,
      net_cents: gross - refunds - fees,
      months,
    };
  });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(cents / 100);
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1))),
);

/** Who the document is for: the W-9's name and masked TIN when one is on file, else the username. */
export interface Payee {
  name: string;
  tin_masked: string | null;
}

/** The year's 1099-K-style summary as a PDF: payee, filer, the year's totals, then a row per month. */
export function taxDocumentPdf(document: TaxDocument, payee: Payee): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { text: `Form 1099-K style summary — ${document.year}`, bold: true, size: 16 },
    {
      text: document.final
        ? `Payment card and third party network transactions for the year ${document.year}.`
        : `Year to date: ${document.year} is not over, so these figures will still change.`,
    },
    {
      text: 'This summary is for your records. It is not a form filed with the IRS; the figures come from Kitswap’s ledger.',
    },
    { text: `Filer (payment settlement entity): ${FILER}`, gapBefore: 8 },
    { text: `Payee: ${payee.name}` },
    { text: `Payee TIN: ${payee.tin_masked ?? 'not on file (fill in your W-9)'}` },
    { text: `Number of payment transactions: ${document.sales_count}`, gapBefore: 8 },
    { text: `Gross amount of payment transactions: ${formatCents(document.gross_cents)}`, bold: true },
    { text: `Refunds: ${formatCents(document.refunds_cents)}` },
    { text: `Kitswap fees: ${formatCents(document.fees_cents)}` },
    { text: `Net: ${formatCents(document.net_cents)}` },
    { row: ['Month', 'Sales', 'Gross', 'Refunds', 'Fees'], bold: true, gapBefore: 12 },
    ...document.months.map((month) => ({
      row: [
        MONTHS[month.month - 1]!,
        String(month.sales_count),
        formatCents(month.gross_cents),
        formatCents(month.refunds_cents),
        formatCents(month.fees_cents),
      ],
    })),
    {
      row: [
        'Total',
        String(document.sales_count),
        formatCents(document.gross_cents),
        formatCents(document.refunds_cents),
        formatCents(document.fees_cents),
      ],
      bold: true,
    },
  ];
  return textPdf({ title: `Kitswap ${document.year} 1099-K summary`, subject: 'Form 1099-K style summary' }, blocks);
}

/**
 * The seller's W-9 as a PDF, with the full TIN: the form is handed to a payer, who needs the number (README.md
 * 'W-9'); only its owner may download it.
 */
export function w9Pdf(form: W9Form & { tin: string }): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { text: 'Form W-9 (substitute)', bold: true, size: 16 },
    { text: 'Request for Taxpayer Identification Number and Certification' },
    { text: `1. Name: ${form.name}`, gapBefore: 10 },
    { text: `2. Business name: ${form.business_name ?? ''}` },
    { text: `3a. Federal tax classification: ${taxClassificationLabel(form.tax_classification)}` },
    { text: `5. Address: ${form.street}` },
    { text: `6. City, state, and ZIP code: ${form.city}, ${form.region} ${form.postal_code}` },
    {
      text: `Part I. Taxpayer Identification Number: ${form.tin_type === 'ssn' ? 'Social security number' : 'Employer identification number'} ${form.tin}`,
      bold: true,
      gapBefore: 10,
    },
    { text: 'Part II. Certification', bold: true, gapBefore: 10 },
    ...W9_CERTIFICATION.map((text) => ({ text })),
    {
      text: `Signed electronically by ${form.name} on ${form.certified_at.slice(0, 10)} (UTC).`,
      gapBefore: 10,
    },
  ];
  return textPdf(
    { title: 'Form W-9', subject: 'Request for Taxpayer Identification Number and Certification' },
    blocks,
  );
}
