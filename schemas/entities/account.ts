import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * The signed-in account, as far as the web client reads it here (spec §3 'Account'): who it is and
 * the recommendation service's id for it (`external_id`, null when the user has no feed).
 */
export const accountSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  external_id: z.string().nullable(),
});

export type Account = z.infer<typeof accountSchema>;
