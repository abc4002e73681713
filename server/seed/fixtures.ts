import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { landerSchema } from '../../schemas/entities/lander';
import { dateTimeSchema, idSchema } from '../../schemas/primitives';
import type { Db } from '../db/db';
import { syncIdSequence } from './write-rows';

/** A page view fixture: blocks are stored as they are, valid or not (tests break them on purpose). */
const pageViewFixtureSchema = z.object({
  id: idSchema.optional(),
  slug: z.string().min(1),
  title: z.string().nullish(),
  updated_at: dateTimeSchema.optional(),
  blocks: z.array(z.unknown()),
});

/** A lander fixture: a lander (id optional) naming its page view by slug. */
const landerFixtureSchema = landerSchema
  .pick({ slug: true, path: true, title: true, query: true, show_categories: true, category: true })
  .extend({ id: idSchema.optional(), page_view_slug: z.string().min(1) });

export interface FixtureCounts {
  pageViews: number;
  landers: number;
}

/**
 * Loads `{dir}/page-views/*.json` then `{dir}/landers/*.json`, upserting by slug, in one
 * transaction: loading the same directory twice leaves the same rows.
 */
export async function loadFixtures(db: Db, dir: string): Promise<FixtureCounts> {
  const isDirectory = await stat(dir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new Error(`Fixtures directory ${dir} does not exist`);
  const pageViews = await readFixtures(join(dir, 'page-views'), pageViewFixtureSchema);
  const landers = await readFixtures(join(dir, 'landers'), landerFixtureSchema);
  await db.transaction(async (tx) => {
    for (const { file, fixture } of pageViews) {
      await tx
        .query(
          `INSERT INTO page_views (id, slug, title, updated_at, blocks)
           VALUES (coalesce($1, nextval(pg_get_serial_sequence('page_views', 'id'))), $2, $3, coalesce($4::timestamptz, now()), $5::jsonb)
           ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, updated_at = EXCLUDED.updated_at, blocks = EXCLUDED.blocks`,
          [
            fixture.id ?? null,
            fixture.slug,
            fixture.title ?? null,
            fixture.updated_at ?? null,
            JSON.stringify(fixture.blocks),
          ],
        )
        .catch(failed(file));
    }
    await syncIdSequence(tx, 'page_views');
    for (const { file, fixture } of landers) {
      const [pageView] = await tx.query<{ id: number }>('SELECT id FROM page_views WHERE slug = $1', [
        fixture.page_view_slug,
      ]);
      if (!pageView) throw new Error(`Fixture ${file}: no page view with slug '${fixture.page_view_slug}'`);
      await tx
        .query(
          `INSERT INTO landers (id, slug, path, title, query, show_categories, category_id, page_view_id)
           VALUES (coalesce($1, nextval(pg_get_serial_sequence('landers', 'id'))), $2, $3, $4, $5::jsonb, $6, $7, $8)
           ON CONFLICT (slug) DO UPDATE SET path = EXCLUDED.path, title = EXCLUDED.title, query = EXCLUDED.query,
             show_categories = EXCLUDED.show_categories, category_id = EXCLUDED.category_id, page_view_id = EXCLUDED.page_view_id`,
          [
            fixture.id ?? null,
            fixture.slug,
            fixture.path,
            fixture.title,
            JSON.stringify(fixture.query),
            fixture.show_categories,
            fixture.category?.id ?? null,
            pageView.id,
          ],
        )
        .catch(failed(file));
    }
    await syncIdSequence(tx, 'landers');
  });
  return { pageViews: pageViews.length, landers: landers.length };
}

const failed = (file: string) => (error: unknown) => {
  throw new Error(`Fixture ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
};

/** Every *.json file of a directory (none when it does not exist), parsed and checked. */
async function readFixtures<S extends z.ZodType>(
  dir: string,
  schema: S,
): Promise<{ file: string; fixture: z.output<S> }[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const fixtures: { file: string; fixture: z.output<S> }[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const json = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(failed(file));
    const result = schema.safeParse(json);
    if (!result.success) throw new Error(`Fixture ${file}: ${z.prettifyError(result.error)}`);
    fixtures.push({ file, fixture: result.data });
  }
  return fixtures;
}
