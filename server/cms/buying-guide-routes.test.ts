import { expect, it } from 'vitest';
import { z } from 'zod';
import { buyingGuideRefSchema } from '../../schemas/cms/buying-guide';
import { getData } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('buying guides', (driver) => {
  const context = useSeededApp(driver);

  it('lists every published guide by name with the lander that shows it', async () => {
    const guides = z.array(buyingGuideRefSchema).parse(await getData(context.app, '/v1/buying_guides'));
    expect(guides.map(({ slug, name, path }) => ({ slug, name, path }))).toEqual([
      { slug: 'bbcor-bats', name: 'Choosing a BBCOR Bat', path: '/shop/baseball/bats/bbcor-bats' },
      { slug: 'golf-drivers', name: 'How to Buy a Used Driver', path: '/shop/golf/clubs/drivers' },
    ]);
  });

  it('leaves out a guide that no lander shows, and a draft never published', async () => {
    await context.db.query(
      `INSERT INTO cms_pages (page_type, slug, fields, draft_fields) VALUES
       ('buying_guide', 'orphan-guide', '{"name": "A Guide Nobody Shows"}', NULL),
       ('buying_guide', 'draft-guide', NULL, '{"name": "Unpublished"}')`,
    );
    try {
      const guides = z.array(buyingGuideRefSchema).parse(await getData(context.app, '/v1/buying_guides'));
      expect(guides.map((guide) => guide.slug)).toEqual(['bbcor-bats', 'golf-drivers']);
    } finally {
      await context.db.query("DELETE FROM cms_pages WHERE slug IN ('orphan-guide', 'draft-guide')");
    }
  });
});
