import { z } from 'zod';
import { dateTimeSchema } from '../primitives';
import { TAX_CLASSIFICATIONS, TIN_TYPES, type TaxClassification } from '../requests/seller-compliance';

/** Form W-9 Part II's certification, word for word: the /selling/w9 form and its PDF show it above the signature. */
export const W9_CERTIFICATION = [
  'Under penalties of perjury, I certify that:',
  '1. The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
  '2. I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
  '3. I am a U.S. citizen or other U.S. person; and',
  '4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
] as const;

export const taxClassificationLabel = (value: TaxClassification) =>
  TAX_CLASSIFICATIONS.find((entry) => entry.value === value)?.label ?? value;

/** GET/PUT /v1/seller_account/w9: the W-9 on file. The TIN comes back masked only ('•••-••-6789'). */
export const w9FormSchema = z.object({
  name: z.string(),
  business_name: z.string().nullable(),
  tax_classification: z.enum(TAX_CLASSIFICATIONS.map((entry) => entry.value) as [TaxClassification]),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  tin_type: z.enum(TIN_TYPES),
  tin_masked: z.string(),
  certified_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type W9Form = z.infer<typeof w9FormSchema>;

/** A generated file the API answers as JSON (the API client reads JSON): its name and its bytes in base64. */
export const generatedFileSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  content_base64: z.string(),
});
export type GeneratedFile = z.infer<typeof generatedFileSchema>;

/** What the INFORM Act form needs on file, each missing piece named (the page links to where it is entered). */
export const INFORM_ACT_REQUIREMENTS = [
  'seller_account',
  'contact_email',
  'contact_phone',
  'bank_account',
  'w9',
] as const;
export type InformActRequirement = (typeof INFORM_ACT_REQUIREMENTS)[number];

/**
 * GET /v1/seller_account/inform_act: whether the seller is a high-volume seller (README 'INFORM Act'), their last
 * 12 months' figures, their newest filing and until when it counts, and what is on file to confirm.
 */
export const informActStatusSchema = z.object({
  high_volume: z.boolean(),
  threshold: z.object({ sales_count: z.number().int(), gross_cents: z.number().int() }),
  last_12_months: z.object({ sales_count: z.number().int(), gross_cents: z.number().int() }),
  /** Whether the newest filing is less than a year old. */
  filed: z.boolean(),
  last_filing: z.object({ filed_at: dateTimeSchema, renew_by: dateTimeSchema }).nullable(),
  /** Whether the seller is on vacation for the INFORM Act (filing ends it). */
  on_vacation: z.boolean(),
  on_file: z.object({
    legal_name: z.string().nullable(),
    business_name: z.string().nullable(),
    address: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    bank_account_last4: z.string().nullable(),
    tin_masked: z.string().nullable(),
  }),
  missing: z.array(z.enum(INFORM_ACT_REQUIREMENTS)),
});
export type InformActStatus = z.infer<typeof informActStatusSchema>;

/** One month's figures of a yearly tax document, from the ledger (server/seller-compliance/README.md). */
export const taxMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  sales_count: z.number().int(),
  gross_cents: z.number().int(),
  refunds_cents: z.number().int(),
  fees_cents: z.number().int(),
});
export type TaxMonth = z.infer<typeof taxMonthSchema>;

/**
 * A year's 1099-K-style summary (GET /v1/users/{uuid}/tax_documents): gross sales, refunds and fees, the year's
 * totals and, per month, twelve rows. `final` is false for the year still running.
 */
export const taxDocumentSchema = z.object({
  year: z.number().int(),
  final: z.boolean(),
  sales_count: z.number().int(),
  gross_cents: z.number().int(),
  refunds_cents: z.number().int(),
  fees_cents: z.number().int(),
  net_cents: z.number().int(),
  months: z.array(taxMonthSchema),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;
