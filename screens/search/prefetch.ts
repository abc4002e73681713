import type { ScreenPrefetch } from '../../engine';
import { prefetchBrowse } from '../../ui/browse/browse-queries';
import { browseState } from '../../ui/browse/browse-state';

export const prefetchSearch: ScreenPrefetch = ({ api, queryClient, search }) =>
  prefetchBrowse(api, queryClient, browseState({ context: 'search' }, search.toString()));
