import {
  IMPORT_FIELDS,
  type ImportFieldKey,
  type ImportMapping,
  type ImportRowError,
} from '../../schemas/entities/item-import';
import { publishableItemSchema } from '../../schemas/requests/item-draft';
import type { CatalogueLookup } from './catalogue-lookup';
import { cellText } from './csv-file';

/** An item a valid row publishes (or updates, by its SKU). */
export interface ImportedItem {
  sku: string;
  name: string;
  category_id: number;
  brand_id: number | null;
  model_id: number | null;
  condition: 'new' | 'used';
  list_price: number;
  quantity: number;
  description: string;
  accepts_offers: boolean;
}

export type CheckedRow = { item: ImportedItem; errors: [] } | { item: null; errors: ImportRowError[] };

/**
 * The publish rules of the list flow (schemas/requests/item-draft.ts) for a row. Photos are left out:
 * an imported item shows its generated image (no image URLs are fetched from a spreadsheet).
 */
const importedItemRules = publishableItemSchema.omit({ images: true });
const RULE_FIELDS: Record<string, ImportFieldKey> = {
  name: 'name',
  category_ids: 'category',
  description: 'description',
  list_price: 'price',
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** The header index each mapped field reads. */
export function columnIndexes(headers: string[], mapping: ImportMapping): Partial<Record<ImportFieldKey, number>> {
  const indexes: Partial<Record<ImportFieldKey, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field.key];
    const index = header ? headers.indexOf(header) : -1;
    if (index >= 0) indexes[field.key] = index;
  }
  return indexes;
}

/** The row's mapped cells by field. */
export function mappedCells(cells: string[], indexes: Partial<Record<ImportFieldKey, number>>) {
  const mapped: Partial<Record<ImportFieldKey, string>> = {};
  for (const [field, index] of Object.entries(indexes)) mapped[field as ImportFieldKey] = cellText(cells[index]);
  return mapped;
}

/**
 * Checks one row: the same rules as the form, the catalogue lookups, and a SKU seen only once in
 * the file (`seenSkus` maps each SKU to its first row and grows as rows pass).
 */
export function checkRow(
  cells: Partial<Record<ImportFieldKey, string>>,
  rowNumber: number,
  context: { mapping: ImportMapping; lookup: CatalogueLookup; seenSkus: Map<string, number> },
): CheckedRow {
  const { mapping, lookup, seenSkus } = context;
  const errors: ImportRowError[] = [];
  const fail = (field: ImportFieldKey, message: string) =>
    errors.push({ field, column: mapping[field] ?? null, message });

  const sku = cells.sku ?? '';
  if (!sku) fail('sku', 'Enter a SKU: importing the file again updates the item with the same SKU');
  else if (sku.length > 64) fail('sku', 'At most 64 characters');
  else if (seenSkus.has(sku)) fail('sku', `SKU ${sku} is already on row ${seenSkus.get(sku)}`);

  let categoryId: number | null = null;
  if (cells.category) {
    const category = lookup.category(cells.category);
    if ('found' in category) categoryId = category.found.id;
    else fail('category', category.error);
  }
  let brandId: number | null = null;
  if (cells.brand) {
    const brand = lookup.brand(cells.brand);
    if ('found' in brand) brandId = brand.found.id;
    else fail('brand', brand.error);
  }
  let modelId: number | null = null;
  if (cells.model && categoryId !== null) {
    const model = lookup.model(cells.model, categoryId, brandId);
    if ('found' in model) [modelId, brandId] = [model.found.id, model.found.brand_id];
    else fail('model', model.error);
  }

  const condition = cells.condition?.toLowerCase();
  if (condition !== 'new' && condition !== 'used') fail('condition', 'Enter the condition: new or used');
  const quantity = cells.quantity ? Number(cells.quantity) : 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) fail('quantity', 'Enter a quantity from 1 to 999');
  const offers = cells.accepts_offers?.toLowerCase() ?? '';
  if (offers && !YES.has(offers) && !NO.has(offers)) fail('accepts_offers', 'Enter yes or no');

  const rules = importedItemRules.safeParse({
    name: cells.name ?? '',
    // A category that was not found has its own message already.
    category_ids: categoryId !== null ? [categoryId] : cells.category ? [1] : [],
    description: cells.description ?? '',
    list_price: parsePrice(cells.price),
  });
  if (!rules.success)
    for (const issue of rules.error.issues) fail(RULE_FIELDS[String(issue.path[0])] ?? 'name', issue.message);

  if (errors.length > 0 || !rules.success) return { item: null, errors };
  seenSkus.set(sku, rowNumber);
  return {
    item: {
      sku,
      name: rules.data.name,
      category_id: categoryId!,
      brand_id: brandId,
      model_id: modelId,
      condition: condition as 'new' | 'used',
      list_price: rules.data.list_price,
      quantity,
      description: rules.data.description,
      accepts_offers: !NO.has(offers),
    },
    errors: [],
  };
}

/** '$1,299.50' → 1299.5; empty → undefined ('Enter a price'); anything else stays text (refused). */
function parsePrice(text: string | undefined): unknown {
  if (!text) return undefined;
  const plain = text.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}
