import type { ScreenPrefetch } from '../../engine/registry/screen-plugin';
import { prefetchBrowse } from '../../ui/browse/browse-queries';
import { browseState } from '../../ui/browse/browse-state';
import { lockerSetup } from './locker-setup';

export const prefetchSearch: ScreenPrefetch = ({ api, queryClient, search }) =>
  prefetchBrowse(api, queryClient, browseState({ context: 'search' }, search.toString()));

export const prefetchLocker: ScreenPrefetch = ({ api, queryClient, params, search }) =>
  prefetchBrowse(api, queryClient, browseState(lockerSetup(params.username ?? ''), search.toString()));
