import type { ApiClient } from '../../engine';
import { USER_ITEM_LIST_PAGE_SIZE } from '../../schemas/requests/user-item-lists';
import { userItemListQuery } from '../../ui/item/user-item-list-queries';

/** Favourites: four desktop rows of six a page. New from followed sellers: two. */
const FAVORITES_PAGE_SIZE = USER_ITEM_LIST_PAGE_SIZE;
const FOLLOWED_PAGE_SIZE = 12;

/** The feed's two lists, the same queries for the server's prefetch and the screen. */
export const favoritesQuery = (api: ApiClient, uuid: string) =>
  userItemListQuery(api, 'favorites', uuid, FAVORITES_PAGE_SIZE);
export const followedItemsQuery = (api: ApiClient, uuid: string) =>
  userItemListQuery(api, 'followed_items', uuid, FOLLOWED_PAGE_SIZE);
