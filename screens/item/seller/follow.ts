import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useEngine } from '../../../engine/context';
import type { ItemDetail } from '../../../schemas/entities/item-detail';

/**
 * SEAM — following a seller. The endpoints (PUT / DELETE /v1/users/{uuid}/following/{userId},
 * spec §7.6) and the user-feed follow button are built on branch blocks-grids; after the merge this
 * hook should delegate to that work's follow hook, and the item API should fill seller.following.
 * Until then it calls the spec's endpoints directly, optimistically, and puts the state back on a
 * failure.
 */
export function useFollowSeller(seller: ItemDetail['seller']) {
  const { api, viewer } = useEngine();
  const [following, setFollowing] = useState(Boolean(seller.following));
  const mutation = useMutation({
    mutationFn: (follow: boolean) => {
      const path = `/v1/users/${viewer?.uuid}/following/${seller.id}`;
      return follow ? api.put(path, {}) : api.delete(path);
    },
    onMutate: (follow) => setFollowing(follow),
    onError: (_error, follow) => setFollowing(!follow),
  });
  return { following, toggle: () => mutation.mutate(!following), error: mutation.error };
}
