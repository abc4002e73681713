import { hashText } from '../text/hash';
import { buildCatalogue } from './catalogue';
import { buildChromeSeed } from './chrome';
import { daysBeforeSeedNow } from './clock';
import { buildCms, buildNavigationPageView } from './cms';
import { buildContent } from './content';
import { demoAccountRows } from './demo-accounts';
import { buildDemoDrafts } from './demo-drafts';
import { demoLoginRows } from './demo-logins';
import { withInsightsData } from './insights';
import { withItemManagement } from './item-management';
import { buildItemPageData } from './item-page';
import { buildItems, CONTENT_ITEM_COUNT } from './items';
import { buildListFlowDetails, itemDetailValuesFromNames } from './list-flow-details';
import { buildMarketplaceLinks } from './marketplace-links';
import { withOrganisationItems } from './organisation-items';
import { withPastImport } from './past-import';
import { createRandom } from './random';
import { withShipping } from './shipping';
import { buildSocial } from './social';
import { withSoldDates } from './sold-dates';
import { buildDemoSwaps } from './swaps';
import { buildUsers } from './users';

/** Bump when the seed content changes; a database records the version it was seeded with. */
export const SEED_VERSION = 18;

/**
 * Every seeded row, keyed by table in insertion order. A pure function: each part draws from its
 * own PRNG stream, so the result is the same on every run and one part's changes don't shift another's.
 */
export function buildSeedData({ itemCount }: { itemCount?: number } = {}) {
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
  return {
    categories: catalogue.categories,
    brands: catalogue.brands,
    models: catalogue.models,
    ...listFlowDetails,
    users: withShipping(random('shipping'), swaps.users),
    // Before the items, which may be in one (items.sale_id); the other chrome rows follow below.
    sales,
    user_logins: demoLoginRows(),
    parcels: drafts.parcels,
    items: [...generatedItems, ...drafts.items],
    uploaded_images: drafts.uploaded_images,
    item_detail_values: [
      ...itemDetailValuesFromNames(generatedItems, catalogue.categories, listFlowDetails),
      ...drafts.item_detail_values,
    ],
    item_variations: itemPage.variations,
    ...buildMarketplaceLinks(generatedItems),
    detail_definitions: itemPage.detailDefinitions,
    page_views: [...content.pageViews, buildNavigationPageView(catalogue)],
    landers: content.landers,
    lander_block_prefills: content.prefills,
    ...buildCms(catalogue, content.landers),
    favorites: management.favorites,
    following: social.following,
    feedback: [...social.feedback, ...organisation.feedback],
    ...chrome,
    catalog_entries: management.catalog_entries,
    bump_balances: management.bump_balances,
    bumps: management.bumps,
    item_reports: management.item_reports,
    jobs: pastImport.jobs,
    item_imports: pastImport.item_imports,
    item_import_errors: pastImport.item_import_errors,
    orders: swaps.orders,
    swaps: insights.swaps,
    order_items: swaps.order_items,
    offers: insights.offers,
    swap_messages: swaps.swap_messages,
  };
}
