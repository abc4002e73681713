import { NotFoundError, type ScreenPrefetch } from '../../engine';
import { prefetchBrowse } from '../../ui/browse/browse-queries';
import { browseState } from '../../ui/browse/browse-state';
import { feedbackQuery, lockerFavoritesQuery, peopleQuery, profileQuery } from './locker-queries';
import { lockerSetup } from './locker-setup';
import { lockerSection } from './sections';

/**
 * A locker is public, so the server renders it whole: the profile (an unknown user is a 404, as is
 * an unknown section) and the first page of the section shown.
 */
export const prefetchLocker: ScreenPrefetch = async ({ api, queryClient, params, search }) => {
  const username = params.username ?? '';
  const section = lockerSection(params.section);
  if (!section) throw new NotFoundError('Locker section');
  const profile = await queryClient.fetchQuery(profileQuery(api, username));
  // The sections ask by the profile's own username, as the screen does (the path may hold an id).
  switch (section) {
    case 'available':
    case 'sold':
      return prefetchBrowse(api, queryClient, browseState(lockerSetup(profile.username, section), search.toString()));
    case 'favorites':
      return queryClient.prefetchInfiniteQuery(lockerFavoritesQuery(api, profile.uuid));
    case 'feedback':
      return queryClient.prefetchInfiniteQuery(feedbackQuery(api, profile.username, null));
    case 'followers':
    case 'following':
      return queryClient.prefetchInfiniteQuery(peopleQuery(api, profile.username, section));
    case 'about':
      return;
  }
};
