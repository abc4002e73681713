import { afterEach, beforeAll, expect, it } from 'vitest';
import { navigationSchema } from '../../schemas/entities/chrome';
import { listCategoryTree } from '../catalogue/categories';
import { getData } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { NAVIGATION_PAGE_VIEW_SLUG } from './chrome';

describeEachDriver('the category navigation from the CMS (GET /v1/navigation)', (driver) => {
  const context = useSeededApp(driver);
  const navigation = async () => navigationSchema.parse(await getData(context.app, '/v1/navigation'));
  // The tests edit and delete the seeded navigation page view: each puts it back, so none depends on running first.
  let seeded: unknown;
  beforeAll(async () => {
    const [page] = await context.db.query<{ row: unknown }>(
      'SELECT to_jsonb(p) AS row FROM page_views p WHERE slug = $1',
      [NAVIGATION_PAGE_VIEW_SLUG],
    );
    seeded = page!.row;
  });
  afterEach(async () => {
    await context.db.query('DELETE FROM page_views WHERE slug = $1', [NAVIGATION_PAGE_VIEW_SLUG]);
    await context.db.query('INSERT INTO page_views SELECT * FROM jsonb_populate_record(NULL::page_views, $1::jsonb)', [
      JSON.stringify(seeded),
    ]);
  });
  const setBlocks = (blocks: unknown) =>
    context.db.query('UPDATE page_views SET blocks = $2::jsonb, updated_at = now() WHERE slug = $1', [
      NAVIGATION_PAGE_VIEW_SLUG,
      JSON.stringify(blocks),
    ]);

  it('is seeded as a page view of nav tiles that answers the category tree, three levels, then Auctions', async () => {
    const [pageView] = await context.db.query<{ blocks: { layout: string; tiles: { display_type: string }[] }[] }>(
      'SELECT blocks FROM page_views WHERE slug = $1',
      [NAVIGATION_PAGE_VIEW_SLUG],
    );
    const displayTypes = new Set(pageView!.blocks.flatMap((block) => block.tiles.map((tile) => tile.display_type)));
    expect([...displayTypes].sort()).toEqual(['nav_group_header', 'nav_link']);
    const tree = await listCategoryTree(context.db);
    expect(await navigation()).toEqual([
      ...tree.map((sport) => ({
        title: sport.name,
        destination: sport.url,
        sections: (sport.children ?? []).map((section) => ({
          title: section.name,
          destination: section.url,
          children: (section.children ?? []).map((child) => ({ title: child.name, destination: child.url })),
        })),
      })),
      { title: 'Auctions', destination: '/search?q=auction', sections: [], highlighted: true },
    ]);
  });

  it('answers what an editor changed: entries, sections and links in the page view’s order', async () => {
    await setBlocks([
      { id: 1, layout: 'group-unlimited-1-column-title', title: 'Auctions', destination: '/search?q=auction' },
      {
        id: 2,
        layout: 'group-unlimited-1-column-title',
        title: 'Pickleball',
        destination: '/shop/pickleball',
        tiles: [
          { id: 21, title: 'Paddles', destination: '/shop/pickleball/paddles', display_type: 'nav_group_header' },
          { id: 22, title: 'Carbon', destination: '/shop/pickleball/paddles/carbon', display_type: 'nav_link' },
          { id: 23, title: 'Balls', destination: '/shop/pickleball/balls', display_type: 'nav_group_header' },
        ],
      },
    ]);
    expect(await navigation()).toEqual([
      { title: 'Auctions', destination: '/search?q=auction', sections: [], highlighted: true },
      {
        title: 'Pickleball',
        destination: '/shop/pickleball',
        sections: [
          {
            title: 'Paddles',
            destination: '/shop/pickleball/paddles',
            children: [{ title: 'Carbon', destination: '/shop/pickleball/paddles/carbon' }],
          },
          { title: 'Balls', destination: '/shop/pickleball/balls', children: [] },
        ],
      },
    ]);
  });

  it('leaves out what does not fit the answer instead of failing the header', async () => {
    await setBlocks([
      { id: 1, layout: 'group-unlimited-1-column-title', title: 'Off site', destination: 'https://example.com' },
      'not a block',
      {
        id: 2,
        layout: 'group-unlimited-1-column-title',
        title: 'Golf',
        destination: '/shop/golf',
        tiles: [
          { id: 20, title: 'Before any header', destination: '/shop/golf/x', display_type: 'nav_link' },
          { id: 21, title: 'Clubs', destination: '/shop/golf/clubs', display_type: 'nav_group_header' },
          { id: 22, title: 'Drivers', destination: '/shop/golf/clubs/drivers', display_type: 'nav_link' },
          { id: 23, title: 'No destination', display_type: 'nav_link' },
          { id: 24, title: 'A picture', destination: '/shop/golf/y', display_type: 'popular_models' },
          { id: 25, destination: '/shop/golf/untitled', display_type: 'nav_group_header' },
          { id: 26, title: 'Filed under no header', destination: '/shop/golf/z', display_type: 'nav_link' },
        ],
      },
    ]);
    expect(await navigation()).toEqual([
      {
        title: 'Golf',
        destination: '/shop/golf',
        sections: [
          {
            title: 'Clubs',
            destination: '/shop/golf/clubs',
            children: [{ title: 'Drivers', destination: '/shop/golf/clubs/drivers' }],
          },
        ],
      },
    ]);
    await context.db.query('DELETE FROM page_views WHERE slug = $1', [NAVIGATION_PAGE_VIEW_SLUG]);
    expect(await navigation()).toEqual([]);
  });
});
