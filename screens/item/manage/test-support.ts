import { json, type FakeRoutes } from '../../../engine/testing';
import type { BumpInfo } from '../../../schemas/entities/bumps';
import type { Sale } from '../../../schemas/entities/chrome';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { userFixture } from '../../../ui/people/fixtures';
import { baseItem, itemWith } from '../test-support';

/** Every management action of an available item, as the server lists them for its seller. */
export const SELLER_ACTIONS = ['bump', 'price_drop', 'duplicate', 'join_sale', 'view_swaps', 'edit', 'remove'];

/** The fixture as its seller sees it. */
export const sellersItem = (overrides: Partial<ItemDetail> = {}) => itemWith({ actions: SELLER_ACTIONS, ...overrides });

/** A bump's answer: the item (bumped now) and the bump info after it. */
export const bumpAnswer = (info: BumpInfo) =>
  json({ data: { item: { ...sellersItem(), last_bumped_at: '2026-11-26T07:00:00.000Z' }, bump_info: info } });

/**
 * What the bump flow reads first: the site configuration (Pro for everyone when `proEnabled`) and
 * the account (the fixture's seller, without the Pro grant `pro_access` unless `granted`).
 */
export const bumpRoutes = ({
  proEnabled = false,
  username = baseItem.seller.username,
  granted = false,
  provider = 'sandbox',
}: { proEnabled?: boolean; username?: string; granted?: boolean; provider?: 'sandbox' | null } = {}): FakeRoutes => ({
  'GET /v1/site_configuration': { data: { pro_enabled: proEnabled, payment_provider: provider } },
  'GET /v1/user_configuration': {
    data: userFixture({ id: baseItem.seller.id, username, features: granted ? ['pro_access'] : [] }),
  },
  'GET /v1/items/5': { data: sellersItem() },
});

/** A sale starting on `start` and ending on `end` (ISO days). */
export const saleFixture = (id: number, name: string, start: string, end: string): Sale => ({
  id,
  name,
  label: `${name} deals`,
  destination: `/shop/sale-${id}`,
  started_at: `${start}T00:00:00.000Z`,
  ended_at: `${end}T00:00:00.000Z`,
  slug: `sale-${id}`,
  subtitle: null,
  discount_percent: 20,
});
