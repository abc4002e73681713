import { csvText } from '../imports/item-export';
import type { Catalogue } from './catalogue';
import { daysBeforeSeedNow } from './clock';
import { demoAccount } from './demo-accounts';
import type { ItemPageRow } from './item-page';

const HEADERS = ['SKU', 'Title', 'Category', 'Brand', 'Model', 'Condition', 'Price', 'Quantity', 'Description'];
const BAD_ROW = ['PRO-0099', 'Mystery gear bag', 'golf/bags/mystery', '', '', 'used', '0', '1', ''];

/**
 * demo_pro's past CSV import (issue 16 item 7), finished at the seed's now as its inventory banner
 * says: its available items carry the SKUs of the file (so importing it again updates them), and
 * one row failed, so /settings/csv-import has an error report to download.
 */
export function withPastImport(items: ItemPageRow[], catalogue: Catalogue) {
  const importedAt = daysBeforeSeedNow(0);
  const pro = demoAccount('pro').id;
  let next = 0;
  const skued = items.map((item) => ({
    ...item,
    sku: item.seller_id === pro && item.state === 'available' ? `PRO-${String(++next).padStart(4, '0')}` : null,
  }));
  const rows = skued
    .filter((item) => item.sku)
    .map((item) => [
      item.sku!,
      item.name,
      catalogue.categories.find((category) => category.id === item.category_id)!.slug,
      catalogue.brands.find((brand) => brand.id === item.brand_id)!.name,
      catalogue.models.find((model) => model.id === item.model_id)!.name,
      item.condition,
      item.list_price.toFixed(2),
      String(item.quantity),
      '',
    ]);
  const mapping = Object.fromEntries(
    ['sku', 'name', 'category', 'brand', 'model', 'condition', 'price', 'quantity', 'description'].map((key, i) => [
      key,
      HEADERS[i],
    ]),
  );
  return {
    items: skued,
    jobs: [
      {
        id: 1,
        kind: 'items.import',
        payload: { import_id: 1 },
        state: 'done',
        run_at: importedAt,
        attempts: 1,
        created_at: importedAt,
        updated_at: importedAt,
        finished_at: importedAt,
      },
    ],
    item_imports: [
      {
        id: 1,
        user_id: pro,
        filename: 'pro-shop-inventory.csv',
        csv: csvText([HEADERS, ...rows, BAD_ROW]),
        headers: HEADERS,
        mapping,
        total_rows: rows.length + 1,
        processed_rows: rows.length + 1,
        created_count: rows.length,
        updated_count: 0,
        failed_count: 1,
        job_id: 1,
        created_at: importedAt,
        finished_at: importedAt,
      },
    ],
    item_import_errors: [
      {
        import_id: 1,
        row_number: rows.length + 2,
        cells: BAD_ROW,
        messages: [
          'Category: Unknown category “golf/bags/mystery”: use its id or its path, e.g. golf/clubs/drivers',
          'Price: Enter a price above $0',
        ],
      },
    ],
  };
}
