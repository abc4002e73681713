import type { PageViewEnvelope } from '../../schemas/page-view';
import type { Db } from '../db/db';

export interface PageViewRow {
  id: number;
  slug: string;
  title: string | null;
  updated_at: Date;
  blocks: unknown[];
}

const PAGE_VIEW_COLUMNS = 'id, slug, title, updated_at, blocks';

export function toPageView(row: PageViewRow): PageViewEnvelope {
  return { id: row.id, slug: row.slug, title: row.title, updated_at: row.updated_at.toISOString(), blocks: row.blocks };
}

/** A page view by numeric id (up to 9 digits) or else by slug. */
export async function findPageView(db: Db, idOrSlug: string): Promise<PageViewEnvelope | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db.query<PageViewRow>(
    `SELECT ${PAGE_VIEW_COLUMNS} FROM page_views WHERE ${byId ? 'id = $1::int' : 'slug = $1'}`,
    [idOrSlug],
  );
  return row ? toPageView(row) : null;
}
