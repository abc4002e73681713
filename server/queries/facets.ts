import type { Facet } from '../../schemas/entities/facet';
import type { Db } from '../db/db';
import { browseConditions, type BrowseParams, type FacetKey } from './browse-conditions';

/** How many values a brand or model facet lists, most items first. */
export const FACET_VALUE_LIMIT = 30;

interface CountRow {
  reference: string;
  name: string;
  count: number;
}

const CONDITION_NAMES: Record<string, string> = { new: 'New', used: 'Used' };

/**
 * The facets of a browse (GET /v2/facet_items), each counted by SQL over the items matching every
 * other filter (a facet's own selection does not shrink its own counts, so more values can be
 * added). Category lists the children of the selected category (the top categories without one),
 * counted over their subtrees under all filters. Model only with include_model.
 */
export async function browseFacets(db: Db, params: BrowseParams, { includeModel }: { includeModel: boolean }): Promise<Facet[]> {
  const count = (except: FacetKey | undefined, select: string, join: string, groupBy: string, orderBy: string, extra: unknown[] = []) => {
    const values: unknown[] = [...extra];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const where = browseConditions(params, bind, except).join(' AND ');
    return db.query<CountRow>(
      `SELECT ${select}, count(*)::int AS count FROM items i ${join} WHERE ${where} GROUP BY ${groupBy} ORDER BY ${orderBy} LIMIT ${FACET_VALUE_LIMIT}`,
      values,
    );
  };

  const selectedCategory = params['category[]']?.[0] ?? params.category_id;
  // The category level below the selection: its position in the items' category lineage.
  const [depthRow] = selectedCategory
    ? await db.query<{ depth: number }>('SELECT cardinality(lineage) AS depth FROM categories WHERE id = $1', [selectedCategory])
    : [{ depth: 0 }];
  const depth = depthRow?.depth ?? 0;

  const [categories, brands, models, conditions] = await Promise.all([
    count(
      undefined,
      'c.id::text AS reference, c.name, c.position',
      'JOIN categories leaf ON leaf.id = i.category_id JOIN categories c ON c.id = leaf.lineage[$1]',
      'c.id, c.name, c.position',
      'c.position, c.name',
      [depth + 1],
    ),
    count('brand', 'b.id::text AS reference, b.name', 'JOIN brands b ON b.id = i.brand_id', 'b.id, b.name', 'count(*) DESC, b.name'),
    includeModel
      ? count(
          'model',
          "m.id::text AS reference, b.name || ' ' || m.name AS name",
          'JOIN models m ON m.id = i.model_id JOIN brands b ON b.id = m.brand_id',
          'm.id, b.name, m.name',
          'count(*) DESC, b.name, m.name',
        )
      : Promise.resolve(null),
    count('condition', 'i.condition AS reference, i.condition AS name', '', 'i.condition', 'i.condition', []).then((rows) =>
      rows.filter((row) => row.reference !== null).map((row) => ({ ...row, name: CONDITION_NAMES[row.reference] ?? row.reference })),
    ),
  ]);

  const facet = (slug: string, name: string, rows: CountRow[]): Facet => ({
    slug,
    name,
    children: rows.map((row, position) => ({ reference: row.reference, name: row.name, position, count: row.count })),
  });
  return [
    facet('category', 'Category', categories),
    facet('brand', 'Brand', brands),
    ...(models ? [facet('model', 'Model', models)] : []),
    facet('condition', 'Condition', conditions),
  ];
}
