import { slugify } from '../text/slugify';
import { cents } from './money';
import type { Random } from './random';
import { sports } from './sports';
import { isGroup, type LeafSeed, type SportSeed } from './sports/types';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  lineage: number[];
  position: number;
  color: string;
  glyph: string;
  /** What one item of a leaf is called ('Driver'); null for sports and groups. */
  title_name: string | null;
}

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
}

export interface ModelRow {
  id: number;
  brand_id: number;
  category_id: number;
  name: string;
  used_p30: number;
  used_p70: number;
  new_p30: number;
  new_p70: number;
}

/** A category items are listed in, with what it takes to name and price them. */
export interface Leaf {
  sport: SportSeed;
  category: CategoryRow;
  seed: LeafSeed;
  models: { row: ModelRow; brand: BrandRow }[];
}

export interface Catalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  models: ModelRow[];
  leaves: Leaf[];
  category(slug: string): CategoryRow;
  brand(name: string): BrandRow;
}

/**
 * The category tree (sport → group → leaf, ids in depth-first order), brands in order of first
 * appearance, and models with price statistics drawn from their category's retail range.
 */
export function buildCatalogue(random: Random): Catalogue {
  const categories: CategoryRow[] = [];
  const brands = new Map<string, BrandRow>();
  const models: ModelRow[] = [];
  const leaves: Leaf[] = [];

  const addCategory = (
    parent: CategoryRow | null,
    seed: { slug: string; name: string; glyph?: string; noun?: string },
    sport: SportSeed,
    position: number,
  ): CategoryRow => {
    const id = categories.length + 1;
    const row: CategoryRow = {
      id,
      parent_id: parent?.id ?? null,
      name: seed.name,
      slug: parent ? `${parent.slug}/${seed.slug}` : seed.slug,
      lineage: [...(parent?.lineage ?? []), id],
      position,
      color: sport.color,
      glyph: seed.glyph ?? parent?.glyph ?? sport.glyph,
      title_name: seed.noun ?? null,
    };
    categories.push(row);
    return row;
  };

  const addLeaf = (parent: CategoryRow, seed: LeafSeed, sport: SportSeed, position: number) => {
    const category = addCategory(parent, seed, sport, position);
    const leaf: Leaf = { sport, category, seed, models: [] };
    for (const [brandName, modelNames] of Object.entries(seed.models)) {
      let brand = brands.get(brandName);
      if (!brand) {
        brand = { id: brands.size + 1, name: brandName, slug: slugify(brandName) };
        brands.set(brandName, brand);
      }
      for (const name of modelNames) {
        const retail = random.between(...seed.retail);
        const row: ModelRow = {
          id: models.length + 1,
          brand_id: brand.id,
          category_id: category.id,
          name,
          used_p30: cents(retail * 0.42),
          used_p70: cents(retail * 0.6),
          new_p30: cents(retail * 0.78),
          new_p70: cents(retail * 0.92),
        };
        models.push(row);
        leaf.models.push({ row, brand });
      }
    }
    leaves.push(leaf);
  };

  sports.forEach((sport, sportIndex) => {
    const top = addCategory(null, sport, sport, sportIndex);
    sport.categories.forEach((child, childIndex) => {
      if (!isGroup(child)) return addLeaf(top, child, sport, childIndex);
      const group = addCategory(top, child, sport, childIndex);
      child.children.forEach((leaf, leafIndex) => addLeaf(group, leaf, sport, leafIndex));
    });
  });

  const bySlug = new Map(categories.map((row) => [row.slug, row]));
  return {
    categories,
    brands: [...brands.values()],
    models,
    leaves,
    category(slug) {
      const row = bySlug.get(slug);
      if (!row) throw new Error(`Seed: no category '${slug}'`);
      return row;
    },
    brand(name) {
      const row = brands.get(name);
      if (!row) throw new Error(`Seed: no brand '${name}'`);
      return row;
    },
  };
}
