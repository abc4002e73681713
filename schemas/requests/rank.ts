import { z } from 'zod';

/** The attributes the rank call can diversify on (spec §7.8 names category_2). */
export const diversityAttributes = ['category_1', 'category_2', 'brand'] as const;

const count = (max: number) => z.number().int().nonnegative().max(max);

/**
 * The most one rank call may ask for: twice the spec's limit (250) and retrieval_k (1250 → 2000
 * per retriever and in all), a window of 20 (the spec uses 4) and each attribute once. The
 * re-rank costs limit × candidates × attributes, so these caps bound one call's work.
 */
export const RANK_CAPS = { limit: 500, diversity_window: 20, retrieval_k: 2000 } as const;

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
      limit: count(RANK_CAPS.limit).default(250),
      diversity_factor: z.number().min(0).max(1).default(0.5),
      diversity_window: count(RANK_CAPS.diversity_window).default(4),
      diversity_attributes: z
        .array(z.enum(diversityAttributes))
        .max(diversityAttributes.length)
        .refine((attributes) => new Set(attributes).size === attributes.length, 'must not name an attribute twice')
        .default(['category_2']),
      retrieval_k: count(RANK_CAPS.retrieval_k).default(1250),
      retriever_k_override: z
        .object({
          knn: count(RANK_CAPS.retrieval_k),
          toplist: count(RANK_CAPS.retrieval_k),
          trending: count(RANK_CAPS.retrieval_k),
          random: count(RANK_CAPS.retrieval_k),
          chronological: count(RANK_CAPS.retrieval_k),
        })
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
 * The rank key of development and test (public, like anything committed). A production API accepts
 * only its secret KS_RANK_KEY (server/recommendations/recommendation-routes.ts); the host adds the key to rank
 * calls server-side (host/server/rank-key.ts), so the browser never holds one.
 */
export const RECOMMENDATIONS_API_KEY = 'ks-web-recommendations';
