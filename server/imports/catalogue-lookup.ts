import type { Db } from '../db/db';

interface Named {
  id: number;
  name: string;
}
interface CategoryRow extends Named {
  slug: string;
  leaf: boolean;
}
interface ModelRow extends Named {
  brand_id: number;
  category_id: number;
}

/** A value found, or why not. */
export type Lookup<T> = { found: T } | { error: string };

/**
 * The catalogue in memory for one import (about 130 categories, 115 brands, 500 models): each
 * row's category, brand and model are found by id, slug or name without a query per row.
 */
export interface CatalogueLookup {
  category(value: string): Lookup<{ id: number; name: string }>;
  brand(value: string): Lookup<{ id: number; name: string }>;
  /** A model of the category, of the brand when one is given. */
  model(value: string, categoryId: number, brandId: number | null): Lookup<{ id: number; brand_id: number }>;
}

const key = (text: string) => text.trim().toLowerCase();
const asId = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : null);

export async function loadCatalogueLookup(db: Db): Promise<CatalogueLookup> {
  const [categories, brands, models] = await Promise.all([
    db.query<CategoryRow>(
      `SELECT c.id, c.name, c.slug, NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS leaf
         FROM categories c`,
    ),
    db.query<Named & { slug: string }>('SELECT id, name, slug FROM brands'),
    db.query<ModelRow>('SELECT id, name, brand_id, category_id FROM models'),
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryBySlug = new Map(categories.map((category) => [key(category.slug), category]));
  const leavesByName = groupBy(
    categories.filter((category) => category.leaf),
    (category) => key(category.name),
  );
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const brandByName = new Map(
    brands.flatMap((brand) => [[key(brand.name), brand] as const, [key(brand.slug), brand] as const]),
  );
  const modelById = new Map(models.map((model) => [model.id, model]));
  const modelsByName = groupBy(models, (model) => key(model.name));

  return {
    category(value) {
      const id = asId(value);
      const category =
        id !== null ? categoryById.get(id) : (categoryBySlug.get(key(value)) ?? onlyOne(leavesByName.get(key(value))));
      if (!category) {
        const several = leavesByName.get(key(value));
        if (several && several.length > 1)
          return {
            error: `“${value}” names ${several.length} categories: use its path, e.g. ${several.map((c) => c.slug).join(' or ')}`,
          };
        return { error: `Unknown category “${value}”: use its id or its path, e.g. golf/clubs/drivers` };
      }
      if (!category.leaf)
        return { error: `“${category.name}” has subcategories: choose one of them, e.g. ${category.slug}/…` };
      return { found: { id: category.id, name: category.name } };
    },
    brand(value) {
      const id = asId(value);
      const brand = (id !== null ? brandById.get(id) : undefined) ?? brandByName.get(key(value));
      return brand ? { found: { id: brand.id, name: brand.name } } : { error: `Unknown brand “${value}”` };
    },
    model(value, categoryId, brandId) {
      // A number may be an id or a name (Santa Cruz's 5010): both are candidates.
      const id = asId(value);
      const byId = id !== null ? modelById.get(id) : undefined;
      const candidates = [...(byId ? [byId] : []), ...(modelsByName.get(key(value)) ?? [])];
      const fitting = candidates.filter(
        (model) => model.category_id === categoryId && (brandId === null || model.brand_id === brandId),
      );
      if (fitting.length === 1) return { found: { id: fitting[0]!.id, brand_id: fitting[0]!.brand_id } };
      if (fitting.length > 1) return { error: `Several brands make a “${value}”: fill in the brand` };
      const where = categoryById.get(categoryId)?.name ?? 'this category';
      const brand = brandId === null ? '' : ` by ${brandById.get(brandId)?.name}`;
      return { error: `No model “${value}”${brand} in ${where}: leave the model empty or use one of the catalogue's` };
    },
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

function onlyOne<T>(rows: T[] | undefined): T | undefined {
  return rows?.length === 1 ? rows[0] : undefined;
}
