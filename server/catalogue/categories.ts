import type { Category } from '../../schemas/entities/category';
import type { Db } from '../db/db';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
}

/** The whole category tree, top categories first, siblings in their set order. */
export async function listCategoryTree(db: Db): Promise<Category[]> {
  const rows = await db.query<CategoryRow>('SELECT id, parent_id, name, slug FROM categories ORDER BY position, id');
  const nodes = new Map<number, Category>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        url: `/shop/${row.slug}`,
        icon_url: `/media/categories/${row.slug}.svg`,
        children: [],
      },
    ]),
  );
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children! : roots).push(node);
  }
  return roots;
}

/** One category with its descendants, or null. */
export async function findCategory(db: Db, id: number): Promise<Category | null> {
  const search = (nodes: Category[]): Category | null => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = search(node.children ?? []);
      if (found) return found;
    }
    return null;
  };
  return search(await listCategoryTree(db));
}
