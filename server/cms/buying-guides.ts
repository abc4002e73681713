import type { BuyingGuideRef } from '../../schemas/cms/buying-guide';
import type { Db } from '../db/db';

/** Published buying guides that some lander shows, by name; a guide on no lander has nowhere to be read. */
export async function listBuyingGuides(db: Db): Promise<BuyingGuideRef[]> {
  return db.query(
    `SELECT p.slug, p.fields->>'name' AS name, p.fields->>'simple_description' AS simple_description, shown.path, shown.title AS lander_title
     FROM cms_pages p
     JOIN LATERAL (
       SELECT l.path, l.title FROM landers l JOIN page_views pv ON pv.id = l.page_view_id
       WHERE pv.blocks @> jsonb_build_array(jsonb_build_object('layout', 'buying-guide', 'guide_slug', p.slug))
       ORDER BY l.id LIMIT 1
     ) shown ON true
     WHERE p.page_type = 'buying_guide' AND p.fields IS NOT NULL
     ORDER BY p.fields->>'name'`,
  );
}
