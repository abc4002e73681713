import type { Catalogue } from '../catalogue';
import type { ItemRow } from '../items';
import { sports } from '../sports';
import { buildFeedLanders } from './feed-landers';
import { buildGuideLanders } from './guide-landers';
import { buildHockeySticksLander } from './hockey-sticks-lander';
import { buildHome } from './home';
import { buildHowToShip } from './how-to-ship';
import { buildResultsLander } from './results-lander';
import { buildSellNow } from './sell-now';
import { buildShowcaseLander } from './showcase-lander';
import { buildSportLander } from './sport-lander';
import { buildTileLanders } from './tile-landers';
import type { LanderRow, PageViewRow, PrefillRow } from './types';

const PREFILL_SIZE = 12;

/**
 * Page views (home first, then How to Sell), the landers (one per sport, then the block showcases, How to Ship) and
 * their v2 prefills.
 */
export function buildContent(catalogue: Catalogue, items: ItemRow[]) {
  const landers = [
    ...sports.map((sport, index) => buildSportLander(catalogue, sport, index + 1, index + 2)),
    buildHockeySticksLander(catalogue, sports.length + 1, sports.length + 2),
    ...buildGuideLanders(catalogue),
    ...buildTileLanders(catalogue),
    ...buildFeedLanders(catalogue),
    buildShowcaseLander(catalogue, items),
    buildResultsLander(catalogue),
    buildHowToShip(),
  ];
  const pageViews: PageViewRow[] = [
    buildHome(catalogue, 1),
    buildSellNow(),
    ...landers.map((content) => content.pageView),
  ];
  const landerRows: LanderRow[] = landers.map((content) => content.lander);
  const prefills: PrefillRow[] = landers.flatMap(({ lander, prefill }) =>
    prefill
      ? [
          {
            lander_id: lander.id,
            block_id: prefill.blockId,
            item_ids: popularItemIds(catalogue, items, prefill.categoryId),
          },
        ]
      : [],
  );
  return { pageViews, landers: landerRows, prefills };
}

/** The most-favorited available items of a category and its descendants. */
function popularItemIds(catalogue: Catalogue, items: ItemRow[], categoryId: number): number[] {
  const inCategory = new Set(
    catalogue.categories.filter((row) => row.lineage.includes(categoryId)).map((row) => row.id),
  );
  return items
    .filter((item) => item.state === 'available' && inCategory.has(item.category_id))
    .sort((a, b) => b.favoriters_count - a.favoriters_count || a.id - b.id)
    .slice(0, PREFILL_SIZE)
    .map((item) => item.id);
}
