import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

/** Rows one CSV import may hold (issue 16: a file of 100,000 rows gets a clear refusal). */
export const MAX_IMPORT_ROWS = 100_000;
/** Bytes one CSV upload may hold: 100,000 rows of about 200 characters. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most an upload's request may hold: the file and its multipart envelope. */
export const IMPORT_UPLOAD_LIMIT_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

/**
 * The item fields a CSV column can fill, in the template's order. `aliases` are header names (lower
 * case, words only) the mapping guess recognises.
 */
export const IMPORT_FIELDS = [
  {
    key: 'sku',
    label: 'SKU',
    required: true,
    aliases: ['sku', 'seller sku', 'item sku', 'stock number', 'custom label'],
  },
  {
    key: 'name',
    label: 'Title',
    required: true,
    aliases: ['title', 'name', 'item name', 'listing title', 'product name'],
  },
  { key: 'category', label: 'Category', required: true, aliases: ['category', 'category id', 'category path'] },
  { key: 'brand', label: 'Brand', required: false, aliases: ['brand', 'brand id', 'make', 'manufacturer'] },
  { key: 'model', label: 'Model', required: false, aliases: ['model', 'model id', 'model name'] },
  { key: 'condition', label: 'Condition', required: true, aliases: ['condition', 'item condition'] },
  { key: 'price', label: 'Price', required: true, aliases: ['price', 'list price', 'asking price', 'list_price'] },
  { key: 'quantity', label: 'Quantity', required: false, aliases: ['quantity', 'qty', 'stock', 'available quantity'] },
  { key: 'description', label: 'Description', required: false, aliases: ['description', 'details', 'notes'] },
  {
    key: 'accepts_offers',
    label: 'Accepts offers',
    required: false,
    aliases: ['accepts offers', 'offers', 'best offer'],
  },
] as const;

export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]['key'];
export const importFieldKeySchema = z.enum(IMPORT_FIELDS.map((field) => field.key) as [ImportFieldKey]);

/** Which header feeds each field (null: none). */
export const importMappingSchema = z.partialRecord(importFieldKeySchema, z.string().max(200).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importMappingPayloadSchema = z.object({ mapping: importMappingSchema });

/** What is wrong with one row: the field and its column (null when unmapped), and why. */
export const importRowErrorSchema = z.object({
  field: importFieldKeySchema,
  column: z.string().nullable(),
  message: z.string(),
});

/** One previewed row: its spreadsheet row number (the header is row 1), the mapped cells, its errors. */
export const importPreviewRowSchema = z.object({
  row_number: z.number().int(),
  cells: z.partialRecord(importFieldKeySchema, z.string()),
  errors: z.array(importRowErrorSchema),
});

export const importStateSchema = z.enum(['uploaded', 'queued', 'running', 'done', 'failed']);

/** A CSV import and its progress (GET /v1/item_imports/{id}). */
export const itemImportSchema = z.object({
  id: idSchema,
  filename: z.string(),
  state: importStateSchema,
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  failed_count: z.number().int(),
  /** Why the import stopped (state failed), or why its last attempt failed while it retries. */
  error: z.string().nullable(),
  created_at: dateTimeSchema,
  finished_at: dateTimeSchema.nullable(),
});

/** The answer of an upload and of a mapping change: the import and its first rows checked. */
export const itemImportPreviewSchema = z.object({
  import: itemImportSchema,
  preview: z.array(importPreviewRowSchema),
});

export type ItemImport = z.infer<typeof itemImportSchema>;
export type ItemImportPreview = z.infer<typeof itemImportPreviewSchema>;
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
