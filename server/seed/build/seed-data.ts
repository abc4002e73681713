import { hashText } from '../../text/hash';
import { withAfterSale } from '../after-sale';
import { buildCatalogue } from '../catalogue';
import { buildChromeSeed } from '../chrome';
import { daysBeforeSeedNow, withSeedNow } from '../clock';
import { buildCms, buildNavigationPageView } from '../cms';
import { buildContent } from '../content';
import { demoAccount, demoAccountRows } from '../demo-accounts';
import { buildDemoDrafts } from '../demo-drafts';
import { demoLoginRows } from '../demo-logins';
import { withInsightsData } from '../insights';
import { withItemManagement } from '../item-management';
import { buildItemPageData } from '../item-page';
import { buildItems, CONTENT_ITEM_COUNT } from '../items';
import { buildListFlowDetails, itemDetailValuesFromNames } from '../list-flow-details';
import { buildMarketplaceLinks } from '../marketplace-links';
import { withOrganisationItems } from '../organisation-items';
import { withPastImport } from '../past-import';
import { publishedBeforeSwaps } from '../published-before-swaps';
import { createRandom } from '../random';
import { buildReferralSeed } from '../referrals';
import { buildItemViewDays } from '../seller-dashboard';
import { withShipping } from '../shipping';
import { buildSocial } from '../social';
import { withSoldDates } from '../sold-dates';
import { buildDemoSwaps } from '../swaps';
import { buildUsers } from '../users';

/** Bump when the seed content changes; a database records the version it was seeded with. */
export const SEED_VERSION = 23;

export interface SeedOptions {
  itemCount?: number;
  /** The seed's now (seed/clock.ts): every seeded date is relative to it. */
  now: Date;
}

/**
 * Every seeded row, keyed by table in insertion order. A pure function of its options: each part
 * draws from its own PRNG stream, so the result is the same on every run with the same `now` and one
 * part's changes don't shift another's.
 */
export function buildSeedData({ itemCount, now }: SeedOptions) {
  return withSeedNow(now, () => buildRows(itemCount));
}

function buildRows(itemCount: number | undefined) {
  const random = (part: string) => createRandom(hashText(`kitswap-seed-${part}`));
  const catalogue = buildCatalogue(random('catalogue'));
  const { users, sellersBySport } = buildUsers(random('users'));
  // Items are drawn one after another from one stream: the first 2,400 are the same at any count.
  const items = buildItems(random('items'), catalogue, sellersBySport, itemCount);
  const content = buildContent(catalogue, items.slice(0, CONTENT_ITEM_COUNT));
  const itemPage = buildItemPageData(random('item-page'), catalogue, items);
  const social = buildSocial(random('social'), catalogue, [...users, ...demoAccountRows()], itemPage.items);
  const swaps = buildDemoSwaps(
    social.items,
    itemPage.variations,
    social.favorites.map((favorite) => favorite.item_id),
    social.users,
  );
  const pastImport = withPastImport(
    withSoldDates(random('sold-dates'), swaps.items, swaps.orders, swaps.order_items),
    catalogue,
  );
  const listFlowDetails = buildListFlowDetails((slug) => catalogue.category(slug));
  // Seeded items were last saved when published (drafts some days before the seed's now).
  const sellerIds = new Set([...sellersBySport.values()].flat().map((user) => user.id));
  const organisation = withOrganisationItems(pastImport.items, catalogue, {
    excludedItemIds: new Set([
      ...itemPage.variations.map((variation) => variation.item_id),
      ...social.favorites.map((favorite) => favorite.item_id),
      ...swaps.swaps.map((swap) => swap.item_id),
    ]),
    buyerIds: users.filter((user) => !sellerIds.has(user.id)).map((user) => user.id),
    firstFeedbackId: social.feedback.length + 1,
  });
  const insights = withInsightsData(organisation.items, swaps.swaps, swaps.offers);
  const management = withItemManagement(insights.items, social.favorites);
  const generatedItems = management.items.map((item) => ({
    ...item,
    updated_at: item.published_at ?? daysBeforeSeedNow(item.id % 30),
    parcel_id: null,
  }));
  const { sales, ...chrome } = buildChromeSeed();
  const drafts = buildDemoDrafts(catalogue, listFlowDetails, generatedItems[0]!, generatedItems.length + 1);
  const marketplaceLinks = buildMarketplaceLinks(generatedItems);
  // The lives of swaps after the talk (issue 18): on items no other seeded content uses.
  const buyerFavourites = new Set(
    management.favorites.filter((favorite) => favorite.user_id === demoAccount('buyer').id).map((f) => f.item_id),
  );
  const afterSale = withAfterSale({
    items: [...generatedItems, ...drafts.items],
    users: withShipping(random('shipping'), swaps.users),
    swaps: insights.swaps,
    offers: insights.offers,
    orders: swaps.orders,
    order_items: swaps.order_items,
    swap_messages: swaps.swap_messages,
    favorites: management.favorites,
    feedback: [...social.feedback, ...organisation.feedback],
    reservedItemIds: new Set([
      ...itemPage.variations.map((variation) => variation.item_id),
      ...management.item_reports.map((report) => report.item_id),
      ...marketplaceLinks.item_marketplace_links.map((link) => link.item_id),
      ...content.prefills.flatMap((prefill) => prefill.item_ids),
    ]),
    buyerFavouriteCategoryIds: new Set(
      generatedItems.filter((item) => buyerFavourites.has(item.id)).map((item) => item.category_id),
    ),
  });
  return {
    categories: catalogue.categories,
    brands: catalogue.brands,
    models: catalogue.models,
    ...listFlowDetails,
    users: afterSale.users,
    // Before the items, which may be in one (items.sale_id); the other chrome rows follow below.
    sales,
    user_logins: demoLoginRows(),
    parcels: drafts.parcels,
    items: publishedBeforeSwaps(afterSale.items, afterSale.swaps),
    uploaded_images: drafts.uploaded_images,
    item_detail_values: [
      ...itemDetailValuesFromNames(generatedItems, catalogue.categories, listFlowDetails),
      ...drafts.item_detail_values,
    ],
    item_variations: itemPage.variations,
    ...marketplaceLinks,
    detail_definitions: itemPage.detailDefinitions,
    page_views: [...content.pageViews, buildNavigationPageView(catalogue)],
    landers: content.landers,
    lander_block_prefills: content.prefills,
    ...buildCms(catalogue, content.landers),
    favorites: afterSale.favorites,
    item_view_days: buildItemViewDays(afterSale.items),
    following: social.following,
    ...chrome,
    catalog_entries: management.catalog_entries,
    bump_balances: management.bump_balances,
    bumps: management.bumps,
    item_reports: management.item_reports,
    jobs: pastImport.jobs,
    item_imports: pastImport.item_imports,
    item_import_errors: pastImport.item_import_errors,
    addresses: afterSale.addresses,
    orders: afterSale.orders,
    swaps: afterSale.swaps,
    order_items: afterSale.order_items,
    offers: afterSale.offers,
    swap_messages: afterSale.swap_messages,
    // After the swaps: feedback left on a sale names its swap.
    feedback: afterSale.feedback,
    shipments: afterSale.shipments,
    shipment_events: afterSale.shipment_events,
    disputes: afterSale.disputes,
    swap_stars: afterSale.swap_stars,
    // Invite Friends: the demo codes and the friends who joined with the demo buyer's.
    ...buildReferralSeed(afterSale.users, afterSale.swaps),
  };
}
