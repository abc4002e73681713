import { z } from 'zod';
import { detailValueSchema } from '../entities/value-guide';
import { idSchema } from '../primitives';

/**
 * The item create payload (spec §3, POST /v1/items §7.5) as the value guide builds it (§2.12):
 * named '{brand} {model} {category title_name}', the category path's ids (top first), the brand
 * and condition details, the model and a list price.
 */
export const itemCreatePayloadSchema = z.object({
  item: z.object({
    name: z.string().min(1).max(200),
    category_ids: z.array(idSchema).min(1),
    details: z.array(z.object({ slug: z.string(), values: z.array(detailValueSchema).min(1) })),
    model_id: idSchema.nullable(),
    list_price: z.number().nonnegative().nullable(),
  }),
});

export type ItemCreatePayload = z.infer<typeof itemCreatePayloadSchema>;
