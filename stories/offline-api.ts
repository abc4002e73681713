import { offlineApi } from '../engine/testing';

/**
 * The API client of stories: the real client with a fetch that always fails (Ladle has no server).
 * Blocks with data get it from fixtures instead (a lander prefill, see page-view.stories.tsx).
 */
export const storyApi = offlineApi();
