import { z } from 'zod';
import { idSchema } from '../primitives';

/** A category (spec §3): slug holds up to 3 levels split by '/', e.g. 'golf/clubs/drivers'. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/),
  url: z.string(),
  icon_url: z.string().nullish(),
  get children() {
    return z.array(categorySchema).optional();
  },
});

export type Category = z.infer<typeof categorySchema>;
