import { z } from 'zod';

/** One entry of an API error body (spec §3 'API error'). */
export const apiErrorEntrySchema = z.object({
  message: z.string().optional(),
  detail: z.string().optional(),
  error: z.string().optional(),
  code: z.string().optional(),
  field: z.string().optional(),
});

/** The body of every 4xx/5xx answer of our API: `{errors:[{message, code, field}]}`. */
export const apiErrorBodySchema = z.object({
  errors: z.array(apiErrorEntrySchema),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type ApiErrorEntry = z.infer<typeof apiErrorEntrySchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
