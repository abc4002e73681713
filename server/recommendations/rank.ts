import type { ParsedRankRequest } from '../../schemas/requests/rank';
import type { Db } from '../db/db';

/** A candidate item with what the ranking reads about it. */
interface Candidate {
  id: number;
  category_1: number;
  category_2: number | null;
  brand_id: number | null;
  favoriters_count: number;
}

type Retriever = keyof ParsedRankRequest['config']['retriever_k_override'];

/** Retrievers in the order their candidates are merged; each has a default share of retrieval_k. */
const RETRIEVERS: readonly Retriever[] = ['knn', 'toplist', 'trending', 'chronological', 'random'];
const DEFAULT_K: Record<Retriever, number> = { knn: 1000, toplist: 250, trending: 0, random: 0, chronological: 0 };

/**
 * The profile: categories (top level and second level) and brands of the user's favourites, each
 * with how many favourites it holds. Candidates are available items the user neither sells nor
 * already favourited.
 */
const PROFILE = `
  WITH fav AS (
    SELECT c.lineage[1] AS category_1, c.lineage[2] AS category_2, i.brand_id
    FROM favorites f JOIN items i ON i.id = f.item_id JOIN categories c ON c.id = i.category_id
    WHERE f.user_id = $1
  ),
  candidates AS (
    SELECT i.id, c.lineage[1] AS category_1, c.lineage[2] AS category_2, i.brand_id, i.favoriters_count, i.published_at,
      3 * (SELECT count(*) FROM fav WHERE fav.category_2 = c.lineage[2])
      + (SELECT count(*) FROM fav WHERE fav.category_1 = c.lineage[1])
      + 2 * (SELECT count(*) FROM fav WHERE fav.brand_id = i.brand_id AND fav.category_1 = c.lineage[1]) AS affinity
    FROM items i JOIN categories c ON c.id = i.category_id
    WHERE i.state = 'available' AND NOT i.seller_away AND i.seller_id <> $1
      AND NOT EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = $1 AND f.item_id = i.id)
  )
  SELECT id, category_1, category_2, brand_id, favoriters_count, published_at, affinity::int AS affinity FROM candidates`;

/** How each retriever picks its candidates; none of them is random (random = a per-user hash order). */
const RETRIEVER_SQL: Record<Retriever, string> = {
  knn: 'WHERE affinity > 0 ORDER BY affinity DESC, favoriters_count DESC, id',
  toplist: 'ORDER BY favoriters_count DESC, id',
  trending: `WHERE published_at > (SELECT max(published_at) FROM items) - interval '30 days' ORDER BY favoriters_count DESC, id`,
  chronological: 'ORDER BY published_at DESC NULLS LAST, id DESC',
  random: "ORDER BY md5($2 || ':' || id), id",
};

interface ScoredCandidate extends Candidate {
  affinity: number;
}

/**
 * The recommendation service's rank (spec §7.8) for one user: candidates from each retriever (knn =
 * items like the user's favourites, toplist = most favourited, trending = most favourited of the
 * last 30 days, chronological = newest, random = a fixed per-user shuffle), merged up to
 * retrieval_k, scored by affinity to the favourites (second-level category, top category, brand)
 * and popularity, then re-ordered so that within any `diversity_window` consecutive ids an
 * attribute value already shown costs a factor (1 − diversity_factor). Null for an unknown user.
 * The same request on the same data answers the same ids.
 */
export async function rankForUser(db: Db, request: ParsedRankRequest): Promise<number[] | null> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE external_id = $1', [request.user_id]);
  if (!user) return null;
  const { config } = request;
  const seen = new Set<number>();
  const candidates: ScoredCandidate[] = [];
  for (const retriever of RETRIEVERS) {
    const room = config.retrieval_k - candidates.length;
    const k = Math.min(config.retriever_k_override[retriever] ?? DEFAULT_K[retriever], room);
    if (k <= 0) continue;
    const params: unknown[] = retriever === 'random' ? [user.id, request.user_id, k] : [user.id, k];
    const limit = retriever === 'random' ? '$3' : '$2';
    const rows = await db.query<ScoredCandidate>(
      `SELECT * FROM (${PROFILE}) ranked ${RETRIEVER_SQL[retriever]} LIMIT ${limit}`,
      params,
    );
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      candidates.push(row);
    }
  }
  return diversify(candidates, config).map((candidate) => candidate.id);
}

/** Affinity dominates; popularity orders items of equal affinity. */
function score(candidate: ScoredCandidate): number {
  return 1 + 10 * candidate.affinity + Math.log1p(candidate.favoriters_count);
}

function attributeValue(
  candidate: Candidate,
  attribute: ParsedRankRequest['config']['diversity_attributes'][number],
): string {
  const value =
    attribute === 'category_1'
      ? candidate.category_1
      : attribute === 'category_2'
        ? candidate.category_2
        : candidate.brand_id;
  return `${attribute}:${value ?? 'none'}`;
}

/**
 * Greedy re-ranking: at each position, the candidate with the best score after a penalty of
 * (1 − diversity_factor) per value it shares with the last `diversity_window` picks. Ties keep
 * retrieval order, so the result is deterministic.
 *
 * Each pick is one pass over the remaining candidates (best raw score first, stopping once no raw
 * score can beat the best adjusted one), and a candidate's repeats are looked up in a running count
 * of the window's values, so the window's length costs nothing per candidate: the whole re-rank is
 * O(limit × candidates × attributes), which the request schema's caps bound.
 */
export function diversify<C extends ScoredCandidate>(candidates: C[], config: ParsedRankRequest['config']): C[] {
  const remaining = candidates.map((candidate, order) => ({
    candidate,
    order,
    score: score(candidate),
    values: config.diversity_attributes.map((attribute) => attributeValue(candidate, attribute)),
  }));
  remaining.sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: (typeof remaining)[number][] = [];
  const inWindow = new Map<string, number>();
  const count = (values: string[], change: 1 | -1) => {
    for (const value of values) inWindow.set(value, (inWindow.get(value) ?? 0) + change);
  };
  const keep = 1 - config.diversity_factor;
  while (picked.length < config.limit && remaining.length > 0) {
    let best = 0;
    let bestScore = -Infinity;
    for (let index = 0; index < remaining.length; index++) {
      const entry = remaining[index]!;
      // Sorted by score: nothing further down can beat the best found once its raw score cannot.
      if (entry.score <= bestScore) break;
      let repeats = 0;
      for (const value of entry.values) repeats += inWindow.get(value) ?? 0;
      const adjusted = repeats === 0 ? entry.score : entry.score * keep ** repeats;
      if (adjusted > bestScore) {
        bestScore = adjusted;
        best = index;
      }
    }
    const pick = remaining.splice(best, 1)[0]!;
    picked.push(pick);
    count(pick.values, 1);
    const leaving = picked[picked.length - 1 - config.diversity_window];
    if (leaving) count(leaving.values, -1);
  }
  return picked.map((entry) => entry.candidate);
}
