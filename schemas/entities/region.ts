import { z } from 'zod';

/** A shipping destination (spec §3 'Region'): an ISO 3166-1 country code and its English name. */
export const regionSchema = z.object({ id: z.string().regex(/^[A-Z]{2}$/), name: z.string() });

export type Region = z.infer<typeof regionSchema>;
