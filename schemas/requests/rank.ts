import { z } from 'zod';

/** The attributes the rank call can diversify on (spec §7.8 names category_2). */
export const diversityAttributes = ['category_1', 'category_2', 'brand'] as const;

const count = (max: number) => z.number().int().nonnegative().max(max);

/**
 * The body of POST /v1/models/{model_name}/rank (spec §7.8): whose feed (the account's external_id),
 * how many ids, how strongly to spread them over categories, and how many candidates each
 * retriever contributes.
 */
export const rankRequestSchema = z.object({
  user_id: z.string().min(1).max(200),
  flush_paginations: z.boolean().default(false),
  return_metadata: z.boolean().default(false),
  config: z
    .object({
      limit: count(1000).default(250),
      diversity_factor: z.number().min(0).max(1).default(0.5),
      diversity_window: count(50).default(4),
      diversity_attributes: z.array(z.enum(diversityAttributes)).max(3).default(['category_2']),
      retrieval_k: count(5000).default(1250),
      retriever_k_override: z
        .object({ knn: count(5000), toplist: count(5000), trending: count(5000), random: count(5000), chronological: count(5000) })
        .partial()
        .default({}),
    })
    .default({
      limit: 250,
      diversity_factor: 0.5,
      diversity_window: 4,
      diversity_attributes: ['category_2'],
      retrieval_k: 1250,
      retriever_k_override: {},
    }),
});

export type RankRequest = z.input<typeof rankRequestSchema>;
export type ParsedRankRequest = z.output<typeof rankRequestSchema>;

/** The rank answer: item ids, best first (the service sends them as strings). */
export const rankResponseSchema = z.object({ ids: z.array(z.union([z.string(), z.number()])) });

/** The header the recommendation service reads its API key from. */
export const RANK_API_KEY_HEADER = 'x-api-key';

/**
 * The key the web client sends. Like any key a browser sends, it is public: it identifies the
 * client to the service rather than guarding anything.
 */
export const RECOMMENDATIONS_API_KEY = 'ks-web-recommendations';
