import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useEngine } from '../../engine';

/**
 * Following a user (spec §4.2, §7.6): PUT / DELETE /v1/users/{uuid}/following/{userId} as the
 * signed-in viewer, optimistically; a failure puts the state back and is returned as `error`.
 * Callers ask guests to sign in first (ui/sign-in, SIGN_IN_REASONS.follow).
 */
export function useFollow(userId: number, initiallyFollowing: boolean) {
  const { api, viewer } = useEngine();
  const [following, setFollowing] = useState(initiallyFollowing);
  const mutation = useMutation({
    mutationFn: (follow: boolean) => {
      const path = `/v1/users/${encodeURIComponent(viewer?.uuid ?? '')}/following/${userId}`;
      return follow ? api.put(path, {}) : api.delete(path);
    },
    onMutate: (follow) => setFollowing(follow),
    onError: (_error, follow) => setFollowing(!follow),
  });
  return { following, toggle: () => mutation.mutate(!following), pending: mutation.isPending, error: mutation.error };
}
