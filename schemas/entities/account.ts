import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * The signed-in account, as far as the web client reads it here (spec §3 'Account'): who it is,
 * the recommendation service's id for it (`external_id`, null when the user has no feed) and
 * whether its phone number or e-mail address is verified (messaging a seller needs one, §5).
 */
export const accountSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  username: z.string(),
  avatar_url: z.string(),
  external_id: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
});

export type Account = z.infer<typeof accountSchema>;
