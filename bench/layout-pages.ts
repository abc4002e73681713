import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneBlockPerFixture } from './page-view-fixture';

/** The layouts of the small page: what a plain editorial lander uses. */
export const SMALL_PAGE_LAYOUTS = ['hero', 'text-paragraph', 'item-grid-1-row'];

export const ALL_LAYOUTS_PATH = '/shop/bench/all-layouts';
export const SMALL_PAGE_PATH = '/shop/bench/three-layouts';

/**
 * Writes a seed-fixtures folder (SEED_FIXTURES) with two landers: one holding a block of every
 * layout (from stories/fixtures/blocks) and one holding three layouts. Returns the folder.
 */
export function writeLayoutPages(): { dir: string; allLayouts: number } {
  const dir = mkdtempSync(join(tmpdir(), 'kitswap-bench-fixtures-'));
  mkdirSync(join(dir, 'page-views'));
  mkdirSync(join(dir, 'landers'));
  const all = oneBlockPerFixture();
  const pages = [
    { slug: 'bench-all-layouts', id: 9901, path: ALL_LAYOUTS_PATH, blocks: all },
    {
      slug: 'bench-three-layouts',
      id: 9902,
      path: SMALL_PAGE_PATH,
      blocks: all.filter((block) => SMALL_PAGE_LAYOUTS.includes(String(block.layout))),
    },
  ];
  for (const page of pages) {
    const pageView = {
      id: page.id,
      slug: page.slug,
      title: page.slug,
      updated_at: '2026-11-01T12:00:00Z',
      blocks: page.blocks,
    };
    writeFileSync(join(dir, 'page-views', `${page.slug}.json`), JSON.stringify(pageView));
    const lander = {
      slug: page.path.slice('/shop/'.length),
      path: page.path,
      title: page.slug,
      query: {},
      show_categories: false,
      page_view_slug: page.slug,
    };
    writeFileSync(join(dir, 'landers', `${page.slug}.json`), JSON.stringify(lander));
  }
  return { dir, allLayouts: all.length };
}
