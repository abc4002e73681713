import { describe, expect, it } from 'vitest';
import type { ImportMapping } from '../../schemas/entities/item-import';
import type { CatalogueLookup } from './catalogue-lookup';
import { checkRow, columnIndexes, mappedCells } from './import-rows';

/** A catalogue of one leaf category (7, 'drivers'), one brand (3, Titleist) and its model (11, TSR2). */
const lookup: CatalogueLookup = {
  category: (value) => (value === 'golf/clubs/drivers' ? { found: { id: 7, name: 'Drivers' } } : { error: 'no cat' }),
  brand: (value) => (value === 'Titleist' ? { found: { id: 3, name: 'Titleist' } } : { error: 'no brand' }),
  model: (value, categoryId, brandId) =>
    value === 'TSR2' && categoryId === 7 && (brandId === null || brandId === 3)
      ? { found: { id: 11, brand_id: 3 } }
      : { error: `no model in ${categoryId} by ${brandId}` },
};
const mapping: ImportMapping = {
  sku: 'SKU',
  name: 'Title',
  category: 'Category',
  brand: 'Brand',
  model: 'Model',
  condition: 'Condition',
  price: 'Price',
  quantity: 'Qty',
  description: 'Notes',
  accepts_offers: 'Offers',
};
const valid = {
  sku: 'G-1',
  name: 'Titleist TSR2 driver',
  category: 'golf/clubs/drivers',
  condition: 'used',
  price: '250',
};
const check = (cells: Record<string, string>, seenSkus = new Map<string, number>(), rowNumber = 2) =>
  checkRow(cells, rowNumber, { mapping, lookup, seenSkus });
const errorsOf = (cells: Record<string, string>) =>
  check(cells).errors.map((error) => `${error.field} (${error.column}): ${error.message}`);

describe('checking one row of an import', () => {
  it('publishes a valid row with the defaults: quantity 1, offers accepted, no description, brand of the model', () => {
    expect(check({ ...valid, model: 'TSR2' })).toEqual({
      item: {
        sku: 'G-1',
        name: 'Titleist TSR2 driver',
        category_id: 7,
        brand_id: 3,
        model_id: 11,
        condition: 'used',
        list_price: 250,
        quantity: 1,
        description: '',
        accepts_offers: true,
      },
      errors: [],
    });
    expect(
      check({ ...valid, condition: 'NEW', quantity: '999', accepts_offers: 'No', brand: 'Titleist' }).item,
    ).toMatchObject({ condition: 'new', quantity: 999, accepts_offers: false, brand_id: 3, model_id: null });
    for (const yes of ['yes', 'Y', 'TRUE', '1'])
      expect(check({ ...valid, accepts_offers: yes }).item?.accepts_offers, yes).toBe(true);
    for (const no of ['no', 'N', 'false', '0'])
      expect(check({ ...valid, accepts_offers: no }).item?.accepts_offers, no).toBe(false);
  });

  it('reads prices as a spreadsheet writes them', () => {
    const price = (text: string) => check({ ...valid, price: text }).item?.list_price;
    expect([price('$1,299.50'), price('1,000'), price('12.5'), price('$7')]).toEqual([1299.5, 1000, 12.5, 7]);
    expect(errorsOf({ ...valid, price: '' })).toEqual(['price (Price): Enter a price']);
    expect(errorsOf({ ...valid, price: '12,34' })).toEqual(['price (Price): Enter a price']);
    expect(errorsOf({ ...valid, price: '-5' })).toEqual(['price (Price): Enter a price above $0']);
    expect(errorsOf({ ...valid, price: 'USD 5' })).toEqual(['price (Price): Enter a price']);
  });

  it('says what is wrong with each field, with its column', () => {
    expect(errorsOf({ ...valid, sku: '' })).toEqual([
      'sku (SKU): Enter a SKU: importing the file again updates the item with the same SKU',
    ]);
    expect(errorsOf({ ...valid, sku: 'x'.repeat(65) })).toEqual(['sku (SKU): At most 64 characters']);
    expect(check({ ...valid, sku: 'x'.repeat(64) }).errors).toEqual([]);
    expect(errorsOf({ ...valid, category: 'golf' })).toEqual(['category (Category): no cat']);
    expect(errorsOf({ ...valid, brand: 'Nike' })).toEqual(['brand (Brand): no brand']);
    expect(errorsOf({ ...valid, brand: 'Titleist', model: 'TSR3' })).toEqual(['model (Model): no model in 7 by 3']);
    // Without a category found, a model is not looked for.
    expect(errorsOf({ ...valid, category: 'golf', model: 'TSR2' })).toEqual(['category (Category): no cat']);
    expect(errorsOf({ ...valid, condition: 'mint' })).toEqual([
      'condition (Condition): Enter the condition: new or used',
    ]);
    expect(errorsOf({ ...valid, condition: '' })).toEqual(['condition (Condition): Enter the condition: new or used']);
    for (const quantity of ['0', '1000', '1.5', 'two'])
      expect(errorsOf({ ...valid, quantity }), quantity).toEqual(['quantity (Qty): Enter a quantity from 1 to 999']);
    expect(errorsOf({ ...valid, accepts_offers: 'maybe' })).toEqual(['accepts_offers (Offers): Enter yes or no']);
    expect(errorsOf({ ...valid, name: 'ab', category: '' })).toEqual([
      'name (Title): Enter a title of at least 3 characters',
      'category (Category): Choose a category',
    ]);
    expect(errorsOf({ ...valid, description: 'x'.repeat(5001) })).toEqual([
      'description (Notes): At most 5,000 characters',
    ]);
    // An unmapped field's error has no column.
    expect(checkRow({ ...valid, sku: '' }, 2, { mapping: {}, lookup, seenSkus: new Map() }).errors[0]).toMatchObject({
      field: 'sku',
      column: null,
    });
  });

  it('refuses a SKU seen on an earlier row, naming that row; only valid rows claim their SKU', () => {
    const seen = new Map<string, number>();
    expect(check({ ...valid, price: '' }, seen, 2).item).toBeNull();
    expect(seen.size).toBe(0);
    expect(check(valid, seen, 3).item).not.toBeNull();
    expect(check(valid, seen, 4).errors.map((error) => error.message)).toEqual(['SKU G-1 is already on row 3']);
  });

  it('reads each mapped field from its column, trimmed, and leaves unmapped or missing columns out', () => {
    const headers = ['Title', 'SKU', 'Unused', 'Price'];
    const indexes = columnIndexes(headers, { sku: 'SKU', name: 'Title', price: 'Price', brand: 'Gone', model: null });
    expect(indexes).toEqual({ name: 0, sku: 1, price: 3 });
    expect(mappedCells([' Driver ', "'=1+1", 'x'], indexes)).toEqual({ name: 'Driver', sku: '=1+1', price: '' });
  });
});
