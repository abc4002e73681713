import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * A seller as the user-feed block lists it (spec §3 'Active seller'). `feedback.score` is the share
 * of positive feedback in percent (null when there is none); `following` is the caller's.
 */
export const activeSellerSchema = z.object({
  id: idSchema,
  username: z.string(),
  avatar_url: z.string(),
  following: z.boolean(),
  feedback: z.object({ count: z.number().int().nonnegative(), score: z.number().min(0).max(100).nullable() }),
  available_count: z.number().int().nonnegative(),
});

export type ActiveSeller = z.infer<typeof activeSellerSchema>;

/** The answer of follow and unfollow: the caller's new state. */
export const followStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;
