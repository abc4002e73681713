// The rank call's worst case (issue 14 §4): the largest request RANK_CAPS allow, timed.
//   1. The re-rank alone on 2,000 synthetic candidates built to defeat its early stop (one sport,
//      few categories and brands, diversity_factor 1: nearly every candidate repeats a window value).
//   2. The whole call through the API on the seeded PGlite database, against the spec's request.
//   npx tsx bench/rank-worst.ts
import {
  diversityAttributes,
  RANK_CAPS,
  rankRequestSchema,
  RECOMMENDATIONS_API_KEY,
  type RankRequest,
} from '../schemas/requests/rank';
import { createApp } from '../server/app';
import { openDb } from '../server/db/pglite';
import { prepareDatabase } from '../server/prepare-database';
import { diversify } from '../server/recommendations/rank';
import { DEVELOPMENT_SEED } from '../server/seed/seed-plan';
import { compare, median } from './measure';

const worstConfig = rankRequestSchema.parse({
  user_id: 'ks-rec-demo_buyer',
  config: {
    limit: RANK_CAPS.limit,
    diversity_factor: 1,
    diversity_window: RANK_CAPS.diversity_window,
    diversity_attributes: [...diversityAttributes],
    retrieval_k: RANK_CAPS.retrieval_k,
    retriever_k_override: Object.fromEntries(
      ['knn', 'toplist', 'trending', 'random', 'chronological'].map((name) => [name, RANK_CAPS.retrieval_k]),
    ),
  },
});
const candidates = Array.from({ length: RANK_CAPS.retrieval_k }, (_, id) => ({
  id,
  category_1: 1,
  category_2: id % 3,
  brand_id: id % 5,
  favoriters_count: id % 7,
  affinity: id % 2,
}));
const rerank: number[] = [];
for (let run = 0; run < 20; run++) {
  const start = performance.now();
  diversify(candidates, worstConfig.config);
  rerank.push(performance.now() - start);
}
console.log(
  `Re-rank of ${candidates.length} candidates, limit ${RANK_CAPS.limit}, window ${RANK_CAPS.diversity_window}, 3 attributes, factor 1: median ${median(rerank).toFixed(1)} ms of 20`,
);

process.env.KS_ENV ??= 'test';
const db = await openDb();
await prepareDatabase(db, { seed: DEVELOPMENT_SEED });
const app = createApp({ db });
const call = (body: unknown) => async () => {
  const response = await app.request('/v1/models/for_you_feed/rank', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': RECOMMENDATIONS_API_KEY },
    body: JSON.stringify(body),
  });
  return response.text();
};
const spec: RankRequest = {
  user_id: 'ks-rec-demo_buyer',
  config: {
    limit: 250,
    diversity_factor: 0.5,
    diversity_window: 4,
    diversity_attributes: ['category_2'],
    retrieval_k: 1250,
    retriever_k_override: { knn: 1000, toplist: 0, trending: 0, random: 250, chronological: 0 },
  },
};
const { a, b } = await compare(call(spec), call(worstConfig), { warmup: 2, runs: 10 });
console.log(
  `Whole rank call on the seeded PGlite database (median of 10): spec request ${a.toFixed(0)} ms, worst allowed request ${b.toFixed(0)} ms`,
);
await db.close();
