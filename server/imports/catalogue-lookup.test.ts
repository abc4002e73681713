import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { loadCatalogueLookup } from './catalogue-lookup';

/** A catalogue: golf › clubs › drivers (a leaf), two leaves named Gloves, brands, one model name of two brands. */
const CATEGORIES = [
  { id: 1, name: 'Golf', slug: 'golf', leaf: false },
  { id: 2, name: 'Drivers', slug: 'golf/clubs/drivers', leaf: true },
  { id: 3, name: 'Gloves', slug: 'golf/gloves', leaf: true },
  { id: 4, name: 'Gloves', slug: 'hockey/gloves', leaf: true },
  { id: 5, name: 'Helmets', slug: 'bikes/helmets', leaf: true },
];
const BRANDS = [
  { id: 10, name: 'Titleist', slug: 'titleist' },
  { id: 11, name: 'Santa Cruz', slug: 'santa-cruz' },
  { id: 12, name: 'Callaway', slug: 'callaway' },
];
const MODELS = [
  { id: 100, name: 'TSR2', brand_id: 10, category_id: 2 },
  { id: 101, name: '5010', brand_id: 11, category_id: 5 },
  { id: 5010, name: 'Paradym', brand_id: 12, category_id: 2 },
  { id: 102, name: 'Rogue', brand_id: 12, category_id: 2 },
  { id: 103, name: 'Rogue', brand_id: 10, category_id: 2 },
];

/** The catalogue as loadCatalogueLookup's three queries read it. */
const db = {
  async query(sql: string) {
    if (/FROM categories c/.test(sql)) return CATEGORIES;
    if (/FROM brands/.test(sql)) return BRANDS;
    if (/FROM models/.test(sql)) return MODELS;
    throw new Error(`unexpected query ${sql}`);
  },
} as unknown as Db;

describe('finding an import row’s category, brand and model in the catalogue', () => {
  it('finds a category by id or path, or by the name of one leaf, and says why not', async () => {
    const { category } = await loadCatalogueLookup(db);
    expect([category('2'), category(' GOLF/Clubs/Drivers '), category('drivers'), category('helmets')]).toEqual([
      { found: { id: 2, name: 'Drivers' } },
      { found: { id: 2, name: 'Drivers' } },
      { found: { id: 2, name: 'Drivers' } },
      { found: { id: 5, name: 'Helmets' } },
    ]);
    expect(category('Gloves')).toEqual({
      error: '“Gloves” names 2 categories: use its path, e.g. golf/gloves or hockey/gloves',
    });
    expect(category('golf')).toEqual({ error: '“Golf” has subcategories: choose one of them, e.g. golf/…' });
    expect(category('1')).toEqual({ error: '“Golf” has subcategories: choose one of them, e.g. golf/…' });
    for (const unknown of ['Skis', '99', '1234567890'])
      expect(category(unknown)).toEqual({
        error: `Unknown category “${unknown}”: use its id or its path, e.g. golf/clubs/drivers`,
      });
  });

  it('finds a brand by id, name or slug', async () => {
    const { brand } = await loadCatalogueLookup(db);
    expect([brand('10'), brand('santa cruz'), brand('SANTA-CRUZ')]).toEqual([
      { found: { id: 10, name: 'Titleist' } },
      { found: { id: 11, name: 'Santa Cruz' } },
      { found: { id: 11, name: 'Santa Cruz' } },
    ]);
    expect([brand('Nike'), brand('99')]).toEqual([{ error: 'Unknown brand “Nike”' }, { error: 'Unknown brand “99”' }]);
  });

  it('finds a model of the category (and brand) by id or name, a number being either', async () => {
    const { model } = await loadCatalogueLookup(db);
    expect(model('tsr2', 2, null)).toEqual({ found: { id: 100, brand_id: 10 } });
    expect(model('100', 2, 10)).toEqual({ found: { id: 100, brand_id: 10 } });
    // '5010' is the Santa Cruz's name in helmets and the Paradym's id in drivers.
    expect(model('5010', 5, null)).toEqual({ found: { id: 101, brand_id: 11 } });
    expect(model('5010', 2, null)).toEqual({ found: { id: 5010, brand_id: 12 } });
    expect(model('Rogue', 2, 10)).toEqual({ found: { id: 103, brand_id: 10 } });
    expect(model('Rogue', 2, null)).toEqual({ error: 'Several brands make a “Rogue”: fill in the brand' });
    expect(model('TSR2', 5, null)).toEqual({
      error: "No model “TSR2” in Helmets: leave the model empty or use one of the catalogue's",
    });
    expect(model('TSR2', 2, 12)).toEqual({
      error: "No model “TSR2” by Callaway in Drivers: leave the model empty or use one of the catalogue's",
    });
    expect(model('TSR2', 77, null)).toEqual({
      error: "No model “TSR2” in this category: leave the model empty or use one of the catalogue's",
    });
  });
});
