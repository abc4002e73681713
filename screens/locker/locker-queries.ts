import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import {
  pagedFeedbackSchema,
  pagedUsersSchema,
  userProfileSchema,
  type FeedbackRating,
} from '../../schemas/entities/user-profile';
import { LOCKER_LIST_PAGE_SIZE } from '../../schemas/requests/locker';
import { USER_ITEM_LIST_PAGE_SIZE } from '../../schemas/requests/user-item-lists';
import { userItemListQuery } from '../../ui/item/user-item-list-queries';

const userPath = (username: string) => `/v1/users/${encodeURIComponent(username)}`;
const nextPage = ({ meta: { paging } }: { meta: { paging: { page: number; total_pages: number } } }) =>
  paging.page < paging.total_pages ? paging.page + 1 : undefined;

/** The locker's profile (GET /v1/users/{username}?src=locker); a 404 makes the page a 404. */
export const profileQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: ['locker', username, 'profile'],
    queryFn: () => api.get(userPath(username), { query: { src: 'locker' }, schema: userProfileSchema }),
  });

/** Followers or Following, a page per 'Load more'. */
export const peopleQuery = (api: ApiClient, username: string, list: 'followers' | 'following') =>
  infiniteQueryOptions({
    queryKey: ['locker', username, list],
    queryFn: ({ pageParam }) =>
      api.get(`${userPath(username)}/${list}`, {
        query: { page: pageParam, page_size: LOCKER_LIST_PAGE_SIZE, src: 'locker' },
        full: true,
        schema: pagedUsersSchema,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Feedback of one rating, or every rating when none, a page per 'Load more'. */
export const feedbackQuery = (api: ApiClient, username: string, rating: FeedbackRating | null) =>
  infiniteQueryOptions({
    queryKey: ['locker', username, 'feedback', rating],
    queryFn: ({ pageParam }) =>
      api.get(`${userPath(username)}/feedback`, {
        query: {
          page: pageParam,
          page_size: LOCKER_LIST_PAGE_SIZE,
          src: 'locker',
          ...(rating ? { rating: [rating] } : {}),
        },
        full: true,
        schema: pagedFeedbackSchema,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The user's favourites, public (the same list as /feed's, by the profile's uuid). */
export const lockerFavoritesQuery = (api: ApiClient, uuid: string) =>
  userItemListQuery(api, 'favorites', uuid, USER_ITEM_LIST_PAGE_SIZE);
