import {
  MEMBER,
  renderWithEngine,
  testQueryClient,
  type EngineTestOptions,
  type TestViewer,
} from '../../engine/testing';
import { itemDetailSchema, type ItemDetail } from '../../schemas/entities/item-detail';
import itemFixture from '../../stories/fixtures/item-detail.json';
import { itemQueryKey } from './item-queries';
import ItemScreen from './ItemScreen';

/** The story fixture (a seeded item as GET /v1/items/5 answers a guest), checked against the schema. */
export const baseItem: ItemDetail = itemDetailSchema.parse(itemFixture);

/** The fixture with some fields changed, still a valid item. */
export function itemWith(overrides: Partial<ItemDetail>): ItemDetail {
  return itemDetailSchema.parse({ ...baseItem, ...overrides });
}

/** A cart line holding the fixture as item `id`, available, shipping $12. */
export const cartLine = (id: number) => ({
  id,
  item: { ...baseItem, id },
  item_variation: null,
  available: true,
  shipping: 12,
  offer_price: null,
});

/** A signed-in buyer (not the fixture's seller) and the fixture's seller. */
export const BUYER = MEMBER;
export const SELLER: TestViewer = { userId: String(baseItem.seller.id), uuid: `user-${baseItem.seller.id}` };

/** The fixture's page: /gear/{ITEM_PATH}. */
export const ITEM_PATH = 'used-under-armour-harper-8-baseball-cleats-size-10-5';

/** The item page at /gear/{rest} (or `path`), with `item` already loaded, as `signedInAs` sees it. */
export function renderItemPage(
  item: ItemDetail = baseItem,
  options: { rest?: string } & Pick<EngineTestOptions, 'path' | 'signedInAs' | 'api' | 'cookies'> = {},
) {
  const { rest = ITEM_PATH, path = `/gear/${rest}`, ...engine } = options;
  const queryClient = testQueryClient();
  queryClient.setQueryData(itemQueryKey(rest), item);
  return renderWithEngine(<ItemScreen params={{ '*': rest }} />, { ...engine, path, queryClient });
}
